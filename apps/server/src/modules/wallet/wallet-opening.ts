import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Database } from '../../db/client';
import { legacyWalletBalances } from './wallet.repository';
import { addWalletCredit } from './wallet.service';

/** The tenant of each user (the users module's `tenantsOfUsers`). */
export type TenantsOfUsers = (db: Database, userIds: number[]) => Promise<Map<number, string>>;

/**
 * Brings the wallets kept before the ledger into it: each positive balance becomes an opening
 * entry of that wallet, once (by its key), so a database from before the ledger reads the same
 * balances after. Run at every start; a wallet already brought in moves nothing. Answers how many
 * wallets moved this time. The users module answers whose tenant each wallet is in, passed in at
 * start (it uses the wallet for a user's credit, so the wallet cannot import it).
 */
export async function bringLegacyWalletsIntoLedger(
  db: Database,
  at: Date,
  tenantsOf: TenantsOfUsers,
): Promise<number> {
  let moved = 0;
  const wallets = await legacyWalletBalances(db);
  const tenants = await tenantsOf(db, [...new Set(wallets.map((wallet) => wallet.userId))]);
  for (const wallet of wallets) {
    const currency = currencySchema.safeParse(wallet.currency);
    const tenant = tenants.get(wallet.userId);
    if (wallet.balance <= 0 || !currency.success || tenant === undefined) continue;
    const posted = await db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant, userId: wallet.userId, currency: currency.data },
        {
          key: `opening:wallet:${wallet.userId}:${currency.data}`,
          amount: wallet.balance,
          description: 'Wallet balance brought into the ledger',
          at,
        },
      ),
    );
    if (posted.created) moved++;
  }
  return moved;
}
