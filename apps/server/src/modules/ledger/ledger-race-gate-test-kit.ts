// The lock gate of the race tests that run from two processes on one PostgreSQL database (the
// ledger's, payments' held parts): it makes sure the racers really overlap.
import { gateOnRow } from '../../test/race-kit';
import { testCurrency, testTenant } from './ledger-test-kit';

/**
 * Holds an account's row lock (a wallet's, a credit line's), where postings to it queue (the
 * posting trigger's UPDATE) as does a limit being set, from before `go` until every connection of
 * every racer waits on it (the race kit's `gateOnRow`). Released, the lock goes to the waiters in
 * the order they came.
 */
export function gateOn(url: string, code: string, waiters: number) {
  return gateOnRow(
    url,
    'SELECT 1 FROM ledger_accounts WHERE tenant = $1 AND code = $2 AND currency = $3 FOR UPDATE',
    [testTenant, code, testCurrency],
    waiters,
  );
}
