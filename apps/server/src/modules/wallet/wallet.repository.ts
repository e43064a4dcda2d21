import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { walletEntries } from '../../db/schema/wallet';

/**
 * The balance each wallet had in the table kept before the ledger (the running balance of its
 * latest row), with the customer's tenant: read once to bring those balances into the ledger.
 * Nothing writes that table any more.
 */
export async function legacyWalletBalances(db: Database) {
  return db
    .selectDistinctOn([walletEntries.userId, walletEntries.currency], {
      userId: walletEntries.userId,
      currency: walletEntries.currency,
      balance: walletEntries.balanceAfter,
      tenant: users.tenant,
    })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .orderBy(walletEntries.userId, walletEntries.currency, desc(walletEntries.sequence));
}
