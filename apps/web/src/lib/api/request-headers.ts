import { webSessionHeader } from '@parvaz/domain/contracts/start-up';

export interface HeaderInputs {
  /** The active language; left out before it is known so the server uses the tenant's default. */
  language: string | null;
  userType: string;
  clubMode: boolean;
  /** A tenant chosen by `?tenant=`; otherwise the server decides by host. */
  tenant: string | null;
  /** The currency priced answers come in (API.md `currency`); left out, the brand's. */
  currency?: string | null;
}

/**
 * The headers of every call (spec section 7, API.md "Calls"). The session is the browser's
 * httpOnly cookie, which the server honours on calls that say they are the web app's.
 */
export function buildHeaders(input: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    accept: 'application/json',
    'user-type': input.userType || 'user',
    [webSessionHeader.name]: webSessionHeader.value,
  };
  if (input.language) headers.lang = input.language;
  if (input.clubMode) headers['club-mode'] = '1';
  if (input.tenant) headers['x-tenant'] = input.tenant;
  if (input.currency) headers.currency = input.currency;
  return headers;
}
