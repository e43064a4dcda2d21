// The credit line's proof (decision 020): generated sequences of sales on credit, refunds and
// limits set (raised or lowered, from a past moment, now, or tomorrow) run against the database.
// The database refuses exactly the spends the domain's rule refuses under the limit in force as
// each posts; no spend leaves the line below that limit; its kept balance is the sum of its
// postings; the books balance.
import { agencyCreditAccount } from '@parvaz/domain/ledger/accounts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { creditLineModel } from './credit-line-model-test-kit';
import { balanceOf, trialBalance } from './ledger.api';
import {
  creditRefund,
  creditSale,
  fresh,
  limitCredit,
  post,
  testCurrency,
  testTenant,
} from './ledger-test-kit';

type Step =
  | { kind: 'sale'; amount: number }
  | { kind: 'refund'; share: number }
  | { kind: 'limit'; limit: number; from: 'past' | 'now' | 'tomorrow' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      amount: fc.integer({ min: 1, max: 900 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      limit: fc.integer({ min: 0, max: 2_000 }),
      from: fc.constantFrom('past' as const, 'now' as const, 'tomorrow' as const),
    }),
    weight: 2,
  },
);

/** Short in `npm test`; QUALITY=full runs many more sequences. */
const runs = process.env.QUALITY === 'full' ? 100 : 12;

const keptRows = z.array(z.object({ kept: z.coerce.number(), posted: z.coerce.number() }));

describe.each(databaseKinds)('a credit line under any sequence (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** The line's kept balance and the sum of its postings in its natural (credit) sign. */
  async function keptAndPosted(agencyId: number) {
    const result = await db().execute(sql`
      select a.balance as kept,
             0 - coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0) as posted
        from ledger_accounts a
       where a.tenant = ${testTenant} and a.code = ${agencyCreditAccount(agencyId).code}
         and a.currency = ${testCurrency}`);
    return keptRows.parse(rowsOf(result))[0] ?? { kept: 0, posted: 0 };
  }

  it('refuses exactly the spends past the limit in force, and keeps the balance its postings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { userId: agencyId } = fresh();
        const line = creditLineModel();
        let sold = 0;
        for (const next of steps) {
          if (next.kind === 'limit') {
            const from = line.effectiveFrom(next.from);
            line.limitSet(await limitCredit(db(), agencyId, next.limit, from));
          } else if (next.kind === 'sale') {
            const sale = () => post(db(), creditSale(agencyId, next.amount));
            if ((await line.spend(next.amount, sale)) !== 'refused') sold += next.amount;
          } else {
            const amount = Math.floor(sold * next.share);
            if (amount === 0) continue;
            await post(db(), creditRefund(agencyId, amount));
            line.raised(amount);
            sold -= amount;
          }
          line.expectBalance(
            await balanceOf(db(), testTenant, agencyCreditAccount(agencyId), testCurrency),
          );
          const { kept, posted } = await keptAndPosted(agencyId);
          expect(kept).toBe(posted);
        }
        for (const book of await trialBalance(db(), testTenant)) {
          expect(book.sum).toBe(0);
          expect(book.runningBalancesAgree).toBe(true);
        }
      }),
      { numRuns: runs },
    );
  });
});
