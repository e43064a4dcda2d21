import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { sessionCookie, webSessionHeader } from '@parvaz/domain/contracts/start-up';
import type { SessionFields } from './sessions';

/** A page the server renders: what it shows may follow the visitor's session cookie. */
function isPageRequest(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !request.url.startsWith('/api/') && request.url !== '/api';
}

/** A call of the web app itself: the header no other site can add without a CORS grant. */
function isWebAppCall(request: FastifyRequest): boolean {
  return request.headers[webSessionHeader.name] === webSessionHeader.value;
}

/**
 * The browser's own word on where a request comes from (Fetch Metadata): a call sent by another
 * site never uses the session, even should a header be forged past CORS. A request that does not
 * say (an older browser, the server's own page render) falls back on the header rule.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Whether the request's session lives in the cookie: the web app's calls, and the pages the
 * server renders. Its answers then set the cookie instead of carrying the token.
 */
export function usesSessionCookie(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return false;
  return isPageRequest(request) || isWebAppCall(request);
}

function cookieToken(request: FastifyRequest): string | null {
  const token = parseCookie(request.headers.cookie ?? '')[sessionCookie];
  return token === undefined || token === '' ? null : token;
}

/**
 * The token of the session cookie on a call of the web app from its own pages; a cross-site call
 * is a guest's. Assets never read it (no session query for a picture).
 */
export function callSessionToken(request: FastifyRequest): string | null {
  if (request.headers.authorization !== undefined || !isWebAppCall(request)) return null;
  return isCrossSite(request) ? null : cookieToken(request);
}

/** The token of the session cookie on a page the server renders (reading it changes nothing). */
export function pageSessionToken(request: FastifyRequest): string | null {
  return isPageRequest(request) ? cookieToken(request) : null;
}

function cookieFor(request: FastifyRequest, token: string, expires: Date): string {
  return stringifySetCookie({
    name: sessionCookie,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

/**
 * The session fields an answer carries, having set or cleared the cookie for a web-app request:
 * a sign-in or renewal sets it (the token never reaches a script), `is_login: false` clears it.
 * Outside clients (Bearer) get the fields as they are (API.md "Calls").
 */
export function answerSessionFields(
  request: FastifyRequest,
  reply: FastifyReply,
): SessionFields | undefined {
  const fields = request.sessionFields;
  if (!fields || !usesSessionCookie(request)) return fields;
  const { token, ...rest } = fields;
  if (token !== undefined && rest.token_expires_at !== undefined)
    reply.header('set-cookie', cookieFor(request, token, new Date(rest.token_expires_at * 1000)));
  else if (rest.is_login === false) reply.header('set-cookie', cookieFor(request, '', new Date(0)));
  return rest;
}
