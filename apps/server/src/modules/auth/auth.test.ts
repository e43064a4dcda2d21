import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { buildApp } from '../../app';
import { demoPassword } from '../../db/seed/accounts.seed';
import { sessions, users } from '../../db/schema/index';
import { postRoute } from '../../platform/envelope';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

interface Answer {
  status: number;
  body: {
    status: 'success' | 'error';
    data?: Record<string, unknown>;
    errors?: { error: string; code: string; fields?: Record<string, string> };
    token?: string;
    token_expires_at?: number;
    is_login?: boolean;
  };
}

/** Seeded demo accounts (db/seed/accounts.seed.ts). */
const demo = {
  sepehranCustomer: { mobile: '+989123456710', local: '09123456710' },
  sepehranAgency: { mobile: '+989123456711' },
  sepehranOperator: { mobile: '+989123456716' },
  turkCustomer: { mobile: '+905324567810' },
  turkAgency: { mobile: '+905324567811' },
};

let nextCode = 100_000_000;
/** A fresh valid Iranian national code. */
function nationalCode(): string {
  const nine = String(nextCode++).padStart(9, '0');
  return `${nine}${iranianCheckDigit(nine)}`;
}
let nextMobile = 1_000_000;
/** A fresh Iranian mobile in local form. */
function localMobile(): string {
  return `0935${String(nextMobile++).padStart(7, '0')}`;
}
const e164 = (local: string) => `+98${local.slice(1)}`;
let nextIp = 1;
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
  });
  afterAll(async () => t.close());

  async function call(
    path: string,
    body: Record<string, unknown> = {},
    options: { tenant?: string; token?: string; ip?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      lang: 'en',
      'x-tenant': options.tenant ?? 'sepehran',
      'x-forwarded-for': options.ip ?? '127.0.0.1',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await t.post(path, body, headers);
    return { status: response.status, body: response.json as Answer['body'] };
  }

  async function captcha(ip?: string): Promise<{ captchaId: string; captcha: string }> {
    const answer = await call('auth/createCaptcha', {}, ip ? { ip } : {});
    expect(answer.status).toBe(200);
    const data = answer.body.data as { captchaId: string; image: string; devAnswer: string };
    expect(data.image).toMatch(/^<svg /);
    return { captchaId: data.captchaId, captcha: data.devAnswer };
  }

  async function smsTo(mobile: string): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(mobile)}`,
    });
    const messages = (response.json() as { data: { text: string }[] }).data;
    return messages.map((m) => m.text);
  }

  async function lastCode(mobile: string): Promise<string> {
    const [text] = await smsTo(mobile);
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  }

  async function signUp(
    local = localMobile(),
    code = nationalCode(),
    password = 'Secret123',
  ): Promise<{ local: string; nationalCode: string; token: string; password: string }> {
    const registered = await call('auth/register', {
      mobile: local,
      nationalCode: code,
      password,
      ...(await captcha()),
    });
    expect(registered.status).toBe(200);
    const verified = await call('auth/verify', {
      mobile: local,
      code: await lastCode(e164(local)),
    });
    expect(verified.status).toBe(200);
    return { local, nationalCode: code, token: verified.body.token ?? '', password };
  }

  async function login(
    username: string,
    password = demoPassword,
    options: {
      tenant?: string;
      ip?: string;
      captcha?: { captchaId: string; captcha: string };
    } = {},
  ): Promise<Answer> {
    return call(
      'auth/login',
      { username, password, ...options.captcha },
      { ip: options.ip ?? freshIp(), ...(options.tenant ? { tenant: options.tenant } : {}) },
    );
  }

  it('signs up, verifies, signs in by national code and mobile, changes password and signs out', async () => {
    const local = localMobile();
    const code = nationalCode();
    const registered = await call('auth/register', {
      mobile: local,
      nationalCode: code,
      password: 'Secret123',
      ...(await captcha()),
    });
    expect(registered).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: { mobile: e164(local), resendInSeconds: 60, expiresInSeconds: 120 },
      },
    });
    const sms = await smsTo(e164(local));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(/^Sepehran: your code is \d{6}\./);

    // Not verified yet: no sign-in.
    const early = await login(code, 'Secret123');
    expect(early.status).toBe(403);
    expect(early.body.errors?.error).toBe(
      'Please verify your mobile number with the code we sent first.',
    );

    const verified = await call('auth/verify', {
      mobile: local,
      code: await lastCode(e164(local)),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.is_login).toBe(true);
    expect(verified.body.token).toMatch(/^[\w-]{43}$/);
    const expiresAt = verified.body.token_expires_at ?? 0;
    expect(Math.abs(expiresAt - (now().getTime() / 1000 + 24 * 3600))).toBeLessThan(5);
    expect(verified.body.data).toMatchObject({
      user: { mobile: e164(local), nationalCode: code, role: 'customer' },
    });
    const token = verified.body.token ?? '';

    const info = await call('user/getInfo', {}, { token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      mobile: e164(local),
      nationalCode: code,
      role: 'customer',
      email: '',
      credit: { amount: 0, currency: 'IRR' },
    });
    expect(JSON.stringify(info.body)).not.toMatch(/scrypt|password/i);
    expect(info.body.token).toBeUndefined();

    // The panel menu follows the session's role.
    const menu = await call('context/getMenuPage', {}, { token });
    expect((menu.body.data as { role: string }).role).toBe('customer');

    // The password is stored as scrypt (N=2^17, r=8, p=1) and never in clear.
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.mobile, e164(local)));
    expect(row?.hash).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(row?.hash).not.toContain('Secret123');
    const [stored] = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.mobile, e164(local)));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toBe(token);

    const out = await call('auth/logout', {}, { token });
    expect(out.status).toBe(200);
    expect(out.body.is_login).toBe(false);
    const after = await call('user/getInfo', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.is_login).toBe(false);
    expect(after.body.errors?.code).toBe('NOT_LOGGED_IN');

    const byCode = await login(code, 'Secret123');
    expect(byCode.status).toBe(200);
    expect(byCode.body.is_login).toBe(true);
    const byLocalMobile = await login(local, 'Secret123');
    expect(byLocalMobile.status).toBe(200);
    const byE164 = await login(e164(local), 'Secret123');
    expect(byE164.status).toBe(200);
    const other = byLocalMobile.body.token ?? '';
    const mine = byE164.body.token ?? '';

    const mismatch = await call(
      'auth/changePassword',
      { oldPassword: 'Secret123', password: 'Better456', confirmPassword: 'Better457' },
      { token: mine },
    );
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.errors?.fields ?? {})).toEqual(['confirmPassword']);
    const wrongOld = await call(
      'auth/changePassword',
      { oldPassword: 'Nope12345', password: 'Better456', confirmPassword: 'Better456' },
      { token: mine },
    );
    expect(wrongOld.status).toBe(400);
    expect(Object.keys(wrongOld.body.errors?.fields ?? {})).toEqual(['oldPassword']);
    const weak = await call(
      'auth/changePassword',
      { oldPassword: 'Secret123', password: 'short', confirmPassword: 'short' },
      { token: mine },
    );
    expect(weak.body.errors?.fields).toEqual({
      password: 'The password must be at least 8 characters with letters and digits.',
    });
    const changed = await call(
      'auth/changePassword',
      { oldPassword: 'Secret123', password: 'Better456', confirmPassword: 'Better456' },
      { token: mine },
    );
    expect(changed).toMatchObject({ status: 200, body: { data: { ok: true } } });

    // Other sessions end; this one goes on.
    const refused = await call('user/getInfo', {}, { token: other });
    expect(refused.status).toBe(401);
    expect(refused.body.is_login).toBe(false);
    const stillIn = await call('user/getInfo', {}, { token: mine });
    expect(stillIn.status).toBe(200);
    // A public endpoint answers normally, telling the client its stored token is gone.
    const publicCall = await call('context/getMenuPage', {}, { token: other });
    expect(publicCall.status).toBe(200);
    expect(publicCall.body.is_login).toBe(false);
    expect((publicCall.body.data as { role: string }).role).toBe('guest');

    expect((await login(code, 'Secret123')).body.errors?.code).toBe('VALIDATION');
    expect((await login(code, 'Better456')).status).toBe(200);
  });

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

    offsetMs += 61_000;
    const resent = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(resent.status).toBe(200);
    const second = await lastCode(mobile);
    expect(await smsTo(mobile)).toHaveLength(2);

    offsetMs += 121_000;
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
      offsetMs += 61_000;
      expect((await call('auth/resendCode', { mobile: local, purpose: 'register' })).status).toBe(
        200,
      );
    }
    offsetMs += 61_000;
    const sixth = await call('auth/resendCode', { mobile: local, purpose: 'register' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors?.code).toBe('TOO_MANY_REQUESTS');
    expect(await smsTo(e164(local))).toHaveLength(5);
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
    expect(ok.body.data).toMatchObject({
      user: { role: 'customer', credit: { amount: 25_000_000, currency: 'IRR' } },
    });
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
    offsetMs += 16 * 60_000;
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

  it('keeps sign-up and customer login closed on turk and oman, but lets staff in', async () => {
    for (const tenant of ['turk', 'oman']) {
      const closed = await call(
        'auth/register',
        { mobile: '05321234567', nationalCode: '10000000146', password: 'Secret123' },
        { tenant },
      );
      expect(closed.status).toBe(403);
      expect(closed.body.errors?.error).toBe('Sign-up is not available on this site.');
    }
    const customer = await login(demo.turkCustomer.mobile, demoPassword, { tenant: 'turk' });
    expect(customer.status).toBe(403);
    expect(customer.body.errors?.error).toBe('Customer login is not available on this site.');
    const agency = await login('05324567811', demoPassword, { tenant: 'turk' });
    expect(agency.status).toBe(200);
    const token = agency.body.token ?? '';
    const info = await call('user/getInfo', {}, { token, tenant: 'turk' });
    expect(info.body.data).toMatchObject({
      role: 'agency',
      mobile: demo.turkAgency.mobile,
      credit: { amount: 0, currency: 'USD' },
    });
    // A sepehran account does not exist on turk.
    expect(
      (await login(demo.sepehranCustomer.mobile, demoPassword, { tenant: 'turk' })).status,
    ).toBe(400);
  });

  it("does not take one tenant's token on another", async () => {
    const signedIn = await login(demo.sepehranCustomer.mobile);
    const token = signedIn.body.token ?? '';
    const menu = await call('context/getMenuPage', {}, { token, tenant: 'turk' });
    expect(menu.status).toBe(200);
    expect(menu.body.is_login).toBe(false);
    expect((menu.body.data as { role: string }).role).toBe('guest');
    const info = await call('user/getInfo', {}, { token, tenant: 'turk' });
    expect(info.status).toBe(401);
    expect(info.body.is_login).toBe(false);
    expect((await call('user/getInfo', {}, { token })).status).toBe(200);
  });

  it('renews a session past half of its life and ends it after 24 hours', async () => {
    const signedIn = await login(demo.sepehranCustomer.mobile);
    const token = signedIn.body.token ?? '';
    const early = await call('user/getInfo', {}, { token });
    expect(early.body.token).toBeUndefined();
    expect(early.body.token_expires_at).toBeUndefined();

    offsetMs += 13 * 3600_000;
    const renewed = await call('user/getInfo', {}, { token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toBe(token);
    const expected = now().getTime() / 1000 + 24 * 3600;
    expect(Math.abs((renewed.body.token_expires_at ?? 0) - expected)).toBeLessThan(5);

    // 14 more hours: still inside the renewed day (it would have ended without the renewal).
    offsetMs += 14 * 3600_000;
    expect((await call('user/getInfo', {}, { token })).status).toBe(200);

    offsetMs += 25 * 3600_000;
    const gone = await call('user/getInfo', {}, { token });
    expect(gone.status).toBe(401);
    expect(gone.body.is_login).toBe(false);
    // The flight search's prewritten answers carry the field too.
    const search = await t.post(
      'flight/getFlights',
      { origin: 'MHD', destination: 'THRC', departureDate: '2099-01-01', roundTrip: '0', adult: 1 },
      { lang: 'en', authorization: `Bearer ${token}`, 'x-tenant': 'sepehran' },
    );
    expect(search.json).toMatchObject({ is_login: false });
  });

  it('resets a forgotten password with a code, without telling whether an account exists', async () => {
    const account = await signUp();
    const mobile = e164(account.local);
    const noCaptcha = await call('auth/forgetPassword', { mobile: account.local });
    expect(Object.keys(noCaptcha.body.errors?.fields ?? {})).toEqual(['captcha']);

    const nobody = localMobile();
    const unknown = await call('auth/forgetPassword', { mobile: nobody, ...(await captcha()) });
    expect(unknown.status).toBe(200);
    expect(await smsTo(e164(nobody))).toHaveLength(0);

    offsetMs += 61_000;
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

  it('answers 401 to guests and 403 to other roles on a route with roles', async () => {
    const app: FastifyInstance = await buildApp({
      db: t.database.db,
      defaultTenant: 'sepehran',
      devTools: false,
      webDist: '/nonexistent-web-dist',
      now,
    });
    postRoute(
      app,
      {
        path: 'test/operatorOnly',
        summary: 'test',
        tags: ['test'],
        response: z.object({ ok: z.literal(true) }),
        roles: ['operator'],
      },
      async () => ({ ok: true as const }),
    );
    await app.ready();
    try {
      const post = async (token?: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/test/operatorOnly',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return { status: response.statusCode, body: response.json() as Answer['body'] };
      };
      const guest = await post();
      expect(guest.status).toBe(401);
      expect(guest.body.is_login).toBe(false);
      const customer = await login(demo.sepehranCustomer.mobile);
      const forbidden = await post(customer.body.token);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.is_login).toBeUndefined();
      const operator = await login(demo.sepehranOperator.mobile);
      expect(await post(operator.body.token)).toEqual({
        status: 200,
        body: { status: 'success', data: { ok: true } },
      });
      // Without dev tools the captcha's text is not given away.
      const created = await app.inject({ method: 'POST', url: '/api/auth/createCaptcha' });
      expect(created.json()).not.toHaveProperty('data.devAnswer');
    } finally {
      await app.close();
    }
  });
});
