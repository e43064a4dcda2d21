import type { UserInfo } from '@parvaz/domain/contracts/auth';
import type { Currency } from '@parvaz/domain/format/money';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findTenantUser, walletBalance } from './users.repository';

/** The currency a tenant's wallets are kept in. */
export function walletCurrency(tenant: TenantId): Currency {
  return tenant === 'sepehran' ? 'IRR' : 'USD';
}

/** `user/getInfo`: the profile and the wallet credit; never the password hash. */
export async function getUserInfo(
  db: Database,
  tenant: TenantId,
  userId: number,
): Promise<UserInfo> {
  const user = await findTenantUser(db, tenant, userId);
  if (!user) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  const currency = walletCurrency(tenant);
  return {
    id: user.id,
    role: user.role,
    mobile: user.mobile,
    nationalCode: user.nationalCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    referralCode: user.referralCode,
    avatar: user.avatar,
    credit: { amount: await walletBalance(db, user.id, currency), currency },
  };
}
