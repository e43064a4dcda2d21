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

/** The stored session of spec section 3 "User session (auth)"; the expiry is in milliseconds. */
export interface AuthSession {
  user_info: UserInfo | null;
  token: string | null;
  /** Unix time in milliseconds, or null when the server gave no expiry. */
  token_expires_at: number | null;
}

/** The session fields any answer may carry (API.md "Calls"); the expiry is in seconds. */
export interface SessionFields {
  token?: string;
  token_expires_at?: number;
  is_login?: boolean;
}

export const signedOut: AuthSession = { user_info: null, token: null, token_expires_at: null };

export function hasStoredSession(session: AuthSession): boolean {
  return session.token !== null || session.user_info !== null;
}

/** A token is sent only while it is unexpired; a token without a known expiry counts as unexpired. */
export function isTokenUsable(session: AuthSession, now: number): boolean {
  if (session.token === null || session.token === '') return false;
  return session.token_expires_at === null || session.token_expires_at > now;
}

export function authorizationHeader(session: AuthSession, now: number): string | null {
  return isTokenUsable(session, now) ? `Bearer ${session.token}` : null;
}

/**
 * What to do with the stored session before a call and at start-up (spec section 4 "Session"):
 * a stored session whose token is expired or missing must be cleared and the user sent to '/'.
 */
export function checkSession(session: AuthSession, now: number): 'none' | 'active' | 'expired' {
  if (!hasStoredSession(session)) return 'none';
  return isTokenUsable(session, now) ? 'active' : 'expired';
}

/**
 * The session after an answer: `is_login: false` clears it; a token replaces the stored one and
 * its expiry becomes the answer's seconds × 1000; an expiry alone extends the current token.
 * Returns the same object when nothing changes.
 */
export function applySessionFields(session: AuthSession, fields: SessionFields): AuthSession {
  if (fields.is_login === false) return hasStoredSession(session) ? signedOut : session;
  const expiresAt = fields.token_expires_at === undefined ? null : fields.token_expires_at * 1000;
  if (fields.token !== undefined && fields.token !== '') {
    if (fields.token === session.token && expiresAt === session.token_expires_at) return session;
    return { ...session, token: fields.token, token_expires_at: expiresAt };
  }
  if (expiresAt !== null && session.token !== null && expiresAt !== session.token_expires_at) {
    return { ...session, token_expires_at: expiresAt };
  }
  return session;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads a user as the server or local storage holds it; null when it is not one. */
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

/** Reads a session saved in local storage, which anything may have changed. */
export function readStoredSession(value: unknown): AuthSession {
  if (!isRecord(value)) return signedOut;
  const token = typeof value.token === 'string' && value.token !== '' ? value.token : null;
  const expiry = value.token_expires_at;
  return {
    user_info: readUserInfo(value.user_info),
    token,
    token_expires_at: typeof expiry === 'number' && Number.isFinite(expiry) ? expiry : null,
  };
}
