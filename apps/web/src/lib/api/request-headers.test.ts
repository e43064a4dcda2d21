import { describe, expect, it } from 'vitest';
import { buildHeaders } from './request-headers';

const base = { language: 'fa', userType: 'user', clubMode: false, tenant: null };

describe('buildHeaders', () => {
  it('sends the form content type, lang, user-type and the web session header by default', () => {
    expect(buildHeaders(base)).toEqual({
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      accept: 'application/json',
      'user-type': 'user',
      'x-parvaz-session': 'cookie',
      lang: 'fa',
    });
  });

  it('never sends a token: the session is the httpOnly cookie', () => {
    expect(buildHeaders(base).authorization).toBeUndefined();
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
