import { describe, expect, it } from 'vitest';
import { signedOut } from '../auth/session-rules';
import { buildHeaders } from './request-headers';

const now = 1_700_000_000_000;
const base = {
  language: 'fa',
  userType: 'user',
  session: signedOut,
  clubMode: false,
  tenant: null,
  now,
};

describe('buildHeaders', () => {
  it('sends the form content type, lang and user-type by default', () => {
    expect(buildHeaders(base)).toEqual({
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      accept: 'application/json',
      'user-type': 'user',
      lang: 'fa',
    });
  });

  it('adds Authorization only while the token is unexpired', () => {
    const session = { user_info: null, token: 't', token_expires_at: now + 1000 };
    expect(buildHeaders({ ...base, session }).authorization).toBe('Bearer t');
    expect(buildHeaders({ ...base, session, now: now + 1000 }).authorization).toBeUndefined();
  });

  it('adds club-mode only when on and x-tenant only when chosen', () => {
    expect(buildHeaders(base)['club-mode']).toBeUndefined();
    expect(buildHeaders({ ...base, clubMode: true })['club-mode']).toBe('1');
    expect(buildHeaders(base)['x-tenant']).toBeUndefined();
    expect(buildHeaders({ ...base, tenant: 'sepehran' })['x-tenant']).toBe('sepehran');
  });

  it('leaves lang out before the language is known and defaults user-type', () => {
    const headers = buildHeaders({ ...base, language: null, userType: '' });
    expect(headers.lang).toBeUndefined();
    expect(headers['user-type']).toBe('user');
  });
});
