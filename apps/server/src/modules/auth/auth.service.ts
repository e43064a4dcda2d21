import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  passwordProblem,
  type changePasswordRequestSchema,
  type forgetPasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type resendCodeRequestSchema,
  type UserInfo,
  type verifyRequestSchema,
} from '@parvaz/domain/contracts/auth';
import type { MessageKey } from '@parvaz/domain/messages';
import { isIranianNationalCode, isTcKimlik } from '@parvaz/domain/passengers/identity';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { consumeCaptcha } from '../../platform/auth/captcha';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../../platform/auth/passwords';
import { clear, count, hit, hitOrRefuse } from '../../platform/auth/rate-limit';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type IssuedSession,
} from '../../platform/auth/sessions';
import type { Translate } from '../../platform/translator';
import {
  getUserInfo,
  clearFailedLogins,
  deleteUnverified,
  findByMobile,
  findByUsername,
  findClaimants,
  findPasswordHash,
  insertCustomer,
  markVerified,
  recordFailedLogin,
  referrerExists,
  setPasswordHash,
  updateUnverified,
} from '../users/users.api';
import { checkOtp, consumeOtp, otpPolicy, queueCode, type OtpPurpose } from './otp';
import { isUniqueViolation } from '../../platform/database-errors';

/** Everything a call needs besides its input. */
export interface AuthContext {
  db: Database;
  now: Date;
  tenant: TenantConfig;
  t: Translate;
  /** The caller's language, for the SMS text. */
  lang: keyof TenantConfig['name'];
  ip: string;
  keys: { otp: Buffer; captcha: Buffer };
}

const minute = 60 * 1000;

/** ARCHITECTURE.md "Security": limits on sign-in, codes and captchas, per account and per IP. */
export const authLimits = {
  loginPerIp: { max: 30, windowMs: 10 * minute },
  captchaAfterFailures: { max: 3, windowMs: 15 * minute },
  lockAfterFailures: { max: 10, windowMs: 15 * minute, lockMs: 15 * minute },
  codesPerIp: { max: 30, windowMs: 60 * minute },
  captchasPerIp: { max: 60, windowMs: 10 * minute },
  changePasswordPerUser: { max: 10, windowMs: 15 * minute },
} as const;

type Input<S extends z.ZodType> = z.output<S>;

export interface CodeSent {
  mobile: string;
  resendInSeconds: number;
  expiresInSeconds: number;
}

export interface SignedIn {
  session: IssuedSession;
  user: UserInfo;
}

function invalid(field: string, key: MessageKey): AppError {
  return new AppError('VALIDATION', key, { fields: { [field]: key } });
}

/** A mobile in any local form of the tenant's country, as E.164. */
function tenantMobile(tenant: TenantConfig, text: string): string | null {
  return normalizeMobile(text, tenantPhoneRegion[tenant.defaultNationality]);
}

function parseMobile(tenant: TenantConfig, text: string, field = 'mobile'): string {
  const mobile = tenantMobile(tenant, text);
  if (!mobile) throw invalid(field, 'invalidMobile');
  return mobile;
}

/**
 * National codes with check digits (PRODUCT.md decision 8): Iranian, and Turkish TC Kimlik;
 * on Omani brands also the civil number (8 digits, no public check digit).
 */
export function isValidNationalCode(tenant: TenantConfig, code: string): boolean {
  if (isIranianNationalCode(code) || isTcKimlik(code)) return true;
  return tenant.defaultNationality === 'OMN' && /^[1-9]\d{7}$/.test(code);
}

function limit(
  ctx: AuthContext,
  key: string,
  rule: { max: number; windowMs: number },
): Promise<void> {
  return hitOrRefuse(ctx.db, { key, rule, message: 'tooManyRequests' }, ctx.now);
}

export function codeSent(mobile: string): CodeSent {
  return {
    mobile,
    resendInSeconds: otpPolicy.resendAfterMs / 1000,
    expiresInSeconds: otpPolicy.lifetimeMs / 1000,
  };
}

/** Creates a code and queues its SMS in one transaction. */
async function sendCode(
  ctx: AuthContext,
  tx: Database,
  mobile: string,
  purpose: OtpPurpose,
): Promise<void> {
  await queueCode(tx, ctx.keys.otp, ctx, { mobile, purpose }, ctx.now);
}

