import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import {
  openingWalletLines,
  paymentReturnedLines,
  paymentSettledLines,
  refundLines,
  saleLines,
  topupLines,
  type Line,
} from './movements';

const codes = (lines: Line[]) => lines.map((l) => [l.account.code, l.amount]);

describe('money movements', () => {
  it('balance every entry they make', () => {
    const all: Line[][] = [
      paymentSettledLines('sandbox', 1000, 'IRR'),
      paymentReturnedLines('sandbox', 1000, 'IRR'),
      saleLines({
        product: 'flight',
        source: { paidBy: 'payment' },
        charged: 900,
        discount: 100,
        currency: 'IRR',
      }),
      saleLines({
        product: 'flight',
        source: { paidBy: 'wallet', userId: 7 },
        charged: 900,
        discount: 0,
        currency: 'USD',
      }),
      topupLines(7, 500, 'USD'),
      refundLines({ product: 'flight', to: { wallet: 7 }, amount: 400, currency: 'USD' }),
      refundLines({ product: 'services', to: 'card', amount: 400, currency: 'IRR' }),
      openingWalletLines(7, 300, 'IRR'),
    ];
    for (const lines of all) expect(entryProblem(lines)).toBeNull();
  });

  it('meet a purchase in the clearing account: the bank on one side, revenue on the other', () => {
    expect(codes(paymentSettledLines('sandbox', 1000, 'IRR'))).toEqual([
      ['bank_clearing:sandbox', 1000],
      ['purchase_clearing', -1000],
    ]);
    expect(
      codes(
        saleLines({
          product: 'flight',
          source: { paidBy: 'payment' },
          charged: 900,
          discount: 100,
          currency: 'IRR',
        }),
      ),
    ).toEqual([
      ['purchase_clearing', 900],
      ['discount', 100],
      ['revenue:flight', -1000],
    ]);
  });

  it('take a wallet payment from the wallet and give a refund back to it', () => {
    expect(
      codes(
        saleLines({
          product: 'flight',
          source: { paidBy: 'wallet', userId: 7 },
          charged: 900,
          discount: 0,
          currency: 'USD',
        }),
      ),
    ).toEqual([
      ['wallet:user:7', 900],
      ['revenue:flight', -900],
    ]);
    expect(
      codes(refundLines({ product: 'flight', to: { wallet: 7 }, amount: 400, currency: 'USD' })),
    ).toEqual([
      ['revenue:flight', 400],
      ['wallet:user:7', -400],
    ]);
  });

  it('refuse an amount that is not a positive whole number', () => {
    expect(() => topupLines(7, 0, 'USD')).toThrow(RangeError);
    expect(() => paymentSettledLines('sandbox', 1.5, 'USD')).toThrow(RangeError);
  });
});
