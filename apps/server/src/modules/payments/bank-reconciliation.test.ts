import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { Currency } from '@parvaz/domain/format/money';
import { bankClearingAccount, revenueAccount } from '@parvaz/domain/ledger/accounts';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import { bankReconciliations } from '../../db/schema/payments';
import { sandboxBankMovements } from '../../db/schema/sandbox-bank';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { postEntry } from '../ledger/ledger.api';
import { compareBankWithLedger } from './bank-reconciliation';
import { reconcileBankDay, reconcileProviderYesterday } from './bank-reconciliation.service';
import { validCard } from './payments-test-kit';
import { openPayment } from './payments.service';
import { decideAtBank, sandboxBank, sandboxTimeZone } from '../sandbox-bank/sandbox-bank.api';

/** Days far from the demo data's, a week apart so neither is the other's neighbour. */
const quietDay = '2025-02-10';
const busyDay = '2025-02-20';
const at = (day: string, time: string) => instantAt(day, time, sandboxTimeZone);

interface Opened {
  tenant: TenantId;
  id: number;
  token: string;
  amount: number;
  currency: Currency;
}

describe.each(databaseKinds)('reconciliation of the bank with the ledger on %s', (kind) => {
  let t: TestApp;
  let userId: number;
  /** The bank's clock: each step below sets it to when the step happens. */
  let clock = new Date();
  const provider = sandboxBank(() => clock);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    userId = (await buildSignedInUser(db())).id;
  });
  afterAll(async () => t.close());

  async function open(
    amount: number,
    options: { tenant?: TenantId; currency?: Currency } = {},
  ): Promise<Opened> {
    const tenant = options.tenant ?? 'sepehran';
    const currency = options.currency ?? 'IRR';
    const { paymentId, paymentUrl } = await db().transaction((tx) =>
      openPayment(tx, provider, {
        tenant,
        purpose: 'topup',
        purchaseId: userId,
        amount,
        currency,
        lang: 'en',
      }),
    );
    return { tenant, id: paymentId, token: paymentUrl.split('/').pop() ?? '', amount, currency };
  }

  const bank = {
    async pay(p: Opened, when: Date) {
      clock = when;
      const decided = await decideAtBank(
        db(),
        p.token,
        { outcome: 'paid', pan: validCard() },
        when,
      );
      expect(decided.moved).toBe(true);
    },
    async verify(p: Opened, when: Date) {
      clock = when;
      expect((await db().transaction((tx) => provider.verify(tx, p.token))).ok).toBe(true);
    },
    async reverse(p: Opened, when: Date) {
      clock = when;
      expect(await db().transaction((tx) => provider.reverse(tx, p.token))).toBe(true);
    },
    async refund(p: Opened, amount: number, when: Date) {
      clock = when;
      expect(await db().transaction((tx) => provider.refund(tx, p.token, amount))).toBe(true);
    },
  };

  /** Paid at the bank and verified by us: what every settled payment goes through. */
  async function settledAtBank(p: Opened, when: Date) {
    await bank.pay(p, new Date(when.getTime() - 60_000));
    await bank.verify(p, when);
  }

  /** Posts `payment:<id>:<what>` on the bank clearing account as payments do. */
  async function post(p: Opened, what: string, amount: number, when: Date) {
    await db().transaction((tx) =>
      postEntry(tx, {
        tenant: p.tenant,
        key: `payment:${p.id}:${what}`,
        kind: 'payment',
        description: `payment ${p.id} ${what}`,
        occurredAt: when,
        postings: [
          { account: bankClearingAccount('sandbox'), amount, currency: p.currency },
          { account: revenueAccount('flight'), amount: 0 - amount, currency: p.currency },
        ],
      }),
    );
  }

  it('keeps the bank’s own log of every move and reports only what the merchant committed', async () => {
    const day = '2025-01-05';
    const kept = await open(300_000);
    await settledAtBank(kept, at(day, '09:00'));
    await bank.refund(kept, 100_000, at(day, '10:00'));
    await bank.reverse(kept, at(day, '11:00'));
    // Taken but never verified, then given back (the unverified-money reconciliation).
    const unverified = await open(70_000);
    await bank.pay(unverified, at(day, '12:00'));
    await bank.reverse(unverified, at(day, '12:10'));

    const log = await db()
      .select()
      .from(sandboxBankMovements)
      .where(eq(sandboxBankMovements.token, kept.token))
      .orderBy(asc(sandboxBankMovements.id));
    expect(log.map((m) => [m.kind, m.amount, m.settled])).toEqual([
      ['paid', 300_000, false],
      ['verified', 300_000, true],
      ['refunded', 100_000, true],
      // What the refund gave back already is not given back again.
      ['reversed', 200_000, true],
    ]);
    const report = await provider.settledMovements(db(), { merchant: 'sepehran', day });
    expect(report.map((m) => [m.token, m.kind, m.amount, m.currency])).toEqual([
      [kept.token, 'verified', 300_000, 'IRR'],
      [kept.token, 'refunded', 100_000, 'IRR'],
      [kept.token, 'reversed', 200_000, 'IRR'],
    ]);
    // Another merchant's report, and another day's, hold none of it.
    expect(await provider.settledMovements(db(), { merchant: 'turk', day })).toEqual([]);
    expect(
      await provider.settledMovements(db(), { merchant: 'sepehran', day: '2025-01-04' }),
    ).toEqual([]);
  });

  it('finds no difference on a day whose every movement the ledger has', async () => {
    const plain = await open(500_000);
    await settledAtBank(plain, at(quietDay, '08:00'));
    await post(plain, 'settled', 500_000, at(quietDay, '08:00'));

    const undelivered = await open(250_000);
    await settledAtBank(undelivered, at(quietDay, '09:00'));
    await post(undelivered, 'settled', 250_000, at(quietDay, '09:00'));
    await bank.reverse(undelivered, at(quietDay, '09:01'));
    await post(undelivered, 'reversed', -250_000, at(quietDay, '09:01'));

    const refunded = await open(900_000);
    await settledAtBank(refunded, at(quietDay, '10:00'));
    await post(refunded, 'settled', 900_000, at(quietDay, '10:00'));
    await bank.refund(refunded, 100_000, at(quietDay, '15:00'));
    await post(refunded, 'refund:request-1', -100_000, at(quietDay, '15:00'));
    await bank.refund(refunded, 200_000, at(quietDay, '23:59'));
    await post(refunded, 'refund:request-2', -200_000, at(quietDay, '23:59'));

    // Verified, then given back at once: the amount did not match; the ledger posts nothing.
    const mismatched = await open(40_000);
    await settledAtBank(mismatched, at(quietDay, '11:00'));
    await bank.reverse(mismatched, at(quietDay, '11:00'));

    // Another brand's and another currency's payments stay in their own comparisons.
    const turk = await open(12_000, { tenant: 'turk', currency: 'USD' });
    await settledAtBank(turk, at(quietDay, '12:00'));

    const result = await compareBankWithLedger(db(), provider, 'sepehran', quietDay);
    const net = 500_000 + 250_000 - 250_000 + 900_000 - 300_000;
    expect(result.currencies).toEqual([
      { currency: 'IRR', bankTotal: net, ledgerTotal: net, differences: [] },
    ]);
    const other = await compareBankWithLedger(db(), provider, 'turk', quietDay);
    expect(other.currencies).toEqual([
      {
        currency: 'USD',
        bankTotal: 12_000,
        ledgerTotal: 0,
        differences: [
          {
            reason: 'missingInLedger',
            movement: 'settled',
            paymentId: turk.id,
            token: turk.token,
            entryKeys: [],
            bankAmount: 12_000,
            ledgerAmount: 0,
            otherDay: null,
          },
        ],
      },
    ]);
    await post(turk, 'settled', 12_000, at(quietDay, '12:00'));
  });

  let busy: { unposted: Opened; unrefunded: Opened; unverified: Opened; late: Opened };

  it('lists a settled payment missing from the ledger, a bank refund with no entry and an entry with no bank movement', async () => {
    const unposted = await open(610_000);
    await settledAtBank(unposted, at(busyDay, '08:00'));

    const unrefunded = await open(420_000);
    await settledAtBank(unrefunded, at(busyDay, '09:00'));
    await post(unrefunded, 'settled', 420_000, at(busyDay, '09:00'));
    await bank.refund(unrefunded, 20_000, at(busyDay, '13:00'));

    // Paid at the bank but never verified, yet posted as settled.
    const unverified = await open(330_000);
    await bank.pay(unverified, at(busyDay, '10:00'));
    await post(unverified, 'settled', 330_000, at(busyDay, '10:00'));

    // Verified a minute before Tehran's midnight, posted a minute after it.
    const late = await open(55_000);
    await settledAtBank(late, at(busyDay, '23:59'));
    await post(late, 'settled', 55_000, new Date(at(busyDay, '23:59').getTime() + 120_000));
    busy = { unposted, unrefunded, unverified, late };

    const [irr, ...rest] = (await compareBankWithLedger(db(), provider, 'sepehran', busyDay))
      .currencies;
    expect(rest).toEqual([]);
    expect(irr?.bankTotal).toBe(610_000 + 420_000 - 20_000 + 55_000);
    expect(irr?.ledgerTotal).toBe(420_000 + 330_000);
    expect(irr?.differences).toEqual([
      {
        reason: 'missingInLedger',
        movement: 'settled',
        paymentId: unposted.id,
        token: unposted.token,
        entryKeys: [],
        bankAmount: 610_000,
        ledgerAmount: 0,
        otherDay: null,
      },
      {
        reason: 'missingInLedger',
        movement: 'refunded',
        paymentId: unrefunded.id,
        token: unrefunded.token,
        entryKeys: [],
        bankAmount: -20_000,
        ledgerAmount: 0,
        otherDay: null,
      },
      {
        reason: 'missingAtBank',
        movement: 'settled',
        paymentId: unverified.id,
        token: unverified.token,
        entryKeys: [`payment:${unverified.id}:settled`],
        bankAmount: 0,
        ledgerAmount: 330_000,
        otherDay: null,
      },
      {
        reason: 'missingInLedger',
        movement: 'settled',
        paymentId: late.id,
        token: late.token,
        entryKeys: [],
        bankAmount: 55_000,
        ledgerAmount: 0,
        otherDay: '2025-02-21',
      },
    ]);
  });

  it('the daily job stores yesterday once per tenant, and running a day again replaces it', async () => {
    const dayAfter = at('2025-02-21', '12:00');
    const first = await reconcileProviderYesterday(db(), provider, dayAfter);
    expect(first).toEqual({ day: busyDay, reconciled: ['oman', 'sepehran', 'turk'] });
    const stored = () =>
      db()
        .select()
        .from(bankReconciliations)
        .where(eq(bankReconciliations.day, busyDay))
        .orderBy(asc(bankReconciliations.tenant), asc(bankReconciliations.currency));
    const rows = await stored();
    expect(rows.map((r) => [r.tenant, r.provider, r.currency, r.differences.length])).toEqual([
      ['oman', 'sandbox', 'USD', 0],
      ['sepehran', 'sandbox', 'IRR', 4],
      ['turk', 'sandbox', 'USD', 0],
    ]);
    expect(rows[1]?.ranAt).toEqual(dayAfter);

    // Found stored on the next run: nothing is compared again.
    expect(await reconcileProviderYesterday(db(), provider, at('2025-02-21', '13:00'))).toEqual({
      day: busyDay,
      reconciled: [],
    });
    // Within the grace after midnight, yesterday is still the day before.
    expect((await reconcileProviderYesterday(db(), provider, at('2025-02-21', '00:10'))).day).toBe(
      '2025-02-19',
    );

    // The missing entries are posted; the day is run again and its rows replaced.
    await post(busy.unposted, 'settled', 610_000, at(busyDay, '08:00'));
    await post(busy.unrefunded, 'refund:request-1', -20_000, at(busyDay, '13:00'));
    const rerun = at('2025-02-22', '09:00');
    await reconcileBankDay(db(), provider, 'sepehran', busyDay, rerun);
    const replaced = (await stored()).filter((r) => r.tenant === 'sepehran');
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ ranAt: rerun, currency: 'IRR' });
    expect(replaced[0]?.differences).toMatchObject([
      { reason: 'missingAtBank', paymentId: busy.unverified.id },
      { reason: 'missingInLedger', paymentId: busy.late.id, otherDay: '2025-02-21' },
    ]);
  });

  it('shows operators the stored days of their brand and refuses everyone else', async () => {
    await reconcileBankDay(db(), provider, 'sepehran', quietDay, at('2025-02-11', '01:00'));
    const range = { from: '2025-02-01', to: '2025-02-28' };
    const operator = await buildSignedInUser(db(), { tenant: 'sepehran', role: 'operator' });
    const answer = await t.post('ledger/getBankReconciliation', range, operator.headers);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'success',
      data: {
        items: [
          {
            day: '2025-02-20',
            provider: 'sandbox',
            currency: 'IRR',
            ledgerTotal: 750_000 + 610_000 - 20_000,
          },
          // The job's run within the grace after midnight stored the 19th, a day of nothing.
          { day: '2025-02-19', bankTotal: 0, ledgerTotal: 0, differences: [] },
          { day: '2025-02-10', currency: 'IRR', differences: [] },
        ],
      },
    });

    const foreign = await buildSignedInUser(db(), { tenant: 'turk', role: 'operator' });
    const theirs = await t.post('ledger/getBankReconciliation', range, foreign.headers);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.json)).not.toContain(busy.unposted.token);

    for (const role of ['customer', 'supporter', 'agency'] as const) {
      const user = await buildSignedInUser(db(), { tenant: 'sepehran', role });
      const refused = await t.post('ledger/getBankReconciliation', range, user.headers);
      expect(refused.status, role).toBe(403);
    }
    const guest = await t.post('ledger/getBankReconciliation', range, { 'x-tenant': 'sepehran' });
    expect(guest.status).toBe(401);

    const backwards = await t.post(
      'ledger/getBankReconciliation',
      { from: '2025-02-28', to: '2025-02-01' },
      operator.headers,
    );
    expect(backwards.status).toBe(400);
  });
});
