import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Database } from '../../db/client';
import { legacyWalletBalances } from './wallet.repository';
import { addWalletCredit } from './wallet.service';

/**
 * Brings the wallets kept before the ledger into it: each positive balance becomes an opening
 * entry of that wallet, once (by its key), so a database from before the ledger reads the same
 * balances after. Run at every start; a wallet already brought in moves nothing. Answers how many
 * wallets moved this time.
 */
export async function bringLegacyWalletsIntoLedger(db: Database, at: Date): Promise<number> {
  let moved = 0;
  for (const wallet of await legacyWalletBalances(db)) {
    const currency = currencySchema.safeParse(wallet.currency);
    if (wallet.balance <= 0 || !currency.success) continue;
    const posted = await db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: wallet.tenant, userId: wallet.userId, currency: currency.data },
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
