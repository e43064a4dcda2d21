// A discounted flight booking refunded: the refund takes back every line of the sale (the
// airline's fare, the brand's fee) and the discount in the same proportion, so the penalty stays
// split as the sale was (decision 019); every account it touched nets to the figure worked out by
// hand, and the same refund posted again (a replay under its key) adds nothing.
import { describe, expect, it } from 'vitest';
import {
  airlinePayableAccount,
  bankClearingAccount,
  discountAccount,
  purchaseClearingAccount,
  revenueAccount,
  revenuePartAccount,
} from '@parvaz/domain/ledger/accounts';
import { buildDiscountCode } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { postRefund } from './refund-postings';
import { ticketsApp } from './tickets-test-kit';

describe.each(databaseKinds)('the refund of a discounted flight on %s', (kind) => {
  const s = ticketsApp(kind);
  const accounts = {
    bank: bankClearingAccount('sandbox'),
    clearing: purchaseClearingAccount(),
    discount: discountAccount(),
    airline: airlinePayableAccount('ZZ'),
    fee: revenuePartAccount('flight', 'service_fee'),
    revenue: revenueAccount('flight'),
  };
  const balances = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(accounts).map(
          async ([name, account]) =>
            [name, await balanceOf(s.db(), 'sepehran', account, 'IRR')] as const,
        ),
      ),
    );
  const moved = (before: Record<string, number>, after: Record<string, number>) =>
    Object.fromEntries(
      Object.keys(accounts).map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]),
    );

  it('reverses the sale’s lines and the discount in proportion, and a replay posts nothing new', async () => {
    const code = `REFUNDTEN${kind.toUpperCase()}`;
    await buildDiscountCode(s.db(), { tenant: 'sepehran', code });
    const before = await balances();
    // One adult at 30,500,000 (ZZ's fare 30,000,000, the fee 500,000) less 10%: 27,450,000 paid
    // by card, 3,050,000 of discount; the fare is owed to ZZ, the fee is the brand's.
    const booked = await s.bookAndPay({ discountCode: code });
    expect(booked.amount).toBe(27_450_000);
    expect(moved(before, await balances())).toEqual({
      bank: 27_450_000,
      clearing: 0,
      discount: 3_050_000,
      airline: 30_000_000,
      fee: 500_000,
      revenue: 0,
    });

    const answer = await s.post('ticket/refundConfirm', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
      tickets: booked.ticketNumbers,
      mode: 'Normal',
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const request = answer.json.data?.request as { id: number; amount: number };
    // 90% of what was paid, back to the card; the discount goes back in the same share
    // (24,705,000 of 27,450,000 is 90%: 2,745,000 of 3,050,000), and so do the lines: they give
    // back 24,705,000 + 2,745,000 = 27,450,000, as 30,000,000 : 500,000 → ZZ 27,000,000, the
    // fee 450,000. The penalty of 2,745,000 stays split the same way: ZZ 3,000,000, the fee
    // 50,000, less the discount's 305,000.
    expect(request.amount).toBe(24_705_000);
    const after = moved(before, await balances());
    expect(after).toEqual({
      bank: 2_745_000,
      clearing: 0,
      discount: 305_000,
      airline: 3_000_000,
      fee: 50_000,
      revenue: 0,
    });

    // The same refund again, as a retried request would post it: the same lines, nothing new.
    await s.db().transaction((tx) =>
      postRefund(tx, {
        tenant: 'sepehran',
        requestId: request.id,
        bookingId: booked.bookingId,
        trackingCode: booked.trackingCode,
        to: 'card',
        amount: request.amount,
        penalty: 2_745_000,
        currency: 'IRR',
        at: new Date(),
      }),
    );
    expect(moved(before, await balances())).toEqual(after);
    const irr = (await trialBalance(s.db(), 'sepehran')).find((b) => b.currency === 'IRR');
    expect(irr?.sum).toBe(0);
    expect(irr?.runningBalancesAgree).toBe(true);
  });
});
