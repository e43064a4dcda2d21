import type { Database } from '../../db/client';

export type VerifyResult =
  | { ok: true; amount: number; currency: string; reference: string }
  | {
      ok: false;
      reason: 'not_found' | 'open' | 'declined' | 'cancelled' | 'verified' | 'reversed';
    };

/** What the provider says of a transaction when asked (reconciliation). */
export interface Inquiry {
  status: 'not_found' | 'open' | 'paid' | 'declined' | 'cancelled' | 'verified' | 'reversed';
  /** When the transaction last changed at the provider. */
  changedAt: Date | null;
}

/**
 * A bank gateway as Iranian gateways work: the merchant opens a transaction and gets a token, the
 * card holder pays on the bank's page, the merchant verifies (which commits the money) or reverses.
 * Every call takes the caller's transaction so that the sandbox bank, which keeps its ledger in
 * this database, moves together with our own rows.
 */
export interface PaymentProvider {
  readonly name: string;
  open(
    tx: Database,
    order: { amount: number; currency: string; merchant: string; callbackUrl: string },
  ): Promise<{ token: string; paymentUrl: string }>;
  /** Confirms a paid transaction once; a second verify answers `{ ok: false, reason: 'verified' }`. */
  verify(tx: Database, token: string): Promise<VerifyResult>;
  /** Gives the money back (paid or verified) or closes an open transaction; true when it moved. */
  reverse(tx: Database, token: string): Promise<boolean>;
  /**
   * Gives `amount` (minor units) of a verified transaction back to the card, as often as asked
   * while the total given back stays within what was paid; false (nothing moved) otherwise.
   */
  refund(tx: Database, token: string, amount: number): Promise<boolean>;
  inquire(tx: Database, token: string): Promise<Inquiry>;
}
