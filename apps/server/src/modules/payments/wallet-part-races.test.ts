// Purchases paid from one wallet and a card, taking the wallet's part from two processes at once
// on one PostgreSQL database (decision 021): the wallet gives exactly what it has, never below
// zero, and every purchase's card is asked the rest; none is refused.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { adminQuery } from '../../test/global-setup';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { fresh, post, testCurrency, testTenant, topup } from '../ledger/ledger-test-kit';

const baseUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '../../../../..');
const worker = join(import.meta.dirname, 'wallet-part-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  wallet: z.array(z.number()),
  card: z.array(z.number()),
  errors: z.array(z.string()),
});

/** Runs a worker: it says ready, is told to go, and reports one line of JSON. */
function racer(url: string, args: Array<string | number>) {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, url, ...args.map(String)], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((r) => lines.on('line', (l) => l === 'ready' && r()));
  const outcome = new Promise<z.infer<typeof outcomeSchema>>((r) =>
    lines.on('line', (l) => l.startsWith('{') && r(outcomeSchema.parse(JSON.parse(l)))),
  );
  return { child, ready, outcome };
}

describe.skipIf(!baseUrl)('wallet parts racing from two processes (postgres)', () => {
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  let url = '';
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (!baseUrl) return;
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const own = new URL(baseUrl);
    own.pathname = `/${name}`;
    url = own.toString();
    handle = await openPostgres(url);
  });
  afterAll(async () => {
    await handle?.close();
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('gives exactly what the wallet holds among 20 purchases, the cards the rest', async () => {
    const { userId } = fresh();
    const total = 1_000;
    // Enough for two and a half purchases.
    await post(handle.db, topup(userId, 2_500));
    const racers = [
      racer(url, [userId, 10, total, 1_000_000 + userId * 100]),
      racer(url, [userId, 10, total, 1_000_000 + userId * 100 + 50]),
    ];
    try {
      await Promise.all(racers.map((r) => r.ready));
      for (const r of racers) r.child.stdin.write('go\n');
      const outcomes = await Promise.all(racers.map((r) => r.outcome));
      expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
      const wallet = outcomes.flatMap((o) => o.wallet);
      const card = outcomes.flatMap((o) => o.card);
      expect(wallet).toHaveLength(20);
      expect(wallet.reduce((a, b) => a + b, 0)).toBe(2_500);
      for (let i = 0; i < 20; i++) expect((wallet[i] ?? 0) + (card[i] ?? 0)).toBe(total);
      expect(await balanceOf(handle.db, testTenant, walletAccount(userId), testCurrency)).toBe(0);
      for (const book of await trialBalance(handle.db)) {
        expect(book.sum).toBe(0);
        expect(book.runningBalancesAgree).toBe(true);
      }
    } finally {
      for (const r of racers) if (r.child.exitCode === null) r.child.kill();
    }
  });
});
