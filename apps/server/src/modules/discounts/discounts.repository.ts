import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes } from '../../db/schema/discounts';

export async function discountCodeOf(db: Database, tenant: string, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenant, tenant), eq(discountCodes.code, code)));
  return row;
}

/** Counts one use unless the code ran out or ran out of time meanwhile. */
export async function useDiscountCode(tx: Database, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        sql`${discountCodes.used} < ${discountCodes.maxUses}`,
        sql`${discountCodes.validUntil} > ${now}`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}
