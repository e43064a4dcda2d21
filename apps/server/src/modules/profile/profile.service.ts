import type { UserInfo } from '@parvaz/domain/contracts/auth';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { getUserInfo, updateNamesAndEmail } from '../users/users.api';

/** The profile form: names and e-mail; the mobile and national code do not change here. */
export async function updateProfile(
  db: Database,
  user: { id: number; tenant: TenantId },
  input: { firstName: string; lastName: string; email: string },
): Promise<UserInfo> {
  await updateNamesAndEmail(db, user.tenant, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email || null,
  });
  return getUserInfo(db, user.tenant, user.id);
}
