import { describe, expect, it } from 'vitest';
import {
  applySessionFields,
  checkSession,
  readUserInfo,
  signedOut,
  type AuthSession,
} from './session-rules';

const now = 1_700_000_000_000;
const active: AuthSession = {
  user_info: { id: 7, firstName: 'Ali', credit: { amount: 1000, currency: 'IRR' } },
  token_expires_at: now + 60_000,
};

describe('checkSession', () => {
  it('is none without a signed-in user', () => {
    expect(checkSession(signedOut, now)).toBe('none');
  });

  it('is active before its expiry, or without a known expiry', () => {
    expect(checkSession(active, now)).toBe('active');
    expect(checkSession({ ...active, token_expires_at: null }, now)).toBe('active');
  });

  it('is expired once its expiry has passed', () => {
    expect(checkSession({ ...active, token_expires_at: now }, now)).toBe('expired');
    expect(checkSession({ ...active, token_expires_at: now - 1 }, now)).toBe('expired');
  });
});

describe('applySessionFields', () => {
  it('turns the expiry from seconds into milliseconds', () => {
    const next = applySessionFields(active, { token_expires_at: 1_700_000_900 });
    expect(next).toEqual({ ...active, token_expires_at: 1_700_000_900_000 });
  });

  it('keeps a sign-in’s expiry before the user is known', () => {
    const next = applySessionFields(signedOut, { token_expires_at: 2_000_000_000, is_login: true });
    expect(next).toEqual({ user_info: null, token_expires_at: 2_000_000_000_000 });
  });

  it('clears the session when the answer says the user is not logged in', () => {
    expect(applySessionFields(active, { is_login: false })).toEqual(signedOut);
    expect(applySessionFields(active, { is_login: false, token_expires_at: 9 })).toEqual(signedOut);
  });

  it('returns the same object when nothing changes', () => {
    expect(applySessionFields(active, {})).toBe(active);
    expect(applySessionFields(active, { is_login: true })).toBe(active);
    expect(applySessionFields(signedOut, { is_login: false })).toBe(signedOut);
    const same = { ...active, token_expires_at: 1_000 };
    expect(applySessionFields(same, { token_expires_at: 1 })).toBe(same);
  });
});

describe('readUserInfo', () => {
  it('keeps a well-formed user', () => {
    expect(readUserInfo(active.user_info)).toEqual(active.user_info);
  });

  it('drops whatever is malformed', () => {
    expect(readUserInfo(null)).toBeNull();
    expect(readUserInfo('text')).toBeNull();
    expect(readUserInfo({ name: 'x' })).toBeNull();
    expect(readUserInfo({ id: 1, credit: { amount: '5' } })).toEqual({ id: 1 });
  });
});
