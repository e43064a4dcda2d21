/** The signed-in user as `user/getInfo` describes it (API.md "Accounts"). */
export interface UserInfo {
  id: string | number;
  mobile?: string;
  nationalCode?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
  credit?: { amount: number; currency: string };
}

/**
 * The session of spec section 3 "User session (auth)" as the web app holds it: who is signed in
 * and until when (in milliseconds). The token itself lives in an httpOnly cookie no script reads
 * (docs/decisions/015-session-cookie.md).
 */
export interface AuthSession {
  user_info: UserInfo | null;
  /** Unix time in milliseconds, or null when the server gave no expiry. */
  token_expires_at: number | null;
}

/** The session fields an answer to the web app may carry (API.md "Calls"); the expiry is in seconds. */
export interface SessionFields {
  token_expires_at?: number;
  is_login?: boolean;
}

export const signedOut: AuthSession = { user_info: null, token_expires_at: null };

/**
 * What to do with the session before a call and at start-up (spec section 4 "Session"): a
 * session whose expiry has passed is cleared and the user sent to '/'.
 */
export function checkSession(session: AuthSession, now: number): 'none' | 'active' | 'expired' {
  if (session.user_info === null) return 'none';
  const { token_expires_at: expiresAt } = session;
  return expiresAt === null || expiresAt > now ? 'active' : 'expired';
}

/**
 * The session after an answer: `is_login: false` clears it; an expiry (seconds) becomes the
 * session's, in milliseconds (a sign-in's answer carries it before the user is known). Returns
 * the same object when nothing changes.
 */
export function applySessionFields(session: AuthSession, fields: SessionFields): AuthSession {
  if (fields.is_login === false) return session === signedOut ? session : signedOut;
  if (fields.token_expires_at === undefined) return session;
  const expiresAt = fields.token_expires_at * 1000;
  return expiresAt === session.token_expires_at
    ? session
    : { ...session, token_expires_at: expiresAt };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads a user as the server describes it; null when it is not one. */
export function readUserInfo(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  const { id } = value;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const user: UserInfo = { id };
  for (const key of ['mobile', 'nationalCode', 'firstName', 'lastName', 'email', 'role'] as const) {
    const text = optionalString(value[key]);
    if (text !== undefined) user[key] = text;
  }
  const { credit } = value;
  if (
    isRecord(credit) &&
    typeof credit.amount === 'number' &&
    typeof credit.currency === 'string'
  ) {
    user.credit = { amount: credit.amount, currency: credit.currency };
  }
  return user;
}
