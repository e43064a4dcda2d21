import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { databaseKinds } from '../../test/test-app';
import { authApp, nationalCode, localMobile, e164 } from './auth-test-kit';

/** From sign-up to sign-out: register, the SMS code, sign-in both ways, a password change, logout. */
describe.each(databaseKinds)('the whole sign-up journey on %s', (kind) => {
  const ctx = authApp(kind);
  const { call, captcha, smsTo, lastCode, login, now } = ctx;

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

    // The password is stored as scrypt and never in clear (at the tests' cost here; the
    // production cost, N=2^17, r=8, p=1, is proven in platform/auth/passwords.test.ts).
    const [row] = await ctx.t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.mobile, e164(local)));
    expect(row?.hash).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(row?.hash).not.toContain('Secret123');
    const [stored] = await ctx.t.database.db
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
});
