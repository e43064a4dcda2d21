import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo, nationalCode, localMobile, e164 } from './auth-test-kit';

/** Sign-up input and the SMS codes: wrong, spent, expired, too early, resent. */
describe.each(databaseKinds)('sign-up and its codes on %s', (kind) => {
  const { call, captcha, smsTo, lastCode, signUp, advance } = authApp(kind);

  it('refuses wrong, spent and expired codes and a resend before the countdown', async () => {
    const local = localMobile();
    const mobile = e164(local);
    await call('auth/register', {
      mobile: local,
      nationalCode: nationalCode(),
      password: 'Secret123',
      ...(await captcha()),
    });
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '000001' : '000000';

    const tooEarly = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(tooEarly.status).toBe(429);
    // The wait counts down from 60 s while the request runs (slow under a loaded machine).
    const wait = /^Please wait (\d+) seconds before asking for a new code\.$/.exec(
      tooEarly.body.errors?.error ?? '',
    );
    expect(Number(wait?.[1])).toBeGreaterThan(30);
    expect(Number(wait?.[1])).toBeLessThanOrEqual(60);

    for (let i = 0; i < 5; i++) {
      const answer = await call('auth/verify', { mobile: local, code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.fields).toEqual({ code: 'The code is not correct.' });
    }
    // Five wrong tries spend the code: even the right one no longer works.
    const spent = await call('auth/verify', { mobile: local, code });
    expect(spent.status).toBe(410);

    advance(61_000);
    const resent = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(resent.status).toBe(200);
    const second = await lastCode(mobile);
    expect(await smsTo(mobile)).toHaveLength(2);

    advance(121_000);
    const expired = await call('auth/verify', { mobile: local, code: second });
    expect(expired.status).toBe(410);
    expect(expired.body.errors?.code).toBe('EXPIRED');

    const third = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(third.status).toBe(200);
    const ok = await call('auth/verify', { mobile: local, code: await lastCode(mobile) });
    expect(ok.status).toBe(200);
    // Single use.
    const again = await call('auth/verify', { mobile: local, code: await lastCode(mobile) });
    expect(again.status).toBe(410);
  });

  it('validates sign-up input and refuses a second account for a verified mobile', async () => {
    const mobileWrong = await call('auth/register', {
      mobile: '0212345678',
      nationalCode: nationalCode(),
      password: 'Secret123',
      captchaId: 'x',
      captcha: '1',
    });
    expect(mobileWrong.status).toBe(400);
    expect(Object.keys(mobileWrong.body.errors?.fields ?? {})).toEqual(['mobile']);
    const codeWrong = await call('auth/register', {
      mobile: localMobile(),
      nationalCode: '1234567890',
      password: 'Secret123',
      captchaId: 'x',
      captcha: '1',
    });
    expect(codeWrong.body.errors?.fields).toEqual({ nationalCode: 'Invalid national id.' });
    const weak = await call('auth/register', {
      mobile: localMobile(),
      nationalCode: nationalCode(),
      password: 'password',
      captchaId: 'x',
      captcha: '1',
    });
    expect(Object.keys(weak.body.errors?.fields ?? {})).toEqual(['password']);
    const noCaptcha = await call('auth/register', {
      mobile: localMobile(),
      nationalCode: nationalCode(),
      password: 'Secret123',
    });
    expect(noCaptcha.body.errors?.fields).toEqual({
      captcha: 'Please type the security code shown in the picture.',
    });

    const existing = await call('auth/register', {
      mobile: demo.sepehranCustomer.local,
      nationalCode: nationalCode(),
      password: 'Secret123',
      ...(await captcha()),
    });
    expect(existing.status).toBe(409);
    expect(existing.body.errors?.error).toBe(
      'An account with this mobile number or national code already exists.',
    );
  });

  it('answers a resend for a mobile with no account waiting like any other, and sends nothing', async () => {
    const nobody = localMobile();
    const answer = await call('auth/resendCode', { mobile: nobody, purpose: 'register' });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: { mobile: e164(nobody), resendInSeconds: 60, expiresInSeconds: 120 },
      },
    });
    expect(await smsTo(e164(nobody))).toEqual([]);
    // A verified account is not sent a sign-up code again either.
    const account = await signUp();
    advance(61_000);
    const verified = await call('auth/resendCode', { mobile: account.local, purpose: 'register' });
    expect(verified.status).toBe(200);
    expect(await smsTo(e164(account.local))).toHaveLength(1);
  });
});
