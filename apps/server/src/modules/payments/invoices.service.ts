import { z } from 'zod';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { isIsoDate } from '@parvaz/domain/calendar/plain-date';
import {
  invoicePayerKinds,
  invoiceReference,
  invoiceStanding,
} from '@parvaz/domain/payments/invoices';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  insertInvoice,
  invoiceByReference,
  lockInvoiceByReference,
  nextInvoiceId,
  openInvoiceOf,
  transfersOfInvoice,
} from './invoices.repository';
import { voidWithTransfersOwedBack } from './transfer-owed-back';
import { isUniqueViolation } from '../../platform/database-errors';

const isoDateSchema = z.string().refine(isIsoDate, 'a YYYY-MM-DD of a day that exists');

/** What a capability that sells something asks of an invoice it issues for a purchase. */
export const invoiceOrderSchema = z
  .object({
    tenant: z.string().min(1),
    /** The purchase, as its payments name it: a registered kind and the id that kind reads. */
    purchase: z.object({ kind: z.string().min(1), id: z.int().positive() }),
    payer: z.object({ kind: z.enum(invoicePayerKinds), id: z.int().positive() }),
    amount: z.int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: currencySchema,
    issuedOn: isoDateSchema,
    dueOn: isoDateSchema,
  })
  .refine((order) => order.dueOn >= order.issuedOn, {
    path: ['dueOn'],
    message: 'due on or after the day it is issued',
  });

export type InvoiceOrder = z.input<typeof invoiceOrderSchema>;

/** The fields of a refused order, each with the message a person reads. */
function refusedFields(error: z.ZodError): Record<string, 'invalidValue'> {
  return Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0] ?? 'invoice'), 'invalidValue' as const]),
  );
}

/**
 * Issues an invoice for a purchase inside the caller's transaction (the one that makes the
 * purchase), under a reference of the year it is issued and its own id: 'INV-2026-000123'. The
 * caller has checked that its kind accepts `bank_transfer` (`assertSourcesAccepted`). A purchase
 * has one open invoice at a time: a second is refused with a 409, also when two race (the
 * database's unique index refuses the later, and it is answered the same).
 */
export async function issueInvoice(
  tx: Database,
  order: InvoiceOrder,
): Promise<{ invoiceId: number; reference: string }> {
  const parsed = invoiceOrderSchema.safeParse(order);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'invalidValue', { fields: refusedFields(parsed.error) });
  const { tenant, purchase, payer, amount, currency, issuedOn, dueOn } = parsed.data;
  if (await openInvoiceOf(tx, tenant, purchase))
    throw new AppError('CONFLICT', 'invoiceAlreadyOpen', {
      detail: { purchase: { kind: purchase.kind, id: purchase.id } },
    });
  const id = await nextInvoiceId(tx);
  const reference = invoiceReference(Number(issuedOn.slice(0, 4)), id);
  await insertInvoice(tx, {
    id,
    tenant,
    reference,
    purpose: purchase.kind,
    purchaseId: purchase.id,
    payerKind: payer.kind,
    payerId: payer.id,
    amount,
    currency,
    issuedOn,
    dueOn,
    status: 'open',
  }).catch((error: unknown) => {
    // Two purchases' transactions raced for the one open invoice: the later is refused as above.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'invoiceAlreadyOpen', {
        detail: { purchase: { kind: purchase.kind, id: purchase.id } },
      });
    throw error;
  });
  return { invoiceId: id, reference };
}

/** An invoice as the payer or an operator reads it: what it asks, what came, what remains. */
export interface InvoiceView {
  reference: string;
  status: 'open' | 'paid' | 'void';
  purchase: { kind: string; id: number };
  payer: { kind: 'agency' | 'customer'; id: number };
  amount: number;
  currency: string;
  issuedOn: string;
  dueOn: string;
  /** What its transfers brought and we kept (a transfer owed back when undeliverable is not). */
  received: number;
  remaining: number;
  /** What came beyond the invoice, owed back to the payer. */
  excess: number;
  transfers: Array<{ bankReference: string; amount: number; receivedAt: Date; status: string }>;
}

/** The tenant's invoice a reference names, with its transfers; null when there is none. */
export async function invoiceOf(
  db: Database,
  tenant: string,
  reference: string,
): Promise<InvoiceView | null> {
  const invoice = await invoiceByReference(db, tenant, reference);
  if (!invoice) return null;
  const transfers = await transfersOfInvoice(db, invoice.id);
  const kept = transfers
    .filter((t) => t.paymentStatus === 'paid')
    .reduce((sum, t) => sum + t.amount, 0);
  return {
    reference: invoice.reference,
    status: invoice.status,
    purchase: { kind: invoice.purpose, id: invoice.purchaseId },
    payer: { kind: invoice.payerKind, id: invoice.payerId },
    amount: invoice.amount,
    currency: invoice.currency,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    ...invoiceStanding(invoice.amount, kept),
    transfers: transfers.map((t) => ({
      bankReference: t.bankReference,
      amount: t.amount,
      receivedAt: t.receivedAt,
      status: t.paymentStatus,
    })),
  };
}

/**
 * Gives up an open invoice (its purchase will not be delivered: its hold ran out while it waited
 * for the rest): what its transfers brought is owed back to the payer and the invoice is void.
 * `voided` is false when it was no longer open (paid or void already); null when there is none.
 */
export async function voidInvoice(
  db: Database,
  invoice: { tenant: string; reference: string; reason: string },
  now: Date,
): Promise<{ voided: boolean; invoice: InvoiceView } | null> {
  const voided = await db.transaction(async (tx) => {
    const found = await lockInvoiceByReference(tx, invoice.tenant, invoice.reference);
    return found ? voidWithTransfersOwedBack(tx, found, invoice.reason, now) : null;
  });
  if (voided === null) return null;
  const view = await invoiceOf(db, invoice.tenant, invoice.reference);
  return view ? { voided, invoice: view } : null;
}
