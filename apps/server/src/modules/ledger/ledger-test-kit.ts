// Entries the ledger's tests post: a wallet topped up from the bank, a wallet spent on a flight,
// a flight sold on an agency's credit line and given back, and the line's limits.
import type { Currency } from '@parvaz/domain/format/money';
import {
  agencyCreditAccount,
  bankClearingAccount,
  revenueAccount,
  walletAccount,
} from '@parvaz/domain/ledger/accounts';
import type { Database } from '../../db/client';
import {
  postEntry,
  setCreditLimit,
  type CreditLimitSet,
  type EntryInput,
  type PostedEntry,
} from './ledger.api';

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

/** A flight an agency sold on its credit line (`amount` spent of it). */
export function creditSale(agencyId: number, amount: number, key = fresh().key): EntryInput {
  return {
    tenant: testTenant,
    key,
    kind: 'sale',
    description: 'flight sold on credit',
    purchase: { kind: 'booking', id: 1 },
    occurredAt: new Date(),
    postings: [
      { account: agencyCreditAccount(agencyId), amount, currency: testCurrency },
      { account: revenueAccount('flight'), amount: -amount, currency: testCurrency },
    ],
  };
}

/** A credit sale given back: the line gets `amount` back. */
export function creditRefund(agencyId: number, amount: number, key = fresh().key): EntryInput {
  return {
    ...creditSale(agencyId, amount, key),
    kind: 'refund',
    description: 'flight on credit refunded',
    postings: [
      { account: revenueAccount('flight'), amount, currency: testCurrency },
      { account: agencyCreditAccount(agencyId), amount: -amount, currency: testCurrency },
    ],
  };
}

/** Sets an agency's limit in a transaction of its own (by user 1, for a test's reason). */
export function limitCredit(
  db: Database,
  agencyId: number,
  limit: number,
  effectiveFrom?: Date,
): Promise<CreditLimitSet> {
  return db.transaction((tx) =>
    setCreditLimit(tx, {
      tenant: testTenant,
      agencyId,
      currency: testCurrency,
      limit,
      ...(effectiveFrom ? { effectiveFrom } : {}),
      setBy: 1,
      reason: 'set by a test',
    }),
  );
}

export { refusal } from '../../test/refusal';
