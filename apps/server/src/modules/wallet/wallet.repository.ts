import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletEntries } from '../../db/schema/wallet';

/**
 * The balance each wallet had in the table kept before the ledger (the running balance of its
 * latest row): read once to bring those balances into the ledger.
 * Nothing writes that table any more.
 */
export async function legacyWalletBalances(db: Database) {
  return db
    .selectDistinctOn([walletEntries.userId, walletEntries.currency], {
      userId: walletEntries.userId,
      currency: walletEntries.currency,
      balance: walletEntries.balanceAfter,
    })
    .from(walletEntries)
    .orderBy(walletEntries.userId, walletEntries.currency, desc(walletEntries.sequence));
}
