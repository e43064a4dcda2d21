import type { Database } from '../../db/client';
import { paymentsOfPurchaseRows } from './payments.repository';
import type { PurchaseRef } from './payments-of-purchase';
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
 * A purchase's card payment ended without money, or its purchase could not be delivered: the
 * wallet's part (if any) goes back to the wallet, once.
 */
export async function releaseWalletPartOf(
  tx: Database,
  purchase: PurchaseRef & { tenant: string },
  at: Date,
): Promise<void> {
  await releaseWalletPart(tx, purchase.tenant, { kind: purchase.kind, id: purchase.id }, at);
}
