// The lock gate of the race tests that run from two processes on one PostgreSQL database (the
// ledger's, payments' held parts): it makes sure the racers really overlap.
import pg from 'pg';
import { testCurrency, testTenant } from './ledger-test-kit';

/**
 * Holds an account's row lock (a wallet's, a credit line's), where postings to it queue (the
 * posting trigger's UPDATE) as does a limit being set, from before `go` until every connection of
 * every racer waits on it: on a busy machine one process could otherwise post all its spends
 * before the other's first arrives, and the race would not be one. Released, the lock goes to the
 * waiters in the order they came.
 */
export async function gateOn(url: string, code: string, waiters: number) {
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  await gate.query('BEGIN');
  await gate.query(
    'SELECT 1 FROM ledger_accounts WHERE tenant = $1 AND code = $2 AND currency = $3 FOR UPDATE',
    [testTenant, code, testCurrency],
  );
  /** Until `count` connections wait on a lock (the gate's, here). */
  async function queued(count: number) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await gate.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.waiting ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.waiting} of ${count} queued`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return {
    queued,
    async openWhenQueued() {
      await queued(waiters);
      await gate.query('COMMIT');
      await gate.end();
    },
  };
}