export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** `auth/register`: an unverified customer and a code by SMS. */
export async function register(
  ctx: AuthContext,
  input: Input<typeof registerRequestSchema>,
): Promise<CodeSent> {
  if (!ctx.tenant.signupAllow) throw new AppError('FORBIDDEN', 'signupClosed');
  const mobile = parseMobile(ctx.tenant, input.mobile);
  if (!isValidNationalCode(ctx.tenant, input.nationalCode))
    throw invalid('nationalCode', 'invalidNationalId');
  const weak = passwordProblem(input.password);
  if (weak) throw invalid('password', weak);
  const referredBy = input.referrerCode || null;
  if (referredBy && !(await referrerExists(ctx.db, ctx.tenant.id, referredBy)))
    throw invalid('referrerCode', 'invalidValue');
  await consumeCaptcha(ctx.db, ctx.keys.captcha, ctx.tenant.id, input, ctx.now);
  await limit(ctx, `otp:ip:${ctx.ip}`, authLimits.codesPerIp);
  const passwordHash = await hashPassword(input.password);
  const nationalCode = input.nationalCode;
  try {
    await ctx.db.transaction(async (tx) => {
      const claimants = await findClaimants(tx, ctx.tenant.id, mobile, nationalCode);
      if (claimants.some((c) => c.verifiedAt)) throw new AppError('CONFLICT', 'accountExists');
      const [keep, ...others] = claimants;
      await deleteUnverified(
        tx,
        others.map((c) => c.id),
      );
      if (keep)
        await updateUnverified(tx, keep.id, { mobile, nationalCode, passwordHash, referredBy });
      else
        await insertCustomer(tx, {
          tenant: ctx.tenant.id,
          mobile,
          nationalCode,
          passwordHash,
          referralCode: newReferralCode(),
          referredBy,
          createdAt: ctx.now,
        });
      await sendCode(ctx, tx, mobile, 'register');
    });
  } catch (error) {
    // Two sign-ups racing for one mobile or national code: the loser sees the winner's account.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'accountExists');
    throw error;
  }
  return codeSent(mobile);
}

/**
 * `auth/resendCode`: another code once the countdown is over. Answers alike whether or not
 * there is an account waiting for it, and sends only when there is.
 */
export async function resendCode(
  ctx: AuthContext,
  input: Input<typeof resendCodeRequestSchema>,
): Promise<CodeSent> {
  if (input.purpose === 'register' && !ctx.tenant.signupAllow)
    throw new AppError('FORBIDDEN', 'signupClosed');
  const mobile = parseMobile(ctx.tenant, input.mobile);
  await limit(ctx, `otp:ip:${ctx.ip}`, authLimits.codesPerIp);
  const user = await findByMobile(ctx.db, ctx.tenant.id, mobile);
  const waiting = input.purpose === 'register' ? user && !user.verifiedAt : user?.verifiedAt;
  if (waiting) await ctx.db.transaction((tx) => sendCode(ctx, tx, mobile, input.purpose));
  return codeSent(mobile);
}

/** `auth/verify`: the sign-up code; a right one verifies the mobile and signs in. */
export async function verify(
  ctx: AuthContext,
  input: Input<typeof verifyRequestSchema>,
): Promise<SignedIn> {
  if (!ctx.tenant.signupAllow) throw new AppError('FORBIDDEN', 'signupClosed');
  const mobile = parseMobile(ctx.tenant, input.mobile);
  const target = { tenant: ctx.tenant.id, mobile, purpose: 'register' as const };
  const codeId = await checkOtp(ctx.db, ctx.keys.otp, target, input.code, ctx.now);
  const { session, userId } = await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, codeId, ctx.now))) throw invalid('code', 'codeWrong');
    const user = await markVerified(tx, ctx.tenant.id, mobile, ctx.now);
    if (!user) throw invalid('code', 'codeWrong');
    return { session: await createSession(tx, user.id, ctx.now), userId: user.id };
  });
  return { session, user: await getUserInfo(ctx.db, ctx.tenant.id, userId) };
}

/** Customers sign in only where the tenant has customer login; staff everywhere (PRODUCT.md decision 3). */
const customerRole = 'customer';

/**
 * `auth/login` by national code or mobile. The same answer whether the account exists or the
 * password is wrong, and the same time (a password check runs either way).
 */
