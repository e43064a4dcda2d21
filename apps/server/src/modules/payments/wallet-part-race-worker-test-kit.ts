// A process of its own for wallet-part-races.test.ts: opens a pool on the given PostgreSQL
// database, says "ready", and on "go" (stdin) takes the wallet's part of `count` purchases of
// `total` each at once, each in its own transaction; then prints what the wallet gave each as one
// line of JSON and exits.
//   node --import tsx wallet-part-race-worker-test-kit.ts <url> <userId> <count> <total> <firstId>
import { createInterface } from 'node:readline';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { z } from 'zod';
import { openPostgres } from '../../db/client';
import { balanceOf } from '../ledger/ledger.api';
import { testCurrency, testTenant } from '../ledger/ledger-test-kit';
import { holdWalletPart } from './held-parts';

const [url, userId, count, total, firstId] = z
  .tuple([
    z.string().url(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
  ])
  .parse(process.argv.slice(2));

const handle = await openPostgres(url);
// Every connection of the pool open before the start, so the purchases really go at once.
await Promise.all(
  Array.from({ length: 10 }, () =>
    balanceOf(handle.db, testTenant, walletAccount(userId), testCurrency),
  ),
);
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const outcome = { wallet: [] as number[], card: [] as number[], errors: [] as string[] };
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    try {
      const split = await handle.db.transaction((tx) =>
        holdWalletPart(tx, {
          tenant: testTenant,
          userId,
          purchase: { kind: 'booking', id: firstId + i },
          description: 'race',
          total,
          currency: testCurrency,
          at: new Date(),
        }),
      );
      outcome.wallet.push(split.wallet);
      outcome.card.push(split.card);
    } catch (error) {
      outcome.errors.push(String(error));
    }
  }),
);
process.stdout.write(`${JSON.stringify(outcome)}\n`);
await handle.close();
