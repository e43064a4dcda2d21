import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Role } from '@parvaz/domain/roles';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/platform';

/** A session lives 24 hours; past half of it, any request extends it (and answers the token again). */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;

export type StaffOrCustomer = Exclude<Role, 'guest'>;

/**
 * The role of a user of this tenant, or null when the id names none there: the users module's
 * answer (it owns the accounts, decision 017), handed to the platform at composition.
 */
export type AccountOf = (
  db: Database,
  userId: number,
  tenant: TenantId,
) => Promise<{ role: StaffOrCustomer } | null>;

export interface SignedInUser {
  id: number;
  role: StaffOrCustomer;
  tenant: TenantId;
}

/** What the envelope may carry besides the data (API.md "Calls"). */
export interface SessionFields {
  token?: string;
  token_expires_at?: number;
  is_login?: boolean;
}

export interface IssuedSession {
  id: number;
  token: string;
  expiresAt: Date;
}

/** Only the SHA-256 of a token is stored: a copy of the table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The envelope fields of a sign-in (or a renewal when `isLogin` is left out). */
export function sessionFieldsOf(session: { token: string; expiresAt: Date }): SessionFields {
  return { token: session.token, token_expires_at: Math.floor(session.expiresAt.getTime() / 1000) };
}

export async function createSession(
  db: Database,
  userId: number,
  now: Date,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return { id: row.id, token, expiresAt };
}

export interface Authenticated {
  user: SignedInUser;
  sessionId: number;
  /** When the session ends (after a renewal, the new end). */
  expiresAt: Date;
  /** Set when the session was extended by this request: the token and its new expiry. */
  renewed?: { token: string; expiresAt: Date };
}

const tokenPattern = /^[\w-]{20,128}$/;

/**
 * The user of a bearer token on this tenant, or null when the token is unknown, expired,
 * revoked or belongs to another tenant's user. Extends the session past half of its life.
 */
export async function authenticate(
  db: Database,
  token: string,
  tenant: TenantId,
  now: Date,
  accountOf: AccountOf,
): Promise<Authenticated | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const account = await accountOf(db, row.userId, tenant);
  if (!account) return null;
  const user: SignedInUser = { id: row.userId, role: account.role, tenant };
  if (row.expiresAt.getTime() - now.getTime() >= sessionLifetimeMs / 2)
    return { user, sessionId: row.sessionId, expiresAt: row.expiresAt };
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  const [extended] = await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!extended) return null;
  return { user, sessionId: row.sessionId, expiresAt, renewed: { token, expiresAt } };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, but the one given (a password change keeps its own). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  now: Date,
  except?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}
