import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

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
