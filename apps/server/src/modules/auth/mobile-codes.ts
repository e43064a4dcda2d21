import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig, TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { loadSigningSecret } from '../../platform/app-secret';
import { deriveKey } from '../../platform/auth/keys';
import { hitOrRefuse } from '../../platform/auth/rate-limit';
import type { Translate } from '../../platform/translator';
import { authLimits, codeSent, type CodeSent } from './auth.service';
import { checkOtp, consumeOtp, queueCode } from './otp';

/** Codes other modules send to confirm a mobile: each purpose of its own, beside auth's own. */
export type MobileCodePurpose = 'signRequest';

const otpKeys = new WeakMap<Database, Promise<Buffer>>();

/** The key codes are hashed with, the same one auth's routes derive from the signing secret. */
function otpKeyOf(db: Database): Promise<Buffer> {
  let key = otpKeys.get(db);
  if (!key) {
    key = loadSigningSecret(db).then((secret) => deriveKey(secret, 'otp'));
    otpKeys.set(db, key);
  }
  return key;
}

export interface MobileCodeContext {
  db: Database;
  now: Date;
  tenant: TenantConfig;
  /** The reader's language, for the SMS. */
  t: Translate;
  lang: Language;
  ip: string;
}

/**
 * Sends a code by SMS to a mobile (E.164) under auth's rules: six digits, two minutes, a minute
 * before another, five an hour per mobile, thirty an hour per IP.
 */
export async function sendMobileCode(
  ctx: MobileCodeContext,
  mobile: string,
  purpose: MobileCodePurpose,
): Promise<CodeSent> {
  const rule = authLimits.codesPerIp;
  await hitOrRefuse(ctx.db, { key: `otp:ip:${ctx.ip}`, rule, message: 'tooManyRequests' }, ctx.now);
  const key = await otpKeyOf(ctx.db);
  await ctx.db.transaction((tx) => queueCode(tx, key, ctx, { mobile, purpose }, ctx.now));
  return codeSent(mobile);
}

/**
 * Checks a code against the latest sent for the purpose (each wrong try counted, five at most);
 * answers its id, to be used up with `useMobileCode` in the transaction that relies on it.
 */
export async function checkMobileCode(
  db: Database,
  target: { tenant: TenantId; mobile: string; purpose: MobileCodePurpose },
  code: string,
  now: Date,
): Promise<number> {
  return checkOtp(db, await otpKeyOf(db), target, code, now);
}

/** Uses a checked code up; false when another request used it first. */
export function useMobileCode(tx: Database, id: number, now: Date): Promise<boolean> {
  return consumeOtp(tx, id, now);
}
