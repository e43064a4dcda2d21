import { z } from 'zod';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKinds, transferOwedBackLines } from '@parvaz/domain/ledger/movements';
import { invoiceReferenceIn, type InvoicePayer } from '@parvaz/domain/payments/invoices';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { postEntry } from '../ledger/ledger.api';
import {
  insertTransfer,
  lockBankReference,
  lockInvoiceByReference,
  moveInvoice,
  transferByBankReference,
  type InvoiceRow,
} from './invoices.repository';
import { invoiceOf, type InvoiceView } from './invoices.service';
import { coveredBesides } from './payment-coverage';
import { deliverWhenCovered } from './payment-delivery';
import { postSettled } from './payment-postings';
import { purchaseOf } from './payment-purchase';
import {
  insertPayment,
  movePayment,
  paymentsOfPurchaseRows,
  recordEvent,
  type PaymentRow,
} from './payments.repository';
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

function payerOf(invoice: InvoiceRow): InvoicePayer {
  return { kind: invoice.payerKind, id: invoice.payerId };
}

/** Money of a transfer we owe back to the invoice's payer: posted, and said on the payment. */
async function oweBack(
  tx: Database,
  invoice: InvoiceRow,
  payment: Pick<PaymentRow, 'id' | 'tenant' | 'purpose' | 'purchaseId'>,
  movement: { key: 'overpaid' | 'undelivered'; amount: number; reason: string },
  at: Date,
): Promise<void> {
  const payer = payerOf(invoice);
  await postEntry(tx, {
    tenant: payment.tenant,
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
 * The purchase could not be delivered after its invoice was paid: every transfer of it that we
 * kept goes back to what we owe the payer, and the invoice is void.
 */
async function oweBackEveryTransfer(
  tx: Database,
  invoice: InvoiceRow,
  reason: string,
  now: Date,
): Promise<void> {
  const paid = await paymentsOfPurchaseRows(
    tx,
    { kind: invoice.purpose, id: invoice.purchaseId },
    'paid',
  );
  for (const payment of paid.filter((p) => p.provider === bankTransferSource)) {
    if (!(await movePayment(tx, payment.id, 'paid', 'reversed', now))) continue;
    const row = { ...payment, tenant: invoice.tenant };
    await oweBack(tx, invoice, row, { key: 'undelivered', amount: payment.amount, reason }, now);
  }
  await moveInvoice(tx, invoice.id, 'open', 'void', now);
}

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
    const settled = await settleTransfer(deps, tx, invoice, transfer, now);
    const kept = await insertTransfer(tx, {
      ...row,
      invoiceId: invoice.id,
      paymentId: settled.payment.id,
      status: 'matched',
      reason: null,
    });
    if (!kept) throw new Error('a transfer under a locked bank reference was recorded twice');
    return {
      paid: { ...settled.result, transferId: kept.id, paymentId: settled.payment.id },
      invoice,
    };
  });
  if ('done' in received) return received.done;
  const { invoice, paid } = received;
  const view = await invoiceOf(deps.db, invoice.tenant, invoice.reference);
  if (!view) throw new Error(`invoice ${invoice.reference} is gone`);
  return { ...paid, invoice: view };
}

/** The transfer as a paid payment of the invoice's purchase, and what it did to the purchase. */
async function settleTransfer(
  deps: ReceiveDeps,
  tx: Database,
  invoice: InvoiceRow,
  transfer: z.output<typeof transferSchema>,
  now: Date,
): Promise<{ payment: PaymentRow; result: { outcome: string; delivered: boolean } }> {
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
    return { payment, result: { outcome: 'owedBack', delivered: false } };
  }
  const purchase = purchaseOf(payment);
  const kind = deps.purchases.kindOf(purchase.kind);
  const owed = await kind.owed(tx, purchase);
  const covered =
    owed?.covers === 'purchase'
      ? await coveredBesides(tx, payment.tenant, purchase, owed.currency, payment.id)
      : 0;
  const delivery = await deliverWhenCovered(tx, {
    kind,
    purchase,
    payment,
    owed,
    covered,
    context: { now, translatorFor: deps.translatorFor },
    givingBack: {
      whole: (reason) => oweBackEveryTransfer(tx, invoice, reason, now),
      excess: (excess) =>
        oweBack(tx, invoice, payment, { key: 'overpaid', amount: excess, reason: 'overpaid' }, now),
    },
  });
  if (delivery.delivered) await moveInvoice(tx, invoice.id, 'open', 'paid', now);
  return {
    payment,
    result: {
      outcome: delivery.delivered ? 'delivered' : delivery.outcome,
      delivered: delivery.delivered,
    },
  };
}
