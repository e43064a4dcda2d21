import type { FastifyRequest } from 'fastify';
import { roles, type Role } from '@parvaz/domain/roles';
import type { Database } from '../../db/client';
import { AppError } from '../app-error';
import { callSessionToken } from './session-cookie';
import { authenticate, type AccountOf } from './sessions';

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * The session token a request presents: `Authorization: Bearer <token>` (outside clients), else
 * the session cookie on a call of the web app (`session-cookie.ts`); undefined when it presents
 * none. An empty Authorization header presents none; a malformed one an unusable token (null).
 */
export function presentedToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') return bearer.exec(header)?.[1] ?? null;
  if (header !== undefined) return undefined;
  return callSessionToken(request) ?? undefined;
}

/**
 * Signs the request in by the token it presents (`presentedToken`, or the page's session cookie
 * the page renderer passes), once per request. A token
 * that signs nobody in on this tenant leaves the request a guest's and makes the answer say
 * `is_login: false`, so the client forgets it (API.md "Calls"). The session's user is read by
 * the users module (`accountOf`, handed in at composition): the platform owns the sessions, not
 * the accounts (decision 017).
 */
export async function authenticateRequest(
  request: FastifyRequest,
  db: Database,
  now: Date,
  token: string | null | undefined,
  accountOf: AccountOf,
): Promise<void> {
  request.user = null;
  request.sessionId = null;
  request.sessionFields = undefined;
  if (token === undefined) return;
  const found = token ? await authenticate(db, token, request.tenant.id, now, accountOf) : null;
  if (!found) {
    request.sessionFields = { is_login: false };
    return;
  }
  request.user = found.user;
  request.sessionId = found.sessionId;
  request.sessionExpiresAt = found.expiresAt;
  request.role = found.user.role;
  if (found.renewed)
    request.sessionFields = {
      token: found.renewed.token,
      token_expires_at: Math.floor(found.renewed.expiresAt.getTime() / 1000),
    };
}

/** Every role that signs in (all but 'guest'). */
export const signedInRoles = roles.filter((role) => role !== 'guest');

/** A guest is told to sign in (401); a signed-in user of another role is refused (403). */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): void {
  if (!request.user) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  if (!roles.includes(request.user.role)) throw new AppError('FORBIDDEN', 'forbidden');
}

/** The signed-in user of a route registered with `roles` (the route's hook has checked it). */
export function signedInUser(request: FastifyRequest) {
  if (!request.user || request.sessionId === null)
    throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  return { ...request.user, sessionId: request.sessionId };
}
