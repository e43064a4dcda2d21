import { authorizationHeader, type AuthSession } from '../auth/session-rules';

export interface HeaderInputs {
  /** The active language; left out before it is known so the server uses the tenant's default. */
  language: string | null;
  userType: string;
  session: AuthSession;
  clubMode: boolean;
  /** A tenant chosen by `?tenant=`; otherwise the server decides by host. */
  tenant: string | null;
  now: number;
}

/** The headers of every call (spec section 7, API.md "Calls"). */
export function buildHeaders(input: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    accept: 'application/json',
    'user-type': input.userType || 'user',
  };
  if (input.language) headers.lang = input.language;
  const authorization = authorizationHeader(input.session, input.now);
  if (authorization) headers.authorization = authorization;
  if (input.clubMode) headers['club-mode'] = '1';
  if (input.tenant) headers['x-tenant'] = input.tenant;
  return headers;
}
