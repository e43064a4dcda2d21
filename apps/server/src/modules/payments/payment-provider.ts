import type { Database } from '../../db/client';
import type { Translate } from '../../platform/translator';

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
 * What a provider's server-to-server notification said, once its signature, time and id were
 * checked by the provider that signed it: the payment's token and the notification's own id
 * (refused a second time). `reason` says why one is refused.
 */
export type Notification =
  | { ok: true; id: string; token: string }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/**
 * A payment provider. Both shapes open a transaction and get a token, send the payer to the
 * provider's page, and then let the merchant verify (which commits the money) or reverse:
 * - a gateway as Iranian gateways work sends the browser back to our callback with the token,
 *   and the callback verifies;
 * - a provider with server-to-server notifications posts a signed notification to our webhook
 *   (`authenticate` checks it), which verifies; the browser comes back to a page that waits.
 * Every call takes the caller's transaction so that a sandbox, which keeps its ledger in this
 * database, moves together with our own rows.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Its name as the payer reads it, and its logo (`payment/getBanksList`). */
  label(t: Translate): string;
  readonly logoPath: string;
  /**
   * Checks a notification posted to our webhook, on its raw body as sent: the provider's
   * signature over it, its time, its shape. Only providers that notify have it.
   */
  authenticate?(notice: {
    rawBody: string;
    headers: Record<string, unknown>;
    now: Date;
  }): Notification;
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
