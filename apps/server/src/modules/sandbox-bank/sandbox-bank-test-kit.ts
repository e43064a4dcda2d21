import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';

/** The sandbox bank's own record of a transaction, as a test reads it back. */
export async function bankTransaction(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.token, token));
  return row;
}
