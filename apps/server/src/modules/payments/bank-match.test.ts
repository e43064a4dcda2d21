import { describe, expect, it } from 'vitest';
import { compareDay, type ReconciledLine } from './bank-match';

const day = '2026-03-10';

function bank(paymentId: number | null, movement: ReconciledLine['movement'], amount: number) {
  return {
    side: 'bank',
    day,
    currency: 'IRR',
    movement,
    paymentId,
    token: `tok${paymentId ?? 'unknown'}`,
    entryKey: null,
    amount,
  } satisfies ReconciledLine;
}

function ledger(paymentId: number, movement: ReconciledLine['movement'], amount: number, n = 1) {
  const suffix = movement === 'refunded' ? `refund:${n}` : movement;
  return {
    side: 'ledger',
    day,
    currency: 'IRR',
    movement,
    paymentId,
    token: `tok${paymentId}`,
    entryKey: `payment:${paymentId}:${suffix}`,
    amount,
  } satisfies ReconciledLine;
}

describe('compareDay', () => {
  it('finds no difference when every movement has its entry, refunds summed per payment', () => {
    const [irr, ...rest] = compareDay(
      [
        bank(1, 'settled', 500),
        ledger(1, 'settled', 500),
        bank(2, 'settled', 300),
        bank(2, 'reversed', -300),
        ledger(2, 'settled', 300),
        ledger(2, 'reversed', -300),
        bank(3, 'settled', 900),
        bank(3, 'refunded', -100),
        bank(3, 'refunded', -200),
        ledger(3, 'settled', 900),
        ledger(3, 'refunded', -300, 1),
      ],
      day,
      ['IRR'],
    );
    expect(rest).toEqual([]);
    expect(irr).toEqual({ currency: 'IRR', bankTotal: 1100, ledgerTotal: 1100, differences: [] });
  });

  it('lets a payment the bank verified and gave back at once, with no entry, pass', () => {
    const [irr] = compareDay([bank(4, 'settled', 700), bank(4, 'reversed', -700)], day);
    expect(irr?.differences).toEqual([]);
    expect(irr?.bankTotal).toBe(0);
  });

  it('lists each missing or differing movement with its payment, token, amounts and reason', () => {
    const [irr] = compareDay(
      [
        bank(5, 'settled', 1000),
        bank(6, 'settled', 400),
        ledger(6, 'settled', 400),
        bank(6, 'refunded', -150),
        ledger(7, 'settled', 800),
        bank(8, 'settled', 250),
        ledger(8, 'settled', 200),
        bank(null, 'settled', 60),
      ],
      day,
    );
    expect(irr?.differences).toEqual([
      {
        reason: 'missingInLedger',
        movement: 'settled',
        paymentId: 5,
        token: 'tok5',
        entryKeys: [],
        bankAmount: 1000,
        ledgerAmount: 0,
        otherDay: null,
      },
      {
        reason: 'missingInLedger',
        movement: 'refunded',
        paymentId: 6,
        token: 'tok6',
        entryKeys: [],
        bankAmount: -150,
        ledgerAmount: 0,
        otherDay: null,
      },
      {
        reason: 'missingAtBank',
        movement: 'settled',
        paymentId: 7,
        token: 'tok7',
        entryKeys: ['payment:7:settled'],
        bankAmount: 0,
        ledgerAmount: 800,
        otherDay: null,
      },
      {
        reason: 'amountDiffers',
        movement: 'settled',
        paymentId: 8,
        token: 'tok8',
        entryKeys: ['payment:8:settled'],
        bankAmount: 250,
        ledgerAmount: 200,
        otherDay: null,
      },
      {
        reason: 'missingInLedger',
        movement: 'settled',
        paymentId: null,
        token: 'tokunknown',
        entryKeys: [],
        bankAmount: 60,
        ledgerAmount: 0,
        otherDay: null,
      },
    ]);
    expect(irr?.bankTotal).toBe(1000 + 400 - 150 + 250 + 60);
    expect(irr?.ledgerTotal).toBe(400 + 800 + 200);
  });

  it('names the neighbouring day on which the other side booked a movement near midnight', () => {
    const [irr] = compareDay(
      [bank(9, 'settled', 300), { ...ledger(9, 'settled', 300), day: '2026-03-11' }],
      day,
    );
    expect(irr?.differences).toMatchObject([
      { reason: 'missingInLedger', paymentId: 9, otherDay: '2026-03-11' },
    ]);
  });

  it('keeps currencies apart and answers the asked ones even when empty', () => {
    const usd = { ...bank(10, 'settled', 5000), currency: 'USD' };
    const result = compareDay([usd, { ...ledger(10, 'settled', 5000), currency: 'USD' }], day, [
      'IRR',
    ]);
    expect(result).toEqual([
      { currency: 'IRR', bankTotal: 0, ledgerTotal: 0, differences: [] },
      { currency: 'USD', bankTotal: 5000, ledgerTotal: 5000, differences: [] },
    ]);
  });

  it('lists a ledger entry on the clearing account that belongs to no payment', () => {
    const stray: ReconciledLine = {
      side: 'ledger',
      day,
      currency: 'IRR',
      movement: 'other',
      paymentId: null,
      token: null,
      entryKey: 'opening:bank',
      amount: 42,
    };
    const [irr] = compareDay([stray], day);
    expect(irr?.differences).toMatchObject([
      { reason: 'missingAtBank', movement: 'other', paymentId: null, entryKeys: ['opening:bank'] },
    ]);
  });
});
