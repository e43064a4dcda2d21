// A process of its own for ledger-races.test.ts: opens a pool on the given PostgreSQL database,
// says "ready", and on "go" (stdin) posts its entries all at once, each in its own transaction;
// then prints what became of them as one line of JSON and exits.
//   node --import tsx ledger-race-worker-test-kit.ts <url> <spend|topup> <userId> <count> <amount> <keyPrefix>
import { createInterface } from 'node:readline';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { z } from 'zod';
import { openPostgres } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { balanceOf } from './ledger.api';
import { post, spend, testCurrency, testTenant, topup } from './ledger-test-kit';

const [url, mode, userId, count, amount, keyPrefix] = z
  .tuple([
    z.string().url(),
    z.enum(['spend', 'topup']),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.string().min(1),
  ])
  .parse(process.argv.slice(2));

interface RaceOutcome {
  created: number;
  replayed: number;
  refused: number;
  errors: string[];
}

const handle = await openPostgres(url);
// Every connection of the pool open before the start, so the entries really go at once.
await Promise.all(
  Array.from({ length: 10 }, () =>
    balanceOf(handle.db, testTenant, walletAccount(userId), testCurrency),
  ),
);
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const outcome: RaceOutcome = { created: 0, replayed: 0, refused: 0, errors: [] };
const build = mode === 'spend' ? spend : topup;
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    try {
      const posted = await post(handle.db, build(userId, amount, `${keyPrefix}:${i}`));
      outcome[posted.created ? 'created' : 'replayed'] += 1;
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'insufficientCredit')
        outcome.refused += 1;
      else outcome.errors.push(String(error));
    }
  }),
);
process.stdout.write(`${JSON.stringify(outcome)}\n`);
await handle.close();
