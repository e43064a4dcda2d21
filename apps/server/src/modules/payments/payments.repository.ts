import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents, paymentNotifications, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** The payment a provider knows by its token. */
function ofToken(provider: string, token: string) {
  return and(eq(payments.provider, provider), eq(payments.providerToken, token));
}

export async function insertPayment(
  tx: Database,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

export async function recordEvent(
  tx: Database,
  paymentId: number,
  type: string,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.insert(paymentEvents).values({ paymentId, type, detail });
}

export async function findPaymentByToken(
  db: Database,
  provider: string,
  token: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(ofToken(provider, token));
  return row;
}

export async function findPaymentById(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/**
 * Locks the payments any provider knows by `token` (one, in practice) for the rest of the
 * transaction, so that concurrent callbacks and notifications queue up.
 */
export async function lockPaymentsByToken(tx: Database, token: string): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.providerToken, token)).for('update');
}

/** Locks a pending payment unless another process holds it (reconciliation). */
export async function lockPendingPayment(
  tx: Database,
  id: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Moves a payment from one status to another only if it is still in the first; true for the one
 * caller that moved it.
 */
export async function movePayment(
  tx: Database,
  id: number,
  from: PaymentStatus,
  to: PaymentStatus,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(payments)
    .set({ status: to, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning({ id: payments.id });
  return moved.length === 1;
}

/** Pending payments created before `before`, by id after `afterId` (reconciliation, page by page). */
export async function pendingPaymentsBefore(
  db: Database,
  before: Date,
  afterId: number,
  limit: number,
): Promise<Array<{ id: number }>> {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.status, 'pending'), lt(payments.createdAt, before), gt(payments.id, afterId)),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** The tenant's payment a token names, at whichever provider (none when two would match). */
export async function findPaymentForTenant(
  db: Database,
  token: string,
  tenant: string,
): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerToken, token), eq(payments.tenant, tenant)))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * The language a payment was opened in (recorded on its 'created' event): the bank's pages talk
 * to the payer in it, for a booking, a top-up or services alike.
 */
export async function paymentLanguageOfToken(
  db: Database,
  provider: string,
  token: string,
): Promise<unknown> {
  const [row] = await db
    .select({ detail: paymentEvents.detail })
    .from(payments)
    .innerJoin(paymentEvents, eq(paymentEvents.paymentId, payments.id))
    .where(and(ofToken(provider, token), eq(paymentEvents.type, 'created')));
  return row?.detail?.lang;
}

/** The latest payment for a purchase, with whether its amount failed to match (a mismatch event). */
export async function lastPaymentOfPurchase(db: Database, purpose: string, purchaseId: number) {
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.purchaseId, purchaseId)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return null;
  const [mismatch] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, row.id), eq(paymentEvents.type, 'mismatch')))
    .limit(1);
  return { status: row.status, mismatch: mismatch !== undefined };
}

/** What a product may read of a payment: never its provider's token or events. */
const paymentOfPurchaseColumns = {
  id: payments.id,
  purpose: payments.purpose,
  purchaseId: payments.purchaseId,
  status: payments.status,
  provider: payments.provider,
  paymentUrl: payments.paymentUrl,
  amount: payments.amount,
  currency: payments.currency,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

/** The payments of a purchase, newest first; only those in `status` when it is given. */
export async function paymentsOfPurchaseRows(
  db: Database,
  purchase: { kind: string; id: number },
  status?: PaymentStatus,
) {
  return db
    .select(paymentOfPurchaseColumns)
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purchase.kind),
        eq(payments.purchaseId, purchase.id),
        status ? eq(payments.status, status) : undefined,
      ),
    )
    .orderBy(desc(payments.id));
}

/** Payments by their ids (a product keeps the id of the payment that bought something). */
export async function paymentsByIdRows(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(paymentOfPurchaseColumns)
    .from(payments)
    .where(inArray(payments.id, [...ids]))
    .orderBy(asc(payments.id));
}

/**
 * Records a provider's notification once, in the transaction that acts on it; false when its id
 * was recorded before (a replay), so nothing is done a second time.
 */
export async function recordNotification(
  tx: Database,
  notice: { provider: string; id: string; paymentId: number; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentNotifications)
    .values({
      provider: notice.provider,
      notificationId: notice.id,
      paymentId: notice.paymentId,
      receivedAt: notice.at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return inserted.length === 1;
}
