// Entries the ledger's tests post: a wallet topped up from the bank, a wallet spent on a flight.
import type { Currency } from '@parvaz/domain/format/money';
import { bankClearingAccount, revenueAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import type { Database } from '../../db/client';
import { postEntry, type EntryInput, type PostedEntry } from './ledger.api';

export const testTenant = 'turk';
export const testCurrency: Currency = 'USD';

let serial = 0;

/** A key and a user id no other test of the run has used. */
export function fresh(): { key: string; userId: number } {
  serial += 1;
  return { key: `test:${process.pid}:${Date.now()}:${serial}`, userId: 900_000 + serial };
}

/** Posts one entry in a transaction of its own. */
export function post(db: Database, entry: EntryInput): Promise<PostedEntry> {
  return db.transaction((tx) => postEntry(tx, entry));
}

/** Money paid in at the bank onto a customer's wallet. */
export function topup(userId: number, amount: number, key = fresh().key): EntryInput {
  return {
    tenant: testTenant,
    key,
    kind: 'topup',
    description: 'wallet top-up',
    occurredAt: new Date(),
    postings: [
      { account: bankClearingAccount('sandbox'), amount, currency: testCurrency },
      { account: walletAccount(userId), amount: -amount, currency: testCurrency },
    ],
  };
}

/** A flight paid from a customer's wallet. */
export function spend(userId: number, amount: number, key = fresh().key): EntryInput {
  return {
    tenant: testTenant,
    key,
    kind: 'payment',
    description: 'flight paid from the wallet',
    purchase: { kind: 'booking', id: 1 },
    occurredAt: new Date(),
    postings: [
      { account: walletAccount(userId), amount, currency: testCurrency },
      { account: revenueAccount('flight'), amount: -amount, currency: testCurrency },
    ],
  };
}

export { refusal } from '../../test/refusal';
