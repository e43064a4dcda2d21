import { z } from 'zod';
import { invoiceReferenceIn } from '@parvaz/domain/payments/invoices';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  insertTransfer,
  lockBankReference,
  lockInvoiceByReference,
  moveInvoice,
  transferByBankReference,
  type InvoiceRow,
} from './invoices.repository';
import { invoiceOf, type InvoiceView } from './invoices.service';
import { coverageOf } from './payment-coverage';
import { deliverWhenCovered } from './payment-delivery';
import { postSettled } from './payment-postings';
import { purchaseOf } from './payment-purchase';
import { insertPayment, recordEvent, type PaymentRow } from './payments.repository';
import { oweBack, voidWithTransfersOwedBack } from './transfer-owed-back';
import type { PaymentDeps } from './payments.service';

/**
 * The source a transfer's payment row names as its `provider` (decision 022): not a provider in
 * the registry, which opens, verifies and reverses card payments; a transfer is money already
 * received, with nothing to open or verify, and nothing to give back through a gateway.
 */
export const bankTransferSource = 'bank_transfer';

/** A transfer the brand's bank reported, as the statement or an operator gives it. */
export const transferSchema = z.object({
  tenant: z.string().min(1),
  /** The invoice reference the payer wrote, as written ('inv 2026 000123' reads too). */
  reference: z.string().trim().min(1).max(200),
  amount: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Any currency the bank names: one the invoice is not in is kept unmatched, not refused. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The bank's own reference of the transfer: the same one twice is received once. */
  bankReference: z.string().trim().min(1).max(100),
  receivedAt: z.date().refine((d) => !Number.isNaN(d.getTime())),
});
export type TransferInput = z.input<typeof transferSchema>;

/** Why a transfer was kept aside for a person instead of paying an invoice. */
export type UnmatchedReason =
  'unknownInvoice' | 'invoiceVoid' | 'currencyDiffers' | 'sourceNotAccepted';

export type TransferReceived =
  | { outcome: 'already'; transferId: number }
  | { outcome: 'unmatched'; transferId: number; reason: UnmatchedReason }
  | {
      /** `waiting` for the rest, `delivered`, `owedBack` (the invoice was paid before), or the kind's word for a purchase that could not be delivered. */
      outcome: string;
      transferId: number;
      paymentId: number;
      delivered: boolean;
      invoice: InvoiceView;
    };

type ReceiveDeps = Pick<PaymentDeps, 'db' | 'now' | 'translatorFor' | 'purchases'>;

/** The invoice a transfer pays, or why it is kept aside. */
function invoiceToPay(
  deps: ReceiveDeps,
  invoice: InvoiceRow | undefined,
  currency: string,
): { ok: true; invoice: InvoiceRow } | { ok: false; reason: UnmatchedReason } {
  if (!invoice) return { ok: false, reason: 'unknownInvoice' };
  if (invoice.status === 'void') return { ok: false, reason: 'invoiceVoid' };
  if (invoice.currency !== currency) return { ok: false, reason: 'currencyDiffers' };
  if (!deps.purchases.accepts(invoice.purpose, bankTransferSource))
    return { ok: false, reason: 'sourceNotAccepted' };
  return { ok: true, invoice };
}

/**
 * Receives a bank transfer against an invoice, once per bank reference: a `bank_transfer`
 * payment of the invoice's purchase, paid, posted as money in at the bank. When it and whatever
 * else covers the purchase reach what the purchase owes, the purchase is delivered once, as a
 * card's settlement delivers it (`deliverWhenCovered`), and what came beyond is owed back to the
 * payer; short of it, the invoice stays open and the purchase waits. A transfer naming no invoice
 * we can take (unknown, void, another currency) is kept unmatched: nothing delivered, nothing
 * posted, nothing lost. Input that cannot be a transfer is a 400.
 */
