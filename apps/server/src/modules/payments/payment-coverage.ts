import type { Database } from '../../db/client';
import { paymentsOfPurchaseRows } from './payments.repository';
import type { PurchaseRef } from './payments-of-purchase';
import type { Purchase, PurchaseKind } from './purchase-kind';
import { releaseWalletPart, walletPartOf } from './wallet-part';

/**
 * What already covers a purchase in `currency` (decision 021): its wallet part still held and
 * its settled payments, but the one payment `besides` (the one settling now). A purchase is
 * delivered when this and the settling payment reach what it owes, not when one payment equals
 * the total.
 */
export async function coveredBesides(
  db: Database,
  tenant: string,
  purchase: PurchaseRef,
  currency: string,
  besides?: number,
): Promise<number> {
  const wallet = await walletPartOf(db, tenant, purchase);
  const paid = await paymentsOfPurchaseRows(db, purchase, 'paid');
  return (
    (wallet?.currency === currency ? wallet.amount : 0) +
    paid
      .filter((p) => p.id !== besides && p.currency === currency)
      .reduce((sum, p) => sum + p.amount, 0)
  );
}

/**
 * What is left to pay by card on a purchase owing `owed` (a pay-again after the card's page was
 * left: the wallet's part stays, the card asks the rest).
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
 * A purchase that will not be delivered (its hold ran out): the wallet's part (if any) goes back
 * to the wallet, once.
 */
export async function releaseWalletPartOf(
  tx: Database,
  purchase: PurchaseRef & { tenant: string },
  at: Date,
): Promise<void> {
  await releaseWalletPart(tx, purchase.tenant, { kind: purchase.kind, id: purchase.id }, at);
}

/**
 * A card payment of a purchase ended without money, or was given back: the wallet's part goes
 * back too, unless the purchase is covered without that payment (another card paid it, and the
 * sale has taken the wallet's part with it).
 */
export async function releaseUnlessCovered(
  tx: Database,
  kind: Pick<PurchaseKind, 'owed'>,
  purchase: Purchase,
  at: Date,
): Promise<void> {
  const owed = await kind.owed(tx, purchase);
  if (owed?.covers === 'purchase') {
    const covered = await coveredBesides(
      tx,
      purchase.tenant,
      purchase,
      owed.currency,
      purchase.payment.id,
    );
    if (covered >= owed.amount) return;
  }
  await releaseWalletPartOf(tx, purchase, at);
}
