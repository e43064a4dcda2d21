import { and, asc, desc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankReconciliations, payments } from '../../db/schema/payments';

export type StoredReconciliation = typeof bankReconciliations.$inferSelect;
export type NewReconciliation = Omit<typeof bankReconciliations.$inferInsert, 'id'>;

/**
 * The tenant's payments at a provider named by their tokens or by their ids (whichever `by`
 * says): id and token of each.
 */
export async function paymentsNamed(
  db: Database,
  named: { tenant: string; provider: string } & (
    { by: 'token'; values: readonly string[] } | { by: 'id'; values: readonly number[] }
  ),
) {
  if (named.values.length === 0) return [];
  return db
    .select({ id: payments.id, token: payments.providerToken })
    .from(payments)
    .where(
      and(
        eq(payments.tenant, named.tenant),
        eq(payments.provider, named.provider),
        named.by === 'token'
          ? inArray(payments.providerToken, [...named.values])
          : inArray(payments.id, [...named.values]),
      ),
    );
}

/**
 * Replaces what was stored for a tenant, provider and day by `rows` (one per currency): each
 * currency's row is written over, and a currency the day no longer has goes. An upsert, so two
 * processes storing the same day at once both succeed and the later one stands.
 */
export async function replaceReconciliations(
  db: Database,
  day: { tenant: string; provider: string; day: string },
  rows: readonly NewReconciliation[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows)
      await tx
        .insert(bankReconciliations)
        .values(row)
        .onConflictDoUpdate({
          target: [
            bankReconciliations.tenant,
            bankReconciliations.provider,
            bankReconciliations.day,
            bankReconciliations.currency,
          ],
          set: {
            bankTotal: row.bankTotal,
            ledgerTotal: row.ledgerTotal,
            differences: row.differences,
            ranAt: row.ranAt,
          },
        });
    await tx.delete(bankReconciliations).where(
      and(
        eq(bankReconciliations.tenant, day.tenant),
        eq(bankReconciliations.provider, day.provider),
        eq(bankReconciliations.day, day.day),
        rows.length > 0
          ? notInArray(
              bankReconciliations.currency,
              rows.map((row) => row.currency),
            )
          : undefined,
      ),
    );
  });
}

/** Whether anything is stored for the tenant's day at the provider. */
export async function hasReconciliation(
  db: Database,
  day: { tenant: string; provider: string; day: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: bankReconciliations.id })
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.tenant, day.tenant),
        eq(bankReconciliations.provider, day.provider),
        eq(bankReconciliations.day, day.day),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The tenant's stored days from `from` to `to` (inclusive), newest first. */
export async function reconciliationsBetween(
  db: Database,
  tenant: string,
  range: { from: string; to: string },
): Promise<StoredReconciliation[]> {
  return db
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.tenant, tenant),
        gte(bankReconciliations.day, range.from),
        lte(bankReconciliations.day, range.to),
      ),
    )
    .orderBy(
      desc(bankReconciliations.day),
      asc(bankReconciliations.provider),
      asc(bankReconciliations.currency),
    );
}
