import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { insertStaffAccount } from '../users/users.api';
import { isUniqueViolation } from '../../platform/database-errors';
import { newReferralCode } from './auth.service';

/**
 * What an account without a password holds in place of a hash: no password ever matches it
 * (it is not a scrypt hash), so it signs in only after its owner sets one by the reset flow.
 */
const noPassword = 'unset';

export interface PasswordlessAccount {
  tenant: TenantId;
  role: 'agency' | 'airline';
  /** E.164, already confirmed by a code. */
  mobile: string;
  /** What the account signs in with besides the mobile: the company's national id. */
  nationalCode: string;
  email: string | null;
  agencyId: number | null;
  now: Date;
}

/**
 * Opens an agency's or an airline's first account in the caller's transaction: verified, with no
 * password. A mobile or national code the brand already has an account for is a 409.
 */
export async function createPasswordlessAccount(
  tx: Database,
  account: PasswordlessAccount,
): Promise<number> {
  try {
    return await insertStaffAccount(tx, {
      ...account,
      passwordHash: noPassword,
      referralCode: newReferralCode(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'signRequestAccountExists');
    throw error;
  }
}

/**
 * The reset page with the account's mobile filled in: the owner asks for a code there (with a
 * captcha) and sets a password. The link carries no secret, so a forwarded mail opens nothing.
 */
export function passwordSetPath(mobile: string): string {
  return `/forgetPassword?mobile=${encodeURIComponent(mobile)}`;
}
