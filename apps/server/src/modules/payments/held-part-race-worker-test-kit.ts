// A process of its own for held-part-races.test.ts: opens a pool on the given PostgreSQL database,
// says "ready", and on "go" (stdin) holds the part of `count` purchases of `total` each at once,
// each in its own transaction, from a customer's wallet (`wallet`, what it has) or an agency's
// credit line (`credit`, the whole or refused); then prints what each gave, and how many were
// refused, as one line of JSON and exits.
//   node --import tsx held-part-race-worker-test-kit.ts <url> <wallet|credit> <partyId> <count> <total> <firstId>
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { z } from 'zod';
import { openPostgres } from '../../db/client';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { raceArgs, readyThenGo, reportOutcome } from '../../test/race-worker';
import { balanceOf } from '../ledger/ledger.api';
import { testCurrency, testTenant } from '../ledger/ledger-test-kit';
import { holdCreditPart, holdWalletPart } from './held-parts';

const [url, source, partyId, count, total, firstId] = raceArgs(
  z.tuple([
    z.string().url(),
    z.enum(['wallet', 'credit']),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
  ]),
);

const account = source === 'wallet' ? walletAccount(partyId) : agencyCreditAccount(partyId);
const handle = await openPostgres(url);
// Every connection of the pool open before the start, so the purchases really go at once.
await Promise.all(
  Array.from({ length: 10 }, () => balanceOf(handle.db, testTenant, account, testCurrency)),
);
await readyThenGo();

/** Holds purchase `id`'s part: what the source gave, and what is left for a card. */
async function hold(tx: Database, id: number): Promise<{ part: number; card: number }> {
  const common = {
    tenant: testTenant,
    purchase: { kind: 'booking', id },
    description: 'race',
    total,
    currency: testCurrency,
    at: new Date(),
  };
  if (source === 'credit') {
    const { credit } = await holdCreditPart(tx, { ...common, agencyId: partyId });
    return { part: credit, card: total - credit };
  }
  const { wallet, card } = await holdWalletPart(tx, { ...common, userId: partyId });
  return { part: wallet, card };
}

const outcome = { part: [] as number[], card: [] as number[], refused: 0, errors: [] as string[] };
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    try {
      const split = await handle.db.transaction((tx) => hold(tx, firstId + i));
      outcome.part.push(split.part);
      outcome.card.push(split.card);
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'creditLimitExceeded')
        outcome.refused += 1;
      else outcome.errors.push(String(error));
    }
  }),
);
reportOutcome(outcome);
await handle.close();
