import { describe, expect, it } from 'vitest';
import {
  applySessionFields,
  authorizationHeader,
  checkSession,
  readStoredSession,
  signedOut,
  type AuthSession,
} from './session-rules';

const now = 1_700_000_000_000;
const active: AuthSession = {
  user_info: { id: 7, firstName: 'Ali', credit: { amount: 1000, currency: 'IRR' } },
  token: 'tok-1',
  token_expires_at: now + 60_000,
};

describe('authorization header', () => {
  it('carries the token only while it is unexpired', () => {
    expect(authorizationHeader(active, now)).toBe('Bearer tok-1');
    expect(authorizationHeader({ ...active, token_expires_at: now }, now)).toBeNull();
    expect(authorizationHeader({ ...active, token_expires_at: now - 1 }, now)).toBeNull();
    expect(authorizationHeader(signedOut, now)).toBeNull();
  });

  it('sends a token whose expiry the server did not give', () => {
    expect(authorizationHeader({ ...active, token_expires_at: null }, now)).toBe('Bearer tok-1');
  });
});

describe('checkSession', () => {
  it('is none without a stored session', () => {
    expect(checkSession(signedOut, now)).toBe('none');
  });

  it('is active with an unexpired token', () => {
    expect(checkSession(active, now)).toBe('active');
  });

  it('is expired when the token ran out or is missing while a user is stored', () => {
    expect(checkSession({ ...active, token_expires_at: now - 1 }, now)).toBe('expired');
    expect(checkSession({ ...active, token: null, token_expires_at: null }, now)).toBe('expired');
    expect(checkSession({ user_info: null, token: 'x', token_expires_at: now - 5 }, now)).toBe(
      'expired',
    );
  });
});

describe('applySessionFields', () => {
  it('replaces the token and turns the expiry from seconds into milliseconds', () => {
    const next = applySessionFields(active, { token: 'tok-2', token_expires_at: 1_700_000_900 });
    expect(next).toEqual({ ...active, token: 'tok-2', token_expires_at: 1_700_000_900_000 });
  });

  it('stores a first token after sign-in', () => {
    const next = applySessionFields(signedOut, {
      token: 'new',
      token_expires_at: 2_000_000_000,
      is_login: true,
    });
    expect(next).toEqual({ user_info: null, token: 'new', token_expires_at: 2_000_000_000_000 });
  });

  it('clears the stored session when the answer says the user is not logged in', () => {
    expect(applySessionFields(active, { is_login: false })).toEqual(signedOut);
    expect(applySessionFields(active, { is_login: false, token: 'ignored' })).toEqual(signedOut);
  });

  it('extends the current token when only an expiry comes', () => {
    expect(applySessionFields(active, { token_expires_at: 1_800_000_000 }).token_expires_at).toBe(
      1_800_000_000_000,
    );
    expect(applySessionFields(signedOut, { token_expires_at: 1_800_000_000 })).toBe(signedOut);
  });

  it('returns the same object when nothing changes', () => {
    expect(applySessionFields(active, {})).toBe(active);
    expect(applySessionFields(active, { is_login: true })).toBe(active);
    expect(applySessionFields(signedOut, { is_login: false })).toBe(signedOut);
    const same = { ...active, token_expires_at: 1_000 };
    expect(applySessionFields(same, { token: 'tok-1', token_expires_at: 1 })).toBe(same);
  });
});

describe('readStoredSession', () => {
  it('keeps a well-formed session', () => {
    expect(readStoredSession(active)).toEqual(active);
  });

  it('drops whatever is malformed', () => {
    expect(readStoredSession(null)).toEqual(signedOut);
    expect(readStoredSession('text')).toEqual(signedOut);
    expect(
      readStoredSession({ token: 5, token_expires_at: 'soon', user_info: { name: 'x' } }),
    ).toEqual(signedOut);
    expect(
      readStoredSession({ token: 'a', user_info: { id: 1, credit: { amount: '5' } } }),
    ).toEqual({
      token: 'a',
      token_expires_at: null,
      user_info: { id: 1 },
    });
  });
});
