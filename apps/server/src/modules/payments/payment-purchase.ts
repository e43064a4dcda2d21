import type { PaymentRow } from './payments.repository';
import type { Purchase } from './purchase-kind';

/** What a payment row is for, as its purchase kind reads it. */
export function purchaseOf(payment: PaymentRow): Purchase {
  return {
    kind: payment.purpose,
    id: payment.purchaseId,
    tenant: payment.tenant,
    payment: {
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      createdAt: payment.createdAt,
    },
  };
}
