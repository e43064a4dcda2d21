import type { Database } from '../../db/client';
import { recordEvent, type PaymentRow } from './payments.repository';
import { postSettled } from './payment-postings';
import { releaseUnlessCovered, type Coverage } from './payment-coverage';
import type { Owed, Purchase, PurchaseContext, PurchaseKind } from './purchase-kind';

/**
 * How a settled payment's money goes back, as its source does it: a card's through its provider
 * (a reversal, a partial refund), a bank transfer's to what we owe the payer (decision 022).
 */
export interface GivingBack {
  /** The purchase could not be delivered after all: all of it goes back, for `reason`. */
  whole(reason: string): Promise<void>;
  /** Delivered, but this payment and what already covered the purchase came to `excess` more. */
  excess(excess: number): Promise<void>;
}

export interface SettledPayment {
  kind: PurchaseKind;
  purchase: Purchase;
  /** The payment that has just settled (moved to paid), not yet posted. */
  payment: PaymentRow;
  /** What the purchase owes now; null when it is gone. */
  owed: Owed | null;
  /** Whether this payment, with what already covers the purchase, pays it (`coverageOf`). */
  coverage: Coverage;
  context: PurchaseContext;
  givingBack: GivingBack;
}

/**
 * How a settled payment ended: its purchase delivered, given back (the kind's outcome), or
 * `waiting` for more money (a part of an invoice: the purchase is not covered yet).
 */
export type Delivery =
  { delivered: true; outcome: string } | { delivered: false; outcome: string; waiting: boolean };

/**
 * The step every source of money shares once a payment of a purchase has settled (a card's
 * callback, a bank transfer received): posted to the ledger, and if with what already covers the
 * purchase it reaches what the purchase owes, the kind delivers it once; what came beyond goes
 * back, and a purchase that can no longer be delivered gives the money back whole. Short of what
 * is owed, the purchase waits for the rest.
 */
export async function deliverWhenCovered(tx: Database, settled: SettledPayment): Promise<Delivery> {
  const { kind, purchase, payment, owed, coverage, context, givingBack } = settled;
  if (!owed || !coverage.paid) {
    await postSettled(tx, payment, context.now);
    return { delivered: false, outcome: 'waiting', waiting: true };
  }
  const fulfilment = await kind.fulfil(tx, purchase, context);
  // Posted after the slow work: the bank's clearing account is every payment's, and its row
  // stays locked until the transaction ends.
  await postSettled(tx, payment, context.now);
  if (!fulfilment.ok) {
    // What was bought can no longer be delivered (the hold ran out): the money goes back.
    await givingBack.whole(fulfilment.reason);
    await releaseUnlessCovered(tx, kind, purchase, context.now);
    return { delivered: false, outcome: fulfilment.outcome, waiting: false };
  }
  if (coverage.excess > 0) await givingBack.excess(coverage.excess);
  if (fulfilment.event)
    await recordEvent(tx, payment.id, fulfilment.event.type, fulfilment.event.detail);
  return { delivered: true, outcome: fulfilment.outcome };
}
