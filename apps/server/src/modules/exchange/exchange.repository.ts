import { desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema/exchange';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** Every rate whose day has come by `date`, newest first (the table stays small: one row a day a pair). */
export async function ratesUntil(db: Database, date: string): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .where(lte(exchangeRates.validFrom, date))
    .orderBy(desc(exchangeRates.validFrom), desc(exchangeRates.id));
}

export async function rateRowById(db: Database, id: number): Promise<ExchangeRateRow | undefined> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.id, id));
  return row;
}

export async function insertRate(
  db: Database,
  values: typeof exchangeRates.$inferInsert,
): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  if (!row) throw new Error('exchange rate not inserted');
  return row;
}
