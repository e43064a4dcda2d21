import { and, desc, eq } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { users, walletEntries } from '../../db/schema/index';

/** A user of this tenant (never another tenant's, whatever the id). */
export async function findTenantUser(db: Database, tenant: TenantId, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      mobile: users.mobile,
      nationalCode: users.nationalCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      referralCode: users.referralCode,
      avatar: users.avatar,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
  return row ?? null;
}

/** The wallet balance: the running balance of the user's latest entry in that currency. */
export async function walletBalance(db: Database, userId: number, currency: string) {
  const [row] = await db
    .select({ balance: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)))
    .orderBy(desc(walletEntries.sequence))
    .limit(1);
  return row?.balance ?? 0;
}
