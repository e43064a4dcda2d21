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
 * One line of a provider's settlement report: money the merchant had committed moving, with the
 * token of the payment it belongs to. Amounts are positive minor units; the kind says the way:
 * `verified` came to the merchant, `reversed` (a verified payment given back whole) and
 * `refunded` (part or all of one given back later) left.
 */
export interface SettledMovement {
  token: string;
  kind: 'verified' | 'reversed' | 'refunded';
  amount: number;
  currency: string;
  at: Date;
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
  /** The IANA zone the provider's settlement days are counted in. */
  readonly timeZone: string;
  /**
   * The provider's settlement report of one day ('YYYY-MM-DD' in `timeZone`) for a merchant:
   * every verify, reversal of a verified transaction and refund, in the order they happened.
   * Money taken but never verified, and given back, is not in it: it was never the merchant's.
   */
  settledMovements(
    tx: Database,
    query: { merchant: string; day: string },
  ): Promise<SettledMovement[]>;
}
