import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKinds, transferOwedBackLines } from '@parvaz/domain/ledger/movements';
import type { InvoicePayer } from '@parvaz/domain/payments/invoices';
import type { Database } from '../../db/client';
import { postEntry } from '../ledger/ledger.api';
import { moveInvoice, transfersOfInvoice, type InvoiceRow } from './invoices.repository';
import { movePayment, recordEvent, type PaymentRow } from './payments.repository';

function payerOf(invoice: InvoiceRow): InvoicePayer {
  return { kind: invoice.payerKind, id: invoice.payerId };
}

/**
 * Money of a transfer we owe back to the invoice's payer (decision 022): posted from the purchase
 * clearing account to the payer's payable (an agency's, a customer's wallet), and said on the
 * payment. The bank keeps the money; we now owe it.
 */
export async function oweBack(
  tx: Database,
  invoice: InvoiceRow,
  payment: Pick<PaymentRow, 'id' | 'purpose' | 'purchaseId'>,
  movement: { key: 'overpaid' | 'undelivered'; amount: number; reason: string },
  at: Date,
): Promise<void> {
  const payer = payerOf(invoice);
  await postEntry(tx, {
    tenant: invoice.tenant,
    key: `transfer:${payment.id}:${movement.key}`,
    kind: entryKinds.transferOwedBack,
    description: `Transfer ${payment.id} for ${invoice.reference} owed back to ${payer.kind} ${payer.id}`,
    purchase: { kind: payment.purpose, id: payment.purchaseId },
    occurredAt: at,
    postings: transferOwedBackLines(payer, movement.amount, currencySchema.parse(invoice.currency)),
  });
  await recordEvent(tx, payment.id, 'owedBack', {
    amount: movement.amount,
    reason: movement.reason,
    payer,
    invoice: invoice.reference,
  });
}

/**
 * An open invoice given up, for `reason`: every transfer of it that we kept is owed back to the
 * payer (its payment `reversed`), and the invoice is void; a transfer naming it later is kept
 * aside. Its purchase could not be delivered when the last part came, or an operator voids it.
 * False when the invoice was no longer open.
 */
export async function voidWithTransfersOwedBack(
  tx: Database,
  invoice: InvoiceRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await moveInvoice(tx, invoice.id, 'open', 'void', now))) return false;
  for (const transfer of await transfersOfInvoice(tx, invoice.id)) {
    if (transfer.paymentStatus !== 'paid') continue;
    if (!(await movePayment(tx, transfer.paymentId, 'paid', 'reversed', now))) continue;
    await oweBack(
      tx,
      invoice,
      { id: transfer.paymentId, purpose: invoice.purpose, purchaseId: invoice.purchaseId },
      { key: 'undelivered', amount: transfer.amount, reason },
      now,
    );
  }
  return true;
}
