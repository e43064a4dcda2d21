import type { Database } from '../../db/client';
import { bankTransactionOf } from './sandbox-bank.repository';

/** The sandbox bank's own record of a transaction, as a test reads it back. */
export function bankTransaction(db: Database, token: string) {
  return bankTransactionOf(db, token);
}
