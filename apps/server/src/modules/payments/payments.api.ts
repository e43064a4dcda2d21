// The payments module's public face: what other modules may use of it.
export type { PaymentOrder, StartPayment } from './payment-order';
export type { BankComparison } from './bank-reconciliation';
export { reconcileBankDay, reconcileYesterday } from './bank-reconciliation.service';
export type { PaymentProvider, SettledMovement } from './payment-provider';
export { lastPaymentOutcome, type FailedPayment } from './payment-outcome';
export { refundToCard } from './payment-refund';
export { banksList, sandboxProvider, startPayment } from './payments.service';
export type {
  Fulfilment,
  Owed,
  Purchase,
  PurchaseContext,
  PurchaseKind,
  PurchaseKindName,
} from './purchase-kind';
export { createPurchaseRegistry, type PurchaseRegistry } from './purchase-registry';
export { reconcilePayments } from './reconciliation';
export {
  paidPaymentsOf,
  paymentsByIds,
  paymentsOf,
  type PaymentOfPurchase,
  type PurchaseRef,
} from './payments-of-purchase';
