import type { Database } from '../../db/client';
import { paymentsByIdRows, paymentsOfPurchaseRows } from './payments.repository';

/**
 * A payment as the product it paid for sees it: what it was for, where it stands, at which
 * provider and for how much. How the provider knows it (its token) and what happened to it on
 * the way (its events) stay with payments.
 */
export type PaymentOfPurchase = Awaited<ReturnType<typeof paymentsOfPurchaseRows>>[number];

/** A purchase as its payments name it: the kind's name and the id that kind reads. */
export interface PurchaseRef {
  kind: string;
  id: number;
}

/**
 * The paid payments of a purchase, newest first. A list, not one: a purchase may come to be
 * paid by several payments (card and wallet, an invoice in two transfers), each settled apart.
 */
export function paidPaymentsOf(db: Database, purchase: PurchaseRef): Promise<PaymentOfPurchase[]> {
  return paymentsOfPurchaseRows(db, purchase, 'paid');
}

/** Every payment of a purchase whatever its status, newest first (a booking's latest attempt). */
export function paymentsOf(db: Database, purchase: PurchaseRef): Promise<PaymentOfPurchase[]> {
  return paymentsOfPurchaseRows(db, purchase);
}

/** The payments of the given ids (services keep the id of the payment that bought them). */
export function paymentsByIds(db: Database, ids: readonly number[]): Promise<PaymentOfPurchase[]> {
  return paymentsByIdRows(db, ids);
}
