import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-app';
import { authApp, localMobile, e164 } from './auth-test-kit';

/** Forgotten and changed passwords. */
describe.each(databaseKinds)('passwords on %s', (kind) => {
  const { call, captcha, smsTo, lastCode, signUp, login, advance } = authApp(kind);

  it('resets a forgotten password with a code, without telling whether an account exists', async () => {
    const account = await signUp();
    const mobile = e164(account.local);
    const noCaptcha = await call('auth/forgetPassword', { mobile: account.local });
    expect(Object.keys(noCaptcha.body.errors?.fields ?? {})).toEqual(['captcha']);

    const nobody = localMobile();
    const unknown = await call('auth/forgetPassword', { mobile: nobody, ...(await captcha()) });
    expect(unknown.status).toBe(200);
    expect(await smsTo(e164(nobody))).toHaveLength(0);

    advance(61_000);
    const sent = await call('auth/forgetPassword', { mobile: account.local, ...(await captcha()) });
    expect(sent.body.data).toEqual({ mobile, resendInSeconds: 60, expiresInSeconds: 120 });
    expect(unknown.body.data).toEqual({ ...sent.body.data, mobile: e164(nobody) });
    const code = await lastCode(mobile);

    const weak = await call('auth/forgetPassword', {
      mobile: account.local,
      code,
      password: 'abc',
    });
    expect(Object.keys(weak.body.errors?.fields ?? {})).toEqual(['password']);
    const reset = await call('auth/forgetPassword', {
      mobile: account.local,
      code,
      password: 'Fresh789x',
    });
    expect(reset).toMatchObject({ status: 200, body: { data: { ok: true } } });
    // Every session ended, the code is spent, the new password works.
    expect((await call('user/getInfo', {}, { token: account.token })).status).toBe(401);
    const again = await call('auth/forgetPassword', {
      mobile: account.local,
      code,
      password: 'Other789x',
    });
    expect(again.status).toBe(410);
    expect((await login(account.nationalCode, 'Fresh789x')).status).toBe(200);
  });

  it('takes at most ten password changes from an account in fifteen minutes', async () => {
    const account = await signUp();
    const change = (oldPassword: string) =>
      call(
        'auth/changePassword',
        { oldPassword, password: 'Better456', confirmPassword: 'Better456' },
        { token: account.token },
      );
    for (let i = 0; i < 10; i++) {
      const wrong = await change('Wrong1234');
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.errors?.fields ?? {})).toEqual(['oldPassword']);
    }
    const limited = await change(account.password);
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    // Refused before the password was looked at: the old one still signs in.
    expect((await login(account.nationalCode, account.password)).status).toBe(200);
    advance(16 * 60_000);
    expect((await change(account.password)).status).toBe(200);
    expect((await login(account.nationalCode, 'Better456')).status).toBe(200);
  });
});
