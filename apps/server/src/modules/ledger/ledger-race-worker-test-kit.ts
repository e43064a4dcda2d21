// A process of its own for ledger-races.test.ts: opens a pool on the given PostgreSQL database,
// says "ready", and on "go" (stdin) posts its entries all at once, each in its own transaction
// (a wallet's spends or top-ups, an agency's sales on credit), or sets an agency's credit limit
// to `amount`; then prints what became of them as one line of JSON and exits.
//   node --import tsx ledger-race-worker-test-kit.ts <url> <spend|topup|credit|limit> <userId|agencyId> <count> <amount> <keyPrefix>
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { z } from 'zod';
import { openPostgres } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { raceArgs, readyThenGo, reportOutcome } from '../../test/race-worker';
import { balanceOf } from './ledger.api';
import {
  creditSale,
  limitCredit,
  post,
  spend,
  testCurrency,
  testTenant,
  topup,
} from './ledger-test-kit';

const [url, mode, userId, count, amount, keyPrefix] = raceArgs(
  z.tuple([
    z.string().url(),
    z.enum(['spend', 'topup', 'credit', 'limit']),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.string().min(1),
  ]),
);

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
await readyThenGo();

const outcome: RaceOutcome = { created: 0, replayed: 0, refused: 0, errors: [] };
const build = { spend, topup, credit: creditSale }[mode === 'limit' ? 'spend' : mode];
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    try {
      if (mode === 'limit') {
        await limitCredit(handle.db, userId, amount);
        outcome.created += 1;
        return;
      }
      const posted = await post(handle.db, build(userId, amount, `${keyPrefix}:${i}`));
      outcome[posted.created ? 'created' : 'replayed'] += 1;
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.messageKey === 'insufficientCredit' || error.messageKey === 'creditLimitExceeded')
      )
        outcome.refused += 1;
      else outcome.errors.push(String(error));
    }
  }),
);
reportOutcome(outcome);
await handle.close();
