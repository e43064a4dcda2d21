import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts.seed';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo, nationalCode, localMobile, e164, freshIp } from './auth-test-kit';

/** Captchas and the limits per mobile, per IP and per account (ARCHITECTURE.md "Security"). */
describe.each(databaseKinds)('captchas and rate limits on %s', (kind) => {
  const { call, captcha, smsTo, login, advance } = authApp(kind);

  it('sends at most five codes to a mobile in an hour', async () => {
    const local = localMobile();
    const registered = await call('auth/register', {
      mobile: local,
      nationalCode: nationalCode(),
      password: 'Secret123',
      ...(await captcha()),
    });
    expect(registered.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      advance(61_000);
      expect((await call('auth/resendCode', { mobile: local, purpose: 'register' })).status).toBe(
        200,
      );
    }
    advance(61_000);
    const sixth = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    expect(await smsTo(e164(local))).toHaveLength(5);
  });

  it('uses a captcha once and only checks it on verifyCaptcha', async () => {
    const c = await captcha();
    expect((await call('auth/verifyCaptcha', c)).body.data).toEqual({ valid: true });
    expect((await call('auth/verifyCaptcha', { ...c, captcha: '' })).body.data).toEqual({
      valid: false,
    });
    const body = { mobile: localMobile(), nationalCode: nationalCode(), password: 'Secret123' };
    expect((await call('auth/register', { ...body, ...c })).status).toBe(200);
    const reused = await call('auth/register', { ...body, mobile: localMobile(), ...c });
    expect(reused.body.errors?.fields).toEqual({ captcha: 'The security code is not correct.' });
    expect((await call('auth/verifyCaptcha', c)).body.data).toEqual({ valid: false });
  });

  it('does not take a captcha made on one brand on another', async () => {
    const c = await captcha();
    expect((await call('auth/verifyCaptcha', c, { tenant: 'turk' })).body.data).toEqual({
      valid: false,
    });
    expect((await call('auth/verifyCaptcha', c, { tenant: 'oman' })).body.data).toEqual({
      valid: false,
    });
    expect((await call('auth/verifyCaptcha', c)).body.data).toEqual({ valid: true });
    const elsewhere = await call(
      'auth/forgetPassword',
      { mobile: '05321234567', ...c },
      {
        tenant: 'turk',
      },
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors?.fields).toEqual({ captcha: 'The security code is not correct.' });
  });

  it('asks for a captcha after three failed logins', async () => {
    const ip = freshIp();
    const username = demo.sepehranCustomer.local;
    for (let i = 0; i < 3; i++) {
      const failed = await login(username, 'Wrong1234', { ip });
      expect(failed.status).toBe(400);
      expect(failed.body.errors?.error).toBe('The username or password is incorrect.');
    }
    const required = await login(username, demoPassword, { ip });
    expect(required.status).toBe(400);
    expect(required.body.errors?.fields).toEqual({
      captcha: 'Please type the security code shown in the picture.',
    });
    const c = await captcha();
    const wrong = await login(username, demoPassword, {
      ip,
      captcha: { ...c, captcha: c.captcha === '00000' ? '11111' : '00000' },
    });
    expect(wrong.body.errors?.fields).toEqual({ captcha: 'The security code is not correct.' });
    const ok = await login(username, demoPassword, { ip, captcha: await captcha() });
    expect(ok.status).toBe(200);
    // The user comes with the wallet's balance (the seed's demo credit, whatever it is).
    const balance = await call('user/getUserCredit', {}, { token: ok.body.token ?? '' });
    expect(balance.body.data).toEqual({ amount: expect.any(Number), currency: 'IRR' });
    expect(balance.body.data?.amount).toBeGreaterThan(0);
    expect(ok.body.data).toMatchObject({ user: { role: 'customer', credit: balance.body.data } });
    // An unknown username fails with the very same message.
    const unknown = await login('0012345679', 'Wrong1234');
    expect(unknown.body.errors).toEqual({
      error: 'The username or password is incorrect.',
      code: 'VALIDATION',
    });
  });

  it('locks an account after ten failed logins for fifteen minutes', async () => {
    const username = demo.sepehranAgency.mobile;
    for (let i = 0; i < 10; i++) {
      const failed = await login(username, 'Wrong1234', {
        ...(i >= 3 ? { captcha: await captcha() } : {}),
      });
      expect(failed.body.errors?.code).toBe('VALIDATION');
    }
    const locked = await login(username, demoPassword, { captcha: await captcha() });
    expect(locked.status).toBe(429);
    expect(locked.body.errors).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      error: 'Too many failed attempts. Please try again in a few minutes.',
    });
    advance(16 * 60_000);
    const unlocked = await login(username, demoPassword);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ user: { role: 'agency' } });
  });

  it('limits login attempts per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const answer = await login(`00${String(1000000 + i)}0`, 'Wrong1234', { ip });
      expect(answer.status).toBe(400);
    }
    const limited = await login(demo.sepehranCustomer.mobile, demoPassword, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    // Another IP is not affected.
    expect((await login(demo.sepehranCustomer.mobile, demoPassword)).status).toBe(200);
  });

  it('sends codes from one IP at most thirty times an hour, whatever the mobiles', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const answer = await call(
        'auth/resendCode',
        { mobile: localMobile(), purpose: 'reset' },
        { ip },
      );
      expect(answer.status).toBe(200);
    }
    const limited = await call(
      'auth/resendCode',
      { mobile: localMobile(), purpose: 'reset' },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    // A sign-up from there waits too, writing nothing; from another IP the same one goes through.
    const body = { mobile: localMobile(), nationalCode: nationalCode(), password: 'Secret123' };
    const blocked = await call('auth/register', { ...body, ...(await captcha()) }, { ip });
    expect(blocked.status).toBe(429);
    expect(await smsTo(e164(body.mobile))).toEqual([]);
    const elsewhere = await call(
      'auth/register',
      { ...body, ...(await captcha()) },
      { ip: freshIp() },
    );
    expect(elsewhere.status).toBe(200);
    advance(61 * 60_000);
    const later = await call(
      'auth/resendCode',
      { mobile: localMobile(), purpose: 'reset' },
      { ip },
    );
    expect(later.status).toBe(200);
  });

  it('makes and checks at most sixty captchas for one IP in ten minutes', async () => {
    const ip = freshIp();
    const check = { captchaId: 'no-such-captcha', captcha: '12345' };
    for (let i = 0; i < 59; i++)
      expect((await call('auth/createCaptcha', {}, { ip })).status).toBe(200);
    expect((await call('auth/verifyCaptcha', check, { ip })).body.data).toEqual({ valid: false });
    const limited = await call('auth/createCaptcha', {}, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    expect((await call('auth/verifyCaptcha', check, { ip })).status).toBe(429);
    expect((await call('auth/createCaptcha', {}, { ip: freshIp() })).status).toBe(200);
    advance(11 * 60_000);
    expect((await call('auth/createCaptcha', {}, { ip })).status).toBe(200);
  });
});
