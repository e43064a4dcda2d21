import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { bankTransfers, invoices, payments } from '../../db/schema/payments';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceStatus = InvoiceRow['status'];
export type BankTransferRow = typeof bankTransfers.$inferSelect;

/**
 * The id the next invoice will have, taken before it is written: its reference carries it, so
 * the row is written once, whole, and two invoices issued at once never share a number.
 */
export async function nextInvoiceId(tx: Database): Promise<number> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id')) as id`,
  );
  const id = Number(rowsOf<{ id: string | number }>(result)[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no invoice id from its sequence');
  return id;
}

export async function insertInvoice(
  tx: Database,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

/**
 * The tenant's invoice a reference names, locked for the rest of the transaction: transfers to
 * one invoice are received one after the other.
 */
export async function lockInvoiceByReference(
  tx: Database,
  tenant: string,
  reference: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenant, tenant), eq(invoices.reference, reference)))
    .for('update');
  return row;
}

export async function invoiceByReference(
  db: Database,
  tenant: string,
  reference: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenant, tenant), eq(invoices.reference, reference)));
  return row;
}

/** Moves an invoice from one status to another only if it is still in the first. */
export async function moveInvoice(
  tx: Database,
  id: number,
  from: InvoiceStatus,
  to: InvoiceStatus,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(invoices)
    .set({ status: to, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, from)))
    .returning({ id: invoices.id });
  return moved.length === 1;
}

export async function transferByBankReference(
  db: Database,
  tenant: string,
  bankReference: string,
): Promise<BankTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.tenant, tenant), eq(bankTransfers.bankReference, bankReference)));
  return row;
}

/** Records a transfer once per bank reference; undefined when it was recorded before. */
export async function insertTransfer(
  tx: Database,
  values: Omit<typeof bankTransfers.$inferInsert, 'id' | 'createdAt'>,
): Promise<BankTransferRow | undefined> {
  const [row] = await tx.insert(bankTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The transfers matched to an invoice with their payments' status now (a transfer given back
 * when its purchase could not be delivered is `reversed`), oldest first.
 */
export async function transfersOfInvoice(db: Database, invoiceId: number) {
  return db
    .select({
      id: bankTransfers.id,
      bankReference: bankTransfers.bankReference,
      amount: bankTransfers.amount,
      currency: bankTransfers.currency,
      receivedAt: bankTransfers.receivedAt,
      paymentId: payments.id,
      paymentStatus: payments.status,
    })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(eq(bankTransfers.invoiceId, invoiceId))
    .orderBy(asc(bankTransfers.id));
}

/** The tenant's transfers no invoice took, oldest first: for a person to match. */
export async function unmatchedTransfers(db: Database, tenant: string) {
  return db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.tenant, tenant), eq(bankTransfers.status, 'unmatched')))
    .orderBy(asc(bankTransfers.id));
}

/** The purchase's open invoice, if it has one. */
export async function openInvoiceOf(
  db: Database,
  tenant: string,
  purchase: { kind: string; id: number },
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenant, tenant),
        eq(invoices.purpose, purchase.kind),
        eq(invoices.purchaseId, purchase.id),
        eq(invoices.status, 'open'),
      ),
    );
  return row;
}

/**
 * Takes the bank's reference of a transfer for the rest of the transaction: the same transfer
 * reported twice at once is received by one, and found recorded by the other.
 */
export async function lockBankReference(
  tx: Database,
  tenant: string,
  bankReference: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`bank-transfer:${tenant}:${bankReference}`}))`,
  );
}
