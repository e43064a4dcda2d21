import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxBankMovements, sandboxBankTransactions } from '../../db/schema/sandbox-bank';

export type BankTransaction = typeof sandboxBankTransactions.$inferSelect;
export type MovementKind = (typeof sandboxBankMovements.$inferInsert)['kind'];

/** Writes one line of the bank's own movement log, in the same transaction as the move. */
export async function logMovement(
  tx: Database,
  row: { token: string; amount: number; currency: string },
  kind: MovementKind,
  settled: boolean,
  at: Date,
): Promise<void> {
  await tx.insert(sandboxBankMovements).values({
    token: row.token,
    kind,
    amount: row.amount,
    currency: row.currency,
    settled,
    at,
  });
}

export async function bankTransactionOf(
  db: Database,
  token: string,
): Promise<BankTransaction | undefined> {
  const [row] = await db
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.token, token));
  return row;
}

/** The transaction locked for the rest of the caller's transaction. */
export async function lockBankTransaction(
  tx: Database,
  token: string,
): Promise<BankTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.token, token))
    .for('update');
  return row;
}

export async function insertBankTransaction(
  tx: Database,
  values: typeof sandboxBankTransactions.$inferInsert,
): Promise<void> {
  await tx.insert(sandboxBankTransactions).values(values);
}

/** The line a move writes in the bank's movement log, for the amount of the row it moved. */
export interface LoggedAs {
  kind: MovementKind;
  settled: boolean;
  at: Date;
}

/**
 * Moves a transaction in status `from` (any, when null) with `values`; answers the row moved, or
 * undefined when it was not in that status. With `loggedAs`, the move's line in the bank's log
 * is written by the same statement: both or neither.
 */
export async function moveBankTransaction(
  tx: Database,
  token: string,
  from: BankTransaction['status'] | null,
  values: Partial<typeof sandboxBankTransactions.$inferInsert>,
  loggedAs?: LoggedAs,
): Promise<BankTransaction | undefined> {
  const move = tx
    .update(sandboxBankTransactions)
    .set(values)
    .where(
      and(
        eq(sandboxBankTransactions.token, token),
        from ? eq(sandboxBankTransactions.status, from) : undefined,
      ),
    )
    .returning();
  if (!loggedAs) return (await move)[0];
  const moved = tx.$with('moved').as(move);
  const logged = tx.$with('logged', {}).as(
    sql`insert into ${sandboxBankMovements} (token, kind, amount, currency, settled, at)
        select token, ${loggedAs.kind}, amount, currency, ${loggedAs.settled}, ${loggedAs.at.toISOString()}::timestamptz
          from ${moved}`,
  );
  const [row] = await tx.with(moved, logged).select().from(moved);
  return row;
}

/**
 * Adds `amount` to what a verified transaction has given back, only while the total stays within
 * the amount paid (the table's CHECK holds it too); the row moved, or undefined.
 */
export async function addRefunded(tx: Database, token: string, amount: number, at: Date) {
  const [moved] = await tx
    .update(sandboxBankTransactions)
    .set({ refunded: sql`${sandboxBankTransactions.refunded} + ${amount}`, updatedAt: at })
    .where(
      and(
        eq(sandboxBankTransactions.token, token),
        eq(sandboxBankTransactions.status, 'verified'),
        sql`${sandboxBankTransactions.refunded} + ${amount} <= ${sandboxBankTransactions.amount}`,
      ),
    )
    .returning({
      token: sandboxBankTransactions.token,
      currency: sandboxBankTransactions.currency,
    });
  return moved;
}

/** A merchant's movements that count as settled money, in [from, to), in the order written. */
export async function settledMovementsBetween(
  tx: Database,
  merchant: string,
  from: Date,
  to: Date,
) {
  return tx
    .select({
      token: sandboxBankMovements.token,
      kind: sandboxBankMovements.kind,
      amount: sandboxBankMovements.amount,
      currency: sandboxBankMovements.currency,
      at: sandboxBankMovements.at,
    })
    .from(sandboxBankMovements)
    .innerJoin(
      sandboxBankTransactions,
      eq(sandboxBankTransactions.token, sandboxBankMovements.token),
    )
    .where(
      and(
        eq(sandboxBankTransactions.merchant, merchant),
        eq(sandboxBankMovements.settled, true),
        gte(sandboxBankMovements.at, from),
        lt(sandboxBankMovements.at, to),
      ),
    )
    .orderBy(asc(sandboxBankMovements.id));
}
