import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, walletEntries } from '../../db/schema/index';

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type WalletEntryKind = WalletEntryRow['kind'];

/** The user's latest entry in a currency: its position and the balance after it. */
export async function lastEntry(
  db: Database,
  userId: number,
  currency: string,
): Promise<{ sequence: number; balanceAfter: number } | undefined> {
  const [row] = await db
    .select({ sequence: walletEntries.sequence, balanceAfter: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)))
    .orderBy(desc(walletEntries.sequence))
    .limit(1);
  return row;
}

/** The wallet balance: the running balance of the user's latest entry in that currency. */
export async function walletBalance(
  db: Database,
  userId: number,
  currency: string,
): Promise<number> {
  return (await lastEntry(db, userId, currency))?.balanceAfter ?? 0;
}

/**
 * Appends an entry at its position. Another writer that took the position first (or the same
 * code) makes this insert do nothing and answer undefined, without aborting the transaction, so
 * the caller can read the ledger again and retry.
 */
export async function appendEntry(
  tx: Database,
  values: typeof walletEntries.$inferInsert,
): Promise<WalletEntryRow | undefined> {
  const [row] = await tx.insert(walletEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** An entry already written for a payment (a top-up credited once). */
export async function entryOfPayment(
  tx: Database,
  paymentId: number,
): Promise<WalletEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.paymentId, paymentId))
    .limit(1);
  return row;
}

export interface EntryFilter {
  userId: number;
  kind?: WalletEntryKind | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

function entryConditions(filter: EntryFilter): SQL | undefined {
  return and(
    eq(walletEntries.userId, filter.userId),
    filter.kind ? eq(walletEntries.kind, filter.kind) : undefined,
    filter.from ? gte(walletEntries.createdAt, filter.from) : undefined,
    filter.until ? lt(walletEntries.createdAt, filter.until) : undefined,
  );
}

/** One page of a user's entries, newest first, with the PNR of a booking they paid. */
export async function entriesPage(
  db: Database,
  filter: EntryFilter,
  page: { offset: number; limit: number },
) {
  const where = entryConditions(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
        code: walletEntries.code,
        kind: walletEntries.kind,
        amount: walletEntries.amount,
        currency: walletEntries.currency,
        balanceAfter: walletEntries.balanceAfter,
        description: walletEntries.description,
        createdAt: walletEntries.createdAt,
        pnr: bookings.pnr,
      })
      .from(walletEntries)
      .leftJoin(bookings, eq(bookings.id, walletEntries.bookingId))
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(walletEntries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
