import { currencySchema } from '@parvaz/domain/contracts/money';
import {
  entryKinds,
  paymentReturnedLines,
  paymentSettledLines,
} from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { postEntry } from '../ledger/ledger.api';
import { purchaseOf } from './payment-purchase';
import type { PaymentRow } from './payments.repository';

/** What the entry is about: the purchase the payment paid for, when it names one. */
function purchaseOfEntry(payment: PaymentRow) {
  const { kind, id } = purchaseOf(payment);
  return id > 0 ? { purchase: { kind, id } } : {};
}

/** The bank verified the payment: its money now sits with the provider, owed to the purchase. */
export async function postSettled(tx: Database, payment: PaymentRow, at: Date): Promise<void> {
  const currency = currencySchema.parse(payment.currency);
  await postEntry(tx, {
    tenant: payment.tenant,
    key: `payment:${payment.id}:settled`,
    kind: entryKinds.paymentSettled,
    description: `Payment ${payment.id} settled at ${payment.provider}`,
    ...purchaseOfEntry(payment),
    occurredAt: at,
    postings: paymentSettledLines(payment.provider, payment.amount, currency),
  });
}

/**
 * Money of a settled payment going back to the card: all of it (`reversed`, the purchase could
 * not be delivered) or part of it (`refund:<reference>`).
 */
export async function postReturned(
  tx: Database,
  payment: PaymentRow,
  movement: { key: 'reversed' | `refund:${string}`; amount: number },
  at: Date,
): Promise<void> {
  const currency = currencySchema.parse(payment.currency);
  const reversal = movement.key === 'reversed';
  await postEntry(tx, {
    tenant: payment.tenant,
    key: `payment:${payment.id}:${movement.key}`,
    kind: reversal ? entryKinds.paymentReversed : entryKinds.paymentRefunded,
    description: `Payment ${payment.id} ${reversal ? 'reversed' : 'partly refunded'} at ${payment.provider}`,
    ...purchaseOfEntry(payment),
    occurredAt: at,
    postings: paymentReturnedLines(payment.provider, movement.amount, currency),
  });
}
