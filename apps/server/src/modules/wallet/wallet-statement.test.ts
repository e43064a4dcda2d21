// The wallet's statement (`user/getTransactions`), read from the ledger: paging, filters by type
// and by local date, codes and balances after each line, and only the caller's lines.
// bookings paid from it (under races too) and refunds given back to it. Its balance is the
// ledger account `wallet:user:<id>`; what the API shows is checked against the ledger's own
// reading, and the database's guards against writes that go past the code.
import { describe, expect, it } from 'vitest';
import { transactionsResponseSchema } from '@parvaz/domain/contracts/profile';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { refundLines } from '@parvaz/domain/ledger/sale-lines';
import { databaseKinds } from '../../test/test-app';
import { postEntry } from '../ledger/ledger.api';

import { codeOf, dataOf, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('the wallet’s statement on %s', (kind) => {
  const s = walletSuite(kind);
  const { db, customer, ledgerBalance, fund, transactions } = s;

  describe('user/getTransactions', () => {
    it('pages newest first, filters by type and local date, and shows only the caller’s', async () => {
      const user = await customer();
      const other = await customer();
      await fund(other.id, 9_000_000);
      // The first credit happened late on a UTC evening: already the next day in Tehran.
      const first = await fund(user.id, 1_000_000, new Date('2026-03-01T20:45:00Z'));
      for (let i = 2; i <= 5; i++) await fund(user.id, i * 1_000_000);
      // A refund to the wallet, as the refunds of tickets post it (here of no booking).
      await db().transaction((tx) =>
        postEntry(tx, {
          tenant: 'sepehran',
          key: `refund:test-${kind}-${s.nextKey()}`,
          kind: entryKinds.refund,
          description: 'refund of a ticket',
          occurredAt: new Date(),
          postings: refundLines(undefined, {
            product: 'flight',
            to: { wallet: user.id },
            amount: 700_000,
            penalty: 0,
            currency: 'IRR',
          }),
        }),
      );

      const page1 = await s.t.post('user/getTransactions', { pageSize: 4 }, user.headers);
      expect(page1.status).toBe(200);
      const body1 = dataOf(transactionsResponseSchema, page1);
      expect(body1.total).toBe(6);
      expect(body1.items).toHaveLength(4);
      expect(body1.items[0]).toMatchObject({
        type: 'refund',
        amount: 700_000,
        balanceAfter: 15_700_000,
        currency: 'IRR',
        // A refund of nothing the statement can name reads as a refund, in the reader's language
        // (the ledger's English words are for the books).
        description: 'استرداد',
      });
      expect(body1.items[1]).toMatchObject({
        type: 'adjustment',
        amount: 5_000_000,
        balanceAfter: 15_000_000,
      });
      // Credit from outside a purchase reads in the customer's language, not the ledger's words.
      const inEnglish = await transactions({ ...user.headers, lang: 'en' }, { pageSize: 4 });
      expect(inEnglish.items[1]?.description).toBe('Credit added to your wallet');
      expect(inEnglish.items[0]?.description).toBe('Refund');
      const body2 = await transactions(user.headers, { page: '۲', pageSize: 4 });
      expect(body2.items).toHaveLength(2);
      expect(body2.items.at(-1)).toMatchObject({
        code: codeOf(first.entryId),
        date: '2026-03-02',
        time: '00:15',
        amount: 1_000_000,
        balanceAfter: 1_000_000,
      });
      const codes = [...body1.items, ...body2.items].map((i) => i.code);
      expect(new Set(codes).size).toBe(6);
      for (const code of codes) expect(code).toMatch(/^W\d{12}$/);

      const refunds = await transactions(user.headers, { type: 'refund' });
      expect(refunds.total).toBe(1);
      // A filtered line still shows the balance the whole wallet had after it.
      const credits = await transactions(user.headers, { type: 'adjustment', pageSize: 2 });
      expect(credits.total).toBe(5);
      expect(credits.items.map((i) => i.balanceAfter)).toEqual([15_000_000, 10_000_000]);
      expect((await transactions(user.headers, { type: 'topup' })).total).toBe(0);
      const day = await transactions(user.headers, { from: '2026-03-02', to: '2026-03-02' });
      expect(day.total).toBe(1);
      expect((await transactions(user.headers, { to: '2026-03-01' })).total).toBe(0);
      expect((await transactions(user.headers, { from: '2026-03-03' })).total).toBe(5);

      const big = await s.t.post('user/getTransactions', { pageSize: 51 }, user.headers);
      expect(big.status).toBe(400);
      const badType = await s.t.post('user/getTransactions', { type: 'gift' }, user.headers);
      expect(badType.status).toBe(400);
      const badDate = await s.t.post('user/getTransactions', { from: '2026-02-30' }, user.headers);
      expect(badDate.status).toBe(400);
      // Found by e2e/fuzz.spec.ts: the day after 9999-12-31 is no date, and answered a 500.
      const lastDay = await s.t.post(
        'user/getTransactions',
        { from: '2026-01-01', to: '9999-12-31' },
        user.headers,
      );
      expect(lastDay.status).toBe(200);
      expect(dataOf(transactionsResponseSchema, lastDay).total).toBe(6);

      expect((await transactions(other.headers, {})).total).toBe(1);
      const stranger = await customer();
      expect(await transactions(stranger.headers, {})).toEqual({ items: [], total: 0 });
      expect(await ledgerBalance(user.id)).toBe(15_700_000);
    });
  });
});
