import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  sandboxPayMovements,
  sandboxPayNotifications,
  sandboxPayPayments,
} from '../../db/schema/sandbox-pay';

export type PayRow = typeof sandboxPayPayments.$inferSelect;
export type PayStatus = PayRow['status'];
export type PayMovementKind = (typeof sandboxPayMovements.$inferInsert)['kind'];

export async function insertPay(tx: Database, values: typeof sandboxPayPayments.$inferInsert) {
  await tx.insert(sandboxPayPayments).values(values);
}

export async function payOf(db: Database, token: string): Promise<PayRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayPayments)
    .where(eq(sandboxPayPayments.token, token));
  return row;
}

export async function lockPay(tx: Database, token: string): Promise<PayRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxPayPayments)
    .where(eq(sandboxPayPayments.token, token))
    .for('update');
  return row;
}

/** Moves a payment only from `from`; the row moved, or undefined when it was elsewhere. */
export async function movePay(
  tx: Database,
  token: string,
  from: PayStatus,
  values: Partial<typeof sandboxPayPayments.$inferInsert>,
): Promise<PayRow | undefined> {
  const [row] = await tx
    .update(sandboxPayPayments)
    .set(values)
    .where(and(eq(sandboxPayPayments.token, token), eq(sandboxPayPayments.status, from)))
    .returning();
  return row;
}

/** Adds to what a captured payment gave back, only within what was paid. */
export async function addPayRefunded(tx: Database, token: string, amount: number, at: Date) {
  const [row] = await tx
    .update(sandboxPayPayments)
    .set({ refunded: sql`${sandboxPayPayments.refunded} + ${amount}`, updatedAt: at })
    .where(
      and(
        eq(sandboxPayPayments.token, token),
        eq(sandboxPayPayments.status, 'captured'),
        sql`${sandboxPayPayments.refunded} + ${amount} <= ${sandboxPayPayments.amount}`,
      ),
    )
    .returning();
  return row;
}

export async function logPayMovement(
  tx: Database,
  row: { token: string; currency: string },
  kind: PayMovementKind,
  amount: number,
  at: Date,
): Promise<void> {
  await tx
    .insert(sandboxPayMovements)
    .values({ token: row.token, kind, amount, currency: row.currency, at });
}

/** A merchant's movements in [from, to), in the order written. */
export async function payMovementsBetween(db: Database, merchant: string, from: Date, to: Date) {
  return db
    .select({
      token: sandboxPayMovements.token,
      kind: sandboxPayMovements.kind,
      amount: sandboxPayMovements.amount,
      currency: sandboxPayMovements.currency,
      at: sandboxPayMovements.at,
    })
    .from(sandboxPayMovements)
    .innerJoin(sandboxPayPayments, eq(sandboxPayPayments.token, sandboxPayMovements.token))
    .where(
      and(
        eq(sandboxPayPayments.merchant, merchant),
        gte(sandboxPayMovements.at, from),
        lt(sandboxPayMovements.at, to),
      ),
    )
    .orderBy(asc(sandboxPayMovements.id));
}

export async function queueNotification(
  db: Database,
  notice: { id: string; token: string; type: string; held: boolean; at: Date },
): Promise<void> {
  await db.insert(sandboxPayNotifications).values({
    id: notice.id,
    token: notice.token,
    type: notice.type,
    held: notice.held,
    createdAt: notice.at,
  });
}

/** Notifications not yet taken by the merchant; held ones only when asked for. */
export async function undeliveredNotifications(db: Database, includeHeld: boolean) {
  return db
    .select()
    .from(sandboxPayNotifications)
    .where(
      and(
        isNull(sandboxPayNotifications.deliveredAt),
        includeHeld ? undefined : eq(sandboxPayNotifications.held, false),
      ),
    )
    .orderBy(asc(sandboxPayNotifications.createdAt))
    .limit(100);
}

export async function markDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(sandboxPayNotifications)
    .set({ deliveredAt: at })
    .where(eq(sandboxPayNotifications.id, id));
}
