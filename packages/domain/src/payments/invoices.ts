/**
 * Invoices paid by bank transfer (decision 022): how an invoice is named, how a bank statement's
 * description is read for that name, and where the money of a transfer stands against what the
 * invoice asks. Pure: the server's payments module stores invoices and transfers.
 */
import { normalizeDigits } from '../format/digits';

/** Who pays an invoice: an agency (most often) or a customer, by their row's id. */
export const invoicePayerKinds = ['agency', 'customer'] as const;
export type InvoicePayerKind = (typeof invoicePayerKinds)[number];
export interface InvoicePayer {
  kind: InvoicePayerKind;
  id: number;
}

export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Six digits at least, more when the number outgrows them: 'INV-2026-000123'. */
const numberWidth = 6;

/**
 * The reference an invoice is known by, which the payer writes in the transfer's description:
 * the year it was issued and a number unique in the platform (so unique per tenant too).
 */
export function invoiceReference(year: number, number: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999)
    throw new RangeError('an invoice year has four digits');
  if (!Number.isSafeInteger(number) || number <= 0)
    throw new RangeError('an invoice number is a positive whole number');
  return `INV-${year}-${String(number).padStart(numberWidth, '0')}`;
}

/** A whole reference, as the payments module stores it. */
export const invoiceReferenceShape = /^INV-\d{4}-\d{6,15}$/;

/**
 * The references a bank statement's line names in its free text, written as people write them:
 * any case, a space or nothing instead of a dash ('inv 2026 000123', 'INV2026-000123'), and
 * Persian or Arabic digits (a payer's bank in Iran writes them). Each found once, in order.
 */
export function invoiceReferencesIn(description: string): string[] {
  const western = normalizeDigits(description);
  const found: string[] = [];
  for (const match of western.matchAll(
    /(?<![A-Za-z0-9])INV[-\s]?(\d{4})[-\s]?(\d{6,15})(?!\d)/gi,
  )) {
    const [, year, number] = match;
    const reference = `INV-${year}-${number}`;
    if (!found.includes(reference)) found.push(reference);
  }
  return found;
}

/**
 * The one invoice a statement's line pays, or null: none named, or two different ones (the line
 * cannot be split by guessing, so a person matches it).
 */
export function invoiceReferenceIn(description: string): string | null {
  const found = invoiceReferencesIn(description);
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** Where an invoice stands: what its transfers brought, what remains, and what came beyond it. */
export function invoiceStanding(
  amount: number,
  received: number,
): { received: number; remaining: number; excess: number } {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('an invoice asks a positive whole amount');
  if (!Number.isSafeInteger(received) || received < 0)
    throw new RangeError('what was received is a whole amount, not below zero');
  return {
    received,
    remaining: Math.max(0, amount - received),
    excess: Math.max(0, received - amount),
  };
}