export async function receiveTransfer(
  deps: ReceiveDeps,
  input: TransferInput,
): Promise<TransferReceived> {
  const parsed = transferSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'invalidValue', {
      fields: Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0] ?? 'transfer'), 'invalidValue' as const]),
      ),
    });
  const transfer = parsed.data;
  const reference = invoiceReferenceIn(transfer.reference) ?? transfer.reference;
  const now = deps.now();
  type Received =
    | { done: TransferReceived }
    | {
        paid: { outcome: string; delivered: boolean; transferId: number; paymentId: number };
        invoice: InvoiceRow;
      };
  const received = await deps.db.transaction(async (tx): Promise<Received> => {
    await lockBankReference(tx, transfer.tenant, transfer.bankReference);
    const before = await transferByBankReference(tx, transfer.tenant, transfer.bankReference);
    if (before) return { done: { outcome: 'already' as const, transferId: before.id } };
    const found = await lockInvoiceByReference(tx, transfer.tenant, reference);
    const row = {
      tenant: transfer.tenant,
      bankReference: transfer.bankReference,
      invoiceReference: transfer.reference,
      amount: transfer.amount,
      currency: transfer.currency,
      receivedAt: transfer.receivedAt,
    };
    const toPay = invoiceToPay(deps, found, transfer.currency);
    if (!toPay.ok) {
      const kept = await insertTransfer(tx, {
        ...row,
        invoiceId: found?.id ?? null,
        status: 'unmatched',
        reason: toPay.reason,
      });
      if (!kept) throw new Error('a transfer under a locked bank reference was recorded twice');
      return {
        done: { outcome: 'unmatched' as const, transferId: kept.id, reason: toPay.reason },
      };
    }
    const { invoice } = toPay;
    const payment = await recordTransferPayment(tx, invoice, transfer);
    const kept = await insertTransfer(tx, {
      ...row,
      invoiceId: invoice.id,
      paymentId: payment.id,
      status: 'matched',
      reason: null,
    });
    if (!kept) throw new Error('a transfer under a locked bank reference was recorded twice');
    const result = await settleTransfer(deps, tx, invoice, payment, now);
    return { paid: { ...result, transferId: kept.id, paymentId: payment.id }, invoice };
  });
  if ('done' in received) return received.done;
  const { invoice, paid } = received;
  const view = await invoiceOf(deps.db, invoice.tenant, invoice.reference);
  if (!view) throw new Error(`invoice ${invoice.reference} is gone`);
  return { ...paid, invoice: view };
}

/** The transfer as a paid payment of the invoice's purchase, not yet posted. */
async function recordTransferPayment(
  tx: Database,
  invoice: InvoiceRow,
  transfer: z.output<typeof transferSchema>,
): Promise<PaymentRow> {
  const payment = await insertPayment(tx, {
    tenant: invoice.tenant,
    purpose: invoice.purpose,
    purchaseId: invoice.purchaseId,
    provider: bankTransferSource,
    // Unique per provider: the bank's reference, within the tenant whose bank reported it.
    providerToken: `${invoice.tenant}:${transfer.bankReference}`,
    amount: transfer.amount,
    currency: transfer.currency,
    status: 'paid',
  });
  await recordEvent(tx, payment.id, 'received', {
    bankReference: transfer.bankReference,
    invoice: invoice.reference,
    receivedAt: transfer.receivedAt.toISOString(),
  });
  await recordEvent(tx, payment.id, 'settled', { reference: transfer.bankReference });
  return payment;
}

/** What a settled transfer does to its purchase: waits, delivers it, or is owed back. */
async function settleTransfer(
  deps: ReceiveDeps,
  tx: Database,
  invoice: InvoiceRow,
  payment: PaymentRow,
  now: Date,
): Promise<{ outcome: string; delivered: boolean }> {
  if (invoice.status === 'paid') {
    // Its purchase was delivered already: all of this transfer is the payer's.
    await postSettled(tx, payment, now);
    await oweBack(
      tx,
      invoice,
      payment,
      { key: 'overpaid', amount: payment.amount, reason: 'invoicePaid' },
      now,
    );
    return { outcome: 'owedBack', delivered: false };
  }
  const purchase = purchaseOf(payment);
  const kind = deps.purchases.kindOf(purchase.kind);
  const owed = await kind.owed(tx, purchase);
  if (!owed || owed.currency !== payment.currency) {
    // What it was for is gone (or now asks another currency): no part of it can be delivered.
    await postSettled(tx, payment, now);
    await voidWithTransfersOwedBack(tx, invoice, 'purchaseGone', now);
    return { outcome: 'owedBack', delivered: false };
  }
  const delivery = await deliverWhenCovered(tx, {
    kind,
    purchase,
    payment,
    owed,
    coverage: await coverageOf(tx, purchase, owed, { settling: payment }),
    context: { now, translatorFor: deps.translatorFor },
    givingBack: {
      whole: async (reason) => {
        await voidWithTransfersOwedBack(tx, invoice, reason, now);
      },
      excess: (excess) =>
        oweBack(tx, invoice, payment, { key: 'overpaid', amount: excess, reason: 'overpaid' }, now),
    },
  });
  if (delivery.delivered) await moveInvoice(tx, invoice.id, 'open', 'paid', now);
  return {
    outcome: delivery.delivered ? 'delivered' : delivery.outcome,
    delivered: delivery.delivered,
  };
}
