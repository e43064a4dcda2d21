import { randomInt } from 'node:crypto';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig, TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hmacHex, sameDigest } from '../../platform/auth/keys';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import {
  codesSentSince,
  consumeCode,
  countAttempt,
  insertCode,
  latestCode,
  lockMobileForCodes,
  retireCodes,
} from './otp.repository';

/** Why a code is sent: a sign-up, a password reset, or a sign request's mobile (issue 19). */
export type OtpPurpose = 'register' | 'reset' | 'signRequest';

/** ARCHITECTURE.md "Security": 6 random digits, hashed, single use, 2 minutes, 5 attempts. */
export const otpPolicy = {
  lifetimeMs: 2 * 60 * 1000,
  resendAfterMs: 60 * 1000,
  maxAttempts: 5,
  perMobilePerHour: 5,
} as const;

const hourMs = 60 * 60 * 1000;

interface OtpTarget {
  tenant: TenantId;
  mobile: string;
  purpose: OtpPurpose;
}

function codeHash(key: Buffer, target: OtpTarget, code: string): string {
  return hmacHex(key, `${target.tenant}:${target.mobile}:${target.purpose}:${code}`);
}

/**
 * Creates a code for the mobile (pass the transaction that sends the SMS). Refuses before the
 * resend countdown is over and beyond five codes per mobile per hour; codes of one mobile are
 * issued one at a time, whichever process asks.
 */
export async function issueOtp(
  tx: Database,
  key: Buffer,
  target: OtpTarget,
  now: Date,
): Promise<string> {
  await lockMobileForCodes(tx, target.tenant, target.mobile);
  const latest = await latestCode(tx, target);
  const waitMs = latest ? latest.createdAt.getTime() + otpPolicy.resendAfterMs - now.getTime() : 0;
  if (waitMs > 0)
    throw new AppError('TOO_MANY_REQUESTS', 'resendTooEarly', {
      params: { seconds: Math.ceil(waitMs / 1000) },
    });
  const sent = await codesSentSince(
    tx,
    target.tenant,
    target.mobile,
    new Date(now.getTime() - hourMs),
  );
  if (sent >= otpPolicy.perMobilePerHour)
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  // An earlier code of the same purpose stops working when a new one is sent.
  await retireCodes(tx, target, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(tx, {
    ...target,
    codeHash: codeHash(key, target, code),
    expiresAt: new Date(now.getTime() + otpPolicy.lifetimeMs),
    createdAt: now,
  });
  return code;
}

/** Who a code's SMS is written for: the brand and the reader's language. */
export interface CodeReader {
  tenant: TenantConfig;
  t: Translate;
  lang: Language;
}

/** Creates a code and queues its SMS, in the transaction given (the SMS goes only if it commits). */
export async function queueCode(
  tx: Database,
  key: Buffer,
  reader: CodeReader,
  target: { mobile: string; purpose: OtpPurpose },
  now: Date,
): Promise<void> {
  const code = await issueOtp(tx, key, { tenant: reader.tenant.id, ...target }, now);
  await enqueueMessage(tx, {
    tenant: reader.tenant.id,
    channel: 'sms',
    recipient: target.mobile,
    body: reader.t('otpSms', { brand: reader.tenant.name[reader.lang], code }),
  });
}

const codeField = { fields: { code: 'codeWrong' as const } };
const expired = () => new AppError('EXPIRED', 'codeExpired', { fields: { code: 'codeExpired' } });

/**
 * Checks a code against the latest one sent. Every try is counted first and committed on its
 * own, so a wrong answer cannot be retried more than five times; answers the code's id for
 * `consumeOtp`.
 */
export async function checkOtp(
  db: Database,
  key: Buffer,
  target: OtpTarget,
  code: string,
  now: Date,
): Promise<number> {
  const latest = await latestCode(db, target);
  if (!latest) throw new AppError('VALIDATION', 'codeWrong', codeField);
  if (latest.consumedAt || latest.expiresAt.getTime() <= now.getTime()) throw expired();
  const counted = await countAttempt(db, latest.id, otpPolicy.maxAttempts);
  // Five wrong tries spent the code: only a new one helps.
  if (!counted) throw expired();
  if (!sameDigest(latest.codeHash, codeHash(key, target, code)))
    throw new AppError('VALIDATION', 'codeWrong', codeField);
  return latest.id;
}

/** Uses the code up; false when another request used it first. */
export async function consumeOtp(tx: Database, id: number, now: Date): Promise<boolean> {
  return consumeCode(tx, id, now);
}
