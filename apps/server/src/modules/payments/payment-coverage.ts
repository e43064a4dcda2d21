import { paidVerdict, type PaidVerdict } from '@parvaz/domain/payments/coverage';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { heldPartsOf, releaseHeldParts } from './held-parts';
import { paymentsOfPurchaseRows } from './payments.repository';
import type { PurchaseRef } from './payments-of-purchase';
import type { Fulfilment, Owed, Purchase, PurchaseContext, PurchaseKind } from './purchase-kind';

/**
 * What already covers a purchase in `currency` (decision 021): every part still held for it from
 * a party's account (the wallet's, an agency's credit line's) and its settled payments, but the
 * one payment `besides` (the one settling now). A purchase is delivered when this and the
 * settling payment reach what it owes, not when one payment equals the total.
 */
export async function coveredBesides(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
  currency: string,
  besides?: number,
): Promise<number> {
  const held = await heldPartsOf(db, tenant, purchase);
  const paid = await paymentsOfPurchaseRows(db, purchase, 'paid');
  return (
    held.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.amount, 0) +
    paid
      .filter((p) => p.id !== besides && p.currency === currency)
      .reduce((sum, p) => sum + p.amount, 0)
  );
}

/** A payment as coverage counts it. */
interface CountedPayment {
  id: number;
  amount: number;
  currency: string;
}

/** Whether a purchase is paid, and by how much more than it owes (the domain's `paidVerdict`). */
export interface Coverage extends PaidVerdict {
  /**
   * What covers it besides the payment settling now (`coveredBesides`): its held parts and its
   * other settled payments when its kind adds payments up; nothing when each payment must bring
   * its own amount (a top-up, services bought later), or when nothing is owed any more.
   */
  covered: number;
}

/**
 * The one answer to "is this purchase covered" (decision 021): what is held for it and paid
 * against what it owes (`owed`, its kind's word; null when it is gone). `payment` is the payment
 * settling now, counted apart from what already covers it; or one left out of what covers it (a
 * payment that has just failed or been given back). Whether that pays it is the domain's rule
 * (`paidVerdict`); a kind's payments add up when it says `covers: 'purchase'`.
 */
export async function coverageOf(
  db: Database,
  purchase: PurchaseRef & { tenant: string },
  owed: Owed | null,
  payment: { settling: CountedPayment } | { leftOut: number | undefined } = { leftOut: undefined },
): Promise<Coverage> {
  const settling = 'settling' in payment ? payment.settling : null;
  const leftOut = 'settling' in payment ? payment.settling.id : payment.leftOut;
  if (!owed || (settling && settling.currency !== owed.currency))
    return { covered: 0, paid: false, excess: 0 };
  const addsUp = owed.covers === 'purchase';
  const covered = addsUp
    ? await coveredBesides(db, purchase.tenant, purchase, owed.currency, leftOut)
    : 0;
  const verdict = paidVerdict({
    owes: owed.amount,
    addsUp,
    covered,
    settling: settling?.amount ?? null,
  });
  return { covered, ...verdict };
}

/**
 * What is left to pay by card on a purchase owing `owed` (a pay-again after the card's page was
 * left: the held parts stay, the card asks the rest).
 */
export async function stillToPay(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
  owed: { amount: number; currency: string },
): Promise<number> {
  const covered = await coveredBesides(db, tenant, purchase, owed.currency);
  return Math.max(0, owed.amount - covered);
}

/**
 * A purchase that will not be delivered (its hold ran out): every part held for it goes back to
 * the account it came from (the wallet, the credit line), once.
 */
export async function releaseHeldPartsOf(
  tx: Database,
  purchase: PurchaseRef & { tenant: string },
  at: Date,
): Promise<void> {
  await releaseHeldParts(tx, purchase.tenant, { kind: purchase.kind, id: purchase.id }, at);
}

/**
 * A card payment of a purchase ended without money, or was given back: the held parts go back
 * too, unless the purchase is covered without that payment (another card paid it, and the sale
 * has taken the held parts with it).
 */
export async function releaseUnlessCovered(
  tx: Database,
  kind: Pick<PurchaseKind, 'owed'>,
  purchase: Purchase,
  at: Date,
): Promise<void> {
  const owed = await kind.owed(tx, purchase);
  const coverage = await coverageOf(tx, purchase, owed, { leftOut: purchase.payment?.id });
  if (coverage.paid) return;
  await releaseHeldPartsOf(tx, purchase, at);
}

/**
 * Delivers, in the caller's transaction, a purchase that parts held from parties' accounts (and
 * payments already settled) cover whole, with no bank trip: a booking paid from the wallet, a stay
 * paid on an agency's credit line. The kind delivers it as it would after a card settled (its
 * `fulfil`, which posts the sale from the purchase clearing account, where the parts wait).
 * Answers null, delivering nothing, when the purchase is not covered (a card must pay the rest)
 * or its kind does not add payments up (`covers: 'purchase'`). A covered purchase the kind can no
 * longer deliver (its hold ran out) is refused as `bookingNotPayable`, and the caller's
 * transaction, its held parts with it, rolls back.
 */
export async function deliverIfCovered(
  tx: Database,
  kind: Pick<PurchaseKind, 'owed' | 'fulfil'>,
  purchase: PurchaseRef & { tenant: string },
  context: PurchaseContext,
): Promise<Extract<Fulfilment, { ok: true }> | null> {
  const delivering: Purchase = { ...purchase, payment: null };
  const owed = await kind.owed(tx, delivering);
  if (!(await coverageOf(tx, purchase, owed)).paid) return null;
  const fulfilment = await kind.fulfil(tx, delivering, context);
  if (!fulfilment.ok) throw new AppError('EXPIRED', 'bookingNotPayable');
  return fulfilment;
}
