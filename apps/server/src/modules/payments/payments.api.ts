// The payments module's public face: what other modules may use of it.
export type { PaymentOrder, StartPayment } from './payment-order';
export type { BankComparison } from './bank-reconciliation';
export {
  reconcileBankDay,
  reconcileProviderYesterday,
  reconcileYesterday,
} from './bank-reconciliation.service';
export type {
  Inquiry,
  Notification,
  PaymentProvider,
  SettledMovement,
  VerifyResult,
} from './payment-provider';
export { lastPaymentOutcome, type FailedPayment } from './payment-outcome';
export { refundToCard } from './payment-refund';
export { splitRefundOf, type SplitRefund } from './refund-sources';
export { paymentStarter, openPayment, paymentCallbackPath } from './payments.service';
export {
  banksList,
  createProviderRegistry,
  PaymentProvidersError,
  type PaymentProviders,
} from './provider-registry';
export { paymentLanguageOf } from './payment-language';
export type {
  Fulfilment,
  Owed,
  Purchase,
  PurchaseContext,
  PurchaseKind,
  PurchaseKindName,
  PurchaseLine,
  StatementReader,
} from './purchase-kind';
export { createPurchaseRegistry, type PurchaseRegistry } from './purchase-registry';
export { reconcilePayments } from './reconciliation';
export {
  describeByReference,
  describeStatementLines,
  entryKindWords,
  type LineToDescribe,
  type WordsOfFound,
} from './statement-lines';
export {
  paidPaymentsOf,
  paymentsByIds,
  paymentsOf,
  type PaymentOfPurchase,
  type PurchaseRef,
} from './payments-of-purchase';
export { assertSourcesAccepted } from './payment-sources';
export { paidByOf } from './paid-sources';
export {
  coveredBesides,
  deliverIfCovered,
  releaseHeldPartsOf,
  stillToPay,
} from './payment-coverage';
export {
  heldPartsOf,
  holdCreditPart,
  holdWalletPart,
  walletPartOf,
  type HeldPart,
  type HeldSource,
} from './held-parts';
export {
  issueInvoice,
  invoiceOf,
  voidInvoice,
  type InvoiceOrder,
  type InvoiceView,
} from './invoices.service';
export {
  bankTransferSource,
  receiveTransfer,
  type TransferInput,
  type TransferReceived,
  type UnmatchedReason,
} from './bank-transfers.service';
export {
  matchStatementLine,
  receiveStatementLines,
  type BankStatementLine,
  type StatementLineMatch,
} from './bank-statement';
