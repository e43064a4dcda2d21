import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';
import { databaseKinds } from '../../test/test-app';
import { compareBankWithLedger } from './bank-reconciliation';
import { cardForm, declinedCard, paymentsApp } from './payments-test-kit';
import { reconcileBankDay, reconcileYesterday } from './bank-reconciliation.service';
import { reconcilePayments } from './reconciliation';
import { sandboxTimeZone } from '../sandbox-bank/sandbox-bank.api';

/**
 * The bank's report and the ledger as the payment flows themselves leave them, not as a test
 * writes them: after a day of paying, declining, a wrong amount, a hold run out before the
 * callback and money never verified, the comparison finds nothing to list.
 */
describe.each(databaseKinds)('a day of payments reconciles with the ledger on %s', (kind) => {
  const ctx = paymentsApp(kind);
  const { db, records, start, pay, submit, get, later } = ctx;

  it('shows no difference after the payment flows of the day', async () => {
    const today = localDateIn(new Date(), sandboxTimeZone);
    const before = await compareBankWithLedger(
      db(),
      ctx.t.app.paymentProviders.named('sandbox'),
      'sepehran',
      today,
    );

    const paid = await start();
    await pay(paid);
    expect((await records.stateOf(paid)).payment).toBe('paid');

    const declined = await start();
    await pay(declined, cardForm(declinedCard()));
    expect((await records.stateOf(declined)).payment).toBe('failed');

    const mismatched = await start();
    await db()
      .update(sandboxBankTransactions)
      .set({ amount: mismatched.amount - 1 })
      .where(eq(sandboxBankTransactions.token, mismatched.token));
    await pay(mismatched);
    expect((await records.stateOf(mismatched)).payment).toBe('failed');

    const holdRanOut = await start({ payBy: new Date(Date.now() + 10 * 60_000) });
    const bank = await submit(holdRanOut.paymentUrl);
    await later(11 * 60_000, () => get(String(bank.headers.location)));
    expect((await records.stateOf(holdRanOut)).payment).toBe('reversed');

    const neverVerified = await start();
    await submit(neverVerified.paymentUrl);
    await reconcilePayments(
      db(),
      ctx.t.app.paymentProviders,
      ctx.t.app.purchases,
      new Date(Date.now() + 6 * 60_000),
    );
    expect((await records.stateOf(neverVerified)).payment).toBe('reversed');

    const after = await compareBankWithLedger(
      db(),
      ctx.t.app.paymentProviders.named('sandbox'),
      'sepehran',
      today,
    );
    const irr = after.currencies.find((c) => c.currency === 'IRR');
    expect(after.currencies.flatMap((c) => c.differences)).toEqual([]);
    const irrBefore = before.currencies.find((c) => c.currency === 'IRR');
    expect((irr?.bankTotal ?? 0) - (irrBefore?.bankTotal ?? 0)).toBe(paid.amount);
    expect(irr?.ledgerTotal).toBe(irr?.bankTotal);
  });

  it('compares each provider with its own clearing account, on its own days', async () => {
    const providers = ctx.t.app.paymentProviders;
    const atBank = await start();
    await pay(atBank);
    const atPay = await start({}, 'sandbox-pay');
    await pay(atPay, 'action=pay');
    expect((await records.stateOf(atPay)).payment).toBe('paid');

    const now = new Date();
    for (const [name, started] of [
      ['sandbox', atBank],
      ['sandbox-pay', atPay],
    ] as const) {
      const provider = providers.named(name);
      const day = localDateIn(now, provider.timeZone);
      const comparison = await reconcileBankDay(db(), provider, 'sepehran', day, now);
      expect(comparison.provider).toBe(name);
      expect(comparison.currencies.flatMap((c) => c.differences)).toEqual([]);
      // Each report holds its own provider's payments: the other's is no line of it.
      const lines = await provider.settledMovements(db(), { merchant: 'sepehran', day });
      const other = name === 'sandbox' ? atPay : atBank;
      expect(lines.map((l) => l.token)).toContain(started.token);
      expect(lines.map((l) => l.token)).not.toContain(other.token);
    }

    // The daily job runs every provider, each on yesterday in its own zone.
    const daily = await reconcileYesterday(db(), providers, now);
    expect(daily.map((d) => d.provider)).toEqual(['sandbox', 'sandbox-pay']);
    for (const run of daily)
      expect(run.day < localDateIn(now, providers.named(run.provider).timeZone)).toBe(true);
  });
});
