import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema/auth';

/** Whom a code is sent to, and why. */
export interface OtpKey {
  tenant: string;
  mobile: string;
  purpose: 'register' | 'reset' | 'signRequest';
}

/** Until the transaction ends, no other process issues a code to the same mobile. */
export async function lockMobileForCodes(tx: Database, tenant: string, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${tenant}:${mobile}`}))`);
}

/** The newest code sent to a mobile for a purpose. */
export async function latestCode(db: Database, key: OtpKey) {
  const [latest] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      expiresAt: otpCodes.expiresAt,
      consumedAt: otpCodes.consumedAt,
      createdAt: otpCodes.createdAt,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.tenant, key.tenant),
        eq(otpCodes.mobile, key.mobile),
        eq(otpCodes.purpose, key.purpose),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return latest;
}

/** How many codes (of any purpose) the mobile was sent after `since`. */
export async function codesSentSince(
  tx: Database,
  tenant: string,
  mobile: string,
  since: Date,
): Promise<number> {
  const [sent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.tenant, tenant), eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, since)),
    );
  return sent?.count ?? 0;
}

/** Ends every unused code of the mobile for the purpose. */
export async function retireCodes(tx: Database, key: OtpKey, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.tenant, key.tenant),
        eq(otpCodes.mobile, key.mobile),
        eq(otpCodes.purpose, key.purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Database, values: typeof otpCodes.$inferInsert) {
  await tx.insert(otpCodes).values(values);
}

/**
 * Counts one more try at an unused code that has tries left; false when it has none (or was
 * used), so the try must not be checked.
 */
export async function countAttempt(db: Database, id: number, maxAttempts: number) {
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: otpCodes.attempts });
  return counted !== undefined;
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(tx: Database, id: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return !!row;
}