export async function login(
  ctx: AuthContext,
  input: Input<typeof loginRequestSchema>,
): Promise<SignedIn> {
  const { db, now, tenant } = ctx;
  await limit(ctx, `login:ip:${ctx.ip}`, authLimits.loginPerIp);
  const mobile = tenantMobile(tenant, input.username);
  const username = mobile ?? input.username;
  const userKey = `login-fail:user:${tenant.id}:${username}`;
  const ipKey = `login-fail:ip:${ctx.ip}`;
  const { max, windowMs } = authLimits.captchaAfterFailures;
  const [userFailures, ipFailures] = await Promise.all([
    count(db, userKey, windowMs, now),
    count(db, ipKey, windowMs, now),
  ]);
  if (userFailures >= max || ipFailures >= max)
    await consumeCaptcha(db, ctx.keys.captcha, tenant.id, input, now);

  const user = await findByUsername(db, tenant.id, input.username, mobile);
  if (user?.lockedUntil && user.lockedUntil.getTime() > now.getTime())
    throw new AppError('ACCOUNT_LOCKED', 'accountLocked');
  const passwordOk = user
    ? await verifyPassword(input.password, user.passwordHash)
    : (await spendPasswordCheck(input.password), false);
  if (!user || !passwordOk) {
    await Promise.all([hit(db, userKey, windowMs, now), hit(db, ipKey, windowMs, now)]);
    if (user) {
      const lock = authLimits.lockAfterFailures;
      const failures = await hit(db, `login-fail:account:${user.id}`, lock.windowMs, now);
      await recordFailedLogin(
        db,
        user.id,
        failures,
        failures >= lock.max ? new Date(now.getTime() + lock.lockMs) : null,
      );
    }
    throw new AppError('VALIDATION', 'loginFailed');
  }
  if (!user.verifiedAt) throw new AppError('FORBIDDEN', 'accountNotVerified');
  if (user.role === customerRole && !tenant.usersLogin)
    throw new AppError('FORBIDDEN', 'loginClosed');
  await Promise.all([
    clear(db, userKey),
    clear(db, `login-fail:account:${user.id}`),
    clearFailedLogins(db, user.id),
  ]);
  const session = await createSession(db, user.id, now);
  return { session, user: await getUserInfo(db, tenant.id, user.id) };
}

/**
 * `auth/forgetPassword`: `{ mobile, captcha }` sends a reset code (the same answer when there
 * is no such account, but no SMS); `{ mobile, code, password }` sets the new password, uses
 * the code up and signs every session of the account out.
 */
export async function forgetPassword(
  ctx: AuthContext,
  input: Input<typeof forgetPasswordRequestSchema>,
): Promise<CodeSent | { ok: true }> {
  const mobile = parseMobile(ctx.tenant, input.mobile);
  if (!input.code) {
    await consumeCaptcha(ctx.db, ctx.keys.captcha, ctx.tenant.id, input, ctx.now);
    await limit(ctx, `otp:ip:${ctx.ip}`, authLimits.codesPerIp);
    const user = await findByMobile(ctx.db, ctx.tenant.id, mobile);
    if (user?.verifiedAt) await ctx.db.transaction((tx) => sendCode(ctx, tx, mobile, 'reset'));
    return codeSent(mobile);
  }
  const password = input.password ?? '';
  const weak = passwordProblem(password);
  if (weak) throw invalid('password', weak);
  if (!/^\d{6}$/.test(input.code)) throw invalid('code', 'codeWrong');
  const target = { tenant: ctx.tenant.id, mobile, purpose: 'reset' as const };
  const codeId = await checkOtp(ctx.db, ctx.keys.otp, target, input.code, ctx.now);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const user = await findByMobile(tx, ctx.tenant.id, mobile);
    if (!user || !(await consumeOtp(tx, codeId, ctx.now))) throw invalid('code', 'codeWrong');
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, ctx.now);
    await clear(tx, `login-fail:account:${user.id}`);
  });
  return { ok: true };
}

/** `auth/changePassword`: the old password proves it is the owner; other sessions end. */
export async function changePassword(
  ctx: AuthContext,
  signedIn: { id: number; sessionId: number },
  input: Input<typeof changePasswordRequestSchema>,
): Promise<{ ok: true }> {
  if (input.password !== input.confirmPassword)
    throw invalid('confirmPassword', 'passwordConflict');
  const weak = passwordProblem(input.password);
  if (weak) throw invalid('password', weak);
  await limit(ctx, `change-password:user:${signedIn.id}`, authLimits.changePasswordPerUser);
  const stored = await findPasswordHash(ctx.db, ctx.tenant.id, signedIn.id);
  if (!stored || !(await verifyPassword(input.oldPassword, stored)))
    throw invalid('oldPassword', 'passwordConflict');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, signedIn.id, passwordHash);
    await revokeUserSessions(tx, signedIn.id, ctx.now, signedIn.sessionId);
  });
  return { ok: true };
}

/** `auth/logout`: this session ends. */
export async function logout(ctx: AuthContext, sessionId: number): Promise<{ ok: true }> {
  await revokeSession(ctx.db, sessionId, ctx.now);
  return { ok: true };
}
