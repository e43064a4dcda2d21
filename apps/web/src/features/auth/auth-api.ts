import type { UserInfo } from '@parvaz/domain/contracts/auth';
import { apiCall } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { authStore } from '../../lib/auth/auth-store';
import { readUserInfo } from '../../lib/auth/session-rules';
import { captchaBody, type CaptchaAnswer } from '../../lib/captcha/captcha-api';

/** A code was sent: the deadlines are on this device's clock (milliseconds). */
export interface CodeSent {
  mobile: string;
  resendAt: number;
  expiresAt: number;
  resendInSeconds: number;
  expiresInSeconds: number;
}

/**
 * The answers' schemas, loaded with the first answer: the sign-in pages wake without zod and the
 * phone-number metadata the account schemas bring (docs/rendering.md).
 */
const contracts = () => import('@parvaz/domain/contracts/auth');

async function toCodeSent(data: unknown): Promise<CodeSent> {
  const sent = (await contracts()).codeSentResponseSchema.parse(data);
  const now = Date.now();
  return {
    mobile: sent.mobile,
    resendAt: now + sent.resendInSeconds * 1000,
    expiresAt: now + sent.expiresInSeconds * 1000,
    resendInSeconds: sent.resendInSeconds,
    expiresInSeconds: sent.expiresInSeconds,
  };
}

/** Keeps the signed-in user beside the token the answer's session fields stored. */
async function rememberUser(data: unknown): Promise<UserInfo> {
  const { user } = (await contracts()).signedInResponseSchema.parse(data);
  authStore().getState().setUserInfo(readUserInfo(user));
  return user;
}

export function login(
  username: string,
  password: string,
  captcha: CaptchaAnswer | null,
): Promise<ApiResult<UserInfo>> {
  return apiCall(
    'auth/login',
    { username, password, ...captchaBody(captcha) },
    { quiet: true, parse: rememberUser },
  );
}

export interface RegisterInput {
  mobile: string;
  nationalCode: string;
  password: string;
  referrerCode: string;
}

export function register(
  input: RegisterInput,
  captcha: CaptchaAnswer,
): Promise<ApiResult<CodeSent>> {
  const body: Record<string, string> = {
    mobile: input.mobile,
    nationalCode: input.nationalCode,
    password: input.password,
    ...captchaBody(captcha),
  };
  if (input.referrerCode) body.referrerCode = input.referrerCode;
  return apiCall('auth/register', body, { quiet: true, parse: toCodeSent });
}

/** `auth/verify`: the sign-up code; a right one signs in. */
export function verifyCode(mobile: string, code: string): Promise<ApiResult<UserInfo>> {
  return apiCall('auth/verify', { mobile, code }, { quiet: true, parse: rememberUser });
}

export function resendCode(
  mobile: string,
  purpose: 'register' | 'reset',
): Promise<ApiResult<CodeSent>> {
  return apiCall('auth/resendCode', { mobile, purpose }, { quiet: true, parse: toCodeSent });
}

/** `auth/forgetPassword` `{ mobile, captcha }`: sends a code to set a new password with. */
export function requestPasswordReset(
  mobile: string,
  captcha: CaptchaAnswer,
): Promise<ApiResult<CodeSent>> {
  return apiCall(
    'auth/forgetPassword',
    { mobile, ...captchaBody(captcha) },
    { quiet: true, parse: toCodeSent },
  );
}

/**
 * `auth/forgetPassword` `{ mobile, code, password }`: sets the password. The answer may sign the
 * user in (then it carries the user); otherwise the user signs in with the new password.
 */
export function resetPassword(
  mobile: string,
  code: string,
  password: string,
): Promise<ApiResult<UserInfo | null>> {
  return apiCall(
    'auth/forgetPassword',
    { mobile, code, password },
    {
      quiet: true,
      parse: async (data) => {
        const signedIn = (await contracts()).signedInResponseSchema.safeParse(data);
        if (!signedIn.success || authStore().getState().token_expires_at === null) return null;
        return rememberUser(signedIn.data);
      },
    },
  );
}

/** `user/getInfo`: the signed-in user, to refresh the stored copy. */
export function fetchUserInfo(signal?: AbortSignal) {
  return apiCall(
    'user/getInfo',
    {},
    {
      signal,
      quiet: true,
      parse: async (data) => {
        const user = (await contracts()).userInfoSchema.parse(data);
        authStore().getState().setUserInfo(readUserInfo(user));
        return user;
      },
    },
  );
}
