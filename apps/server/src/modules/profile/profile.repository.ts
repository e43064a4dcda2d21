import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

export async function updateNamesAndEmail(
  db: Database,
  tenant: string,
  userId: number,
  values: { firstName: string; lastName: string; email: string | null },
): Promise<void> {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
}
