import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceAlerts } from '../../db/schema/alerts';

export type NewPriceAlert = typeof priceAlerts.$inferInsert;
export type PriceAlert = typeof priceAlerts.$inferSelect;

export async function insertAlert(db: Database, alert: NewPriceAlert): Promise<number> {
  const [row] = await db.insert(priceAlerts).values(alert).returning({ id: priceAlerts.id });
  if (!row) throw new Error('price alert not stored');
  return row.id;
}

/** Active alerts, each claimed by one process at a time. */
export async function claimActiveAlerts(db: Database, limit: number): Promise<PriceAlert[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.status, 'active'))
    .orderBy(priceAlerts.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateAlert(
  db: Database,
  id: number,
  change: Partial<NewPriceAlert>,
): Promise<void> {
  await db.update(priceAlerts).set(change).where(eq(priceAlerts.id, id));
}

export async function expireAlertsBefore(db: Database, date: string): Promise<void> {
  await db
    .update(priceAlerts)
    .set({ status: 'expired' })
    .where(and(eq(priceAlerts.status, 'active'), lt(priceAlerts.departureDate, date)));
}
