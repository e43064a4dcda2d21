import type { Language } from '@parvaz/domain/languages';
import type { Party } from '@parvaz/domain/ledger/accounts';
import type { PurchaseKindName } from '@parvaz/domain/payments/purchase-kinds';
import type { Database } from '../../db/client';
import type { Translate } from '../../platform/translator';

/**
 * The name of a kind of purchase ('booking', 'services', 'topup', …), one of the domain's typed
 * list: each capability that sells something registers its own with the app; payments only look
 * it up.
 */
export type { PurchaseKindName };

/**
 * What a payment is for, as payments know it: a kind, the id of the thing bought (a booking; the
 * customer whose wallet a top-up credits), and the payment that pays for it — none when it is
 * delivered because parts held from parties' accounts cover it, with no payment settling
 * (`deliverIfCovered`: a wallet or an agency's credit line paid the whole).
 */
export interface Purchase {
  /** As the payment's row names it; a registered kind, checked when the app starts. */
  kind: string;
  id: number;
  tenant: string;
  payment: { id: number; amount: number; currency: string; createdAt: Date } | null;
}

export interface PurchaseContext {
  now: Date;
  translatorFor: (language: Language) => Translate;
}

/** What the purchase costs now (checked against what the bank took); null when it is gone. */
export interface Owed {
  amount: number;
  currency: string;
  /** Recorded with a mismatch, to show what the purchase asked for. */
  detail?: Record<string, unknown>;
  /**
   * `purchase`: what the whole purchase owes, which its wallet part and its other settled
   * payments help cover (a booking, a stay: decision 021). Absent: what this one payment must
   * bring, exactly (a top-up, services bought later: each payment buys its own, though several
   * share the purchase's id).
   */
  covers?: 'purchase';
}

/** How a settled purchase went: delivered, or given back for `reason`. */
export type Fulfilment =
  | { ok: true; outcome: string; event?: { type: string; detail: Record<string, unknown> } }
  | { ok: false; outcome: string; reason: string };

/**
 * Who reads a statement: the party whose ledger account it is (a customer's wallet today, an
 * agency's account later) and the language they read it in; a kind words its lines for them.
 */
export interface StatementReader {
  tenant: string;
  party: Party;
  language: Language;
  t: Translate;
}

/** A statement's line about one purchase of a kind: which one, and the ledger entry's kind (a sale, a refund, …). */
export interface PurchaseLine {
  purchaseId: number;
  entryKind: string;
}

/**
 * How one kind of purchase is bought, registered by the capability that sells it: payments call
 * these and know nothing else of what was bought.
 */
export interface PurchaseKind {
  /** The language of the payer, when the purchase knows it (a booking's). */
  language(tx: Database, purchase: Purchase): Promise<string | null>;
  owed(tx: Database, purchase: Purchase): Promise<Owed | null>;
  /** Delivers a purchase whose payment has just settled (issue tickets, credit a wallet, …). */
  fulfil(tx: Database, purchase: Purchase, context: PurchaseContext): Promise<Fulfilment>;
  /** The payment ended without money (declined, cancelled, reversed): let go of what waited. */
  abandon(tx: Database, purchase: Purchase): Promise<void>;
  /** Whether a payment still open at the bank is still worth waiting for. */
  stillPayable(tx: Database, purchase: Purchase, now: Date): Promise<boolean>;
  /** Where the browser goes after the bank's callback. */
  resultLocation(purchase: Purchase, ok: boolean, language: Language, now: Date): string;
  /**
   * How statement lines about purchases of this kind read, in the reader's language, one text per
   * line in order: asked once per page for all of a kind's lines, and answered by the kind's own
   * module (no statement reads another module's tables). A purchase the kind no longer finds is
   * still worded, by what the line did.
   */
  describe(
    tx: Database,
    lines: readonly PurchaseLine[],
    reader: StatementReader,
  ): Promise<string[]>;
}
