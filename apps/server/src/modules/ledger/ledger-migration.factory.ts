import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

// The query behind the ledger's migration tests: raw SQL, for it reads a database at whatever
// migration a test stopped it at, where the schema's current columns may not exist yet.

const accountRows = z.array(
  z.object({
    tenant: z.string(),
    code: z.string(),
    currency: z.string(),
    kept: z.coerce.number(),
    posted: z.coerce.number(),
  }),
);

/** Every account's kept balance and the sum of its postings, by tenant, code and currency. */
export async function balances(db: Database) {
  const result = await db.execute(sql`
    select a.tenant, a.code, a.currency, a.balance as kept,
           coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0) as posted
      from ledger_accounts a
     order by a.tenant, a.code, a.currency`);
  return accountRows.parse(rowsOf(result));
}
