import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { sessions } from '../../db/schema/platform';
import { hashToken } from '../../platform/auth/sessions';
import { postRoute } from '../../platform/envelope';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo, type Answer } from './auth-test-kit';

/** What a token is worth: renewal and expiry, revocation, and the roles a route asks for. */
describe.each(databaseKinds)('sessions and roles on %s', (kind) => {
  const ctx = authApp(kind);
  const { call, login, now, advance } = ctx;

  it('renews a session past half of its life and ends it after 24 hours', async () => {
    const signedIn = await login(demo.sepehranCustomer.mobile);
    const token = signedIn.body.token ?? '';
    const early = await call('user/getInfo', {}, { token });
    expect(early.body.token).toBeUndefined();
    expect(early.body.token_expires_at).toBeUndefined();

    advance(13 * 3600_000);
    const renewed = await call('user/getInfo', {}, { token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toBe(token);
    const expected = now().getTime() / 1000 + 24 * 3600;
    expect(Math.abs((renewed.body.token_expires_at ?? 0) - expected)).toBeLessThan(5);

    // 14 more hours: still inside the renewed day (it would have ended without the renewal).
    advance(14 * 3600_000);
    expect((await call('user/getInfo', {}, { token })).status).toBe(200);

    advance(25 * 3600_000);
    const gone = await call('user/getInfo', {}, { token });
    expect(gone.status).toBe(401);
    expect(gone.body.is_login).toBe(false);
    // The flight search's prewritten answers carry the field too.
    const search = await ctx.t.post(
      'flight/getFlights',
      { origin: 'MHD', destination: 'THRC', departureDate: '2099-01-01', roundTrip: '0', adult: 1 },
      { lang: 'en', authorization: `Bearer ${token}`, 'x-tenant': 'sepehran' },
    );
    expect(search.json).toMatchObject({ is_login: false });
  });

  it('refuses a revoked token with is_login: false, and logout ends only its own session', async () => {
    const first = await login(demo.sepehranCustomer.mobile);
    const second = await login(demo.sepehranCustomer.mobile);
    const token = first.body.token ?? '';
    const out = await call('auth/logout', {}, { token });
    expect(out).toMatchObject({ status: 200, body: { data: { ok: true }, is_login: false } });
    for (const path of [
      'user/getInfo',
      'user/getMyPassengers',
      'auth/changePassword',
      'auth/logout',
    ]) {
      const refused = await call(path, {}, { token });
      expect({ path, ...refused }).toEqual({
        path,
        status: 401,
        body: {
          status: 'error',
          errors: { code: 'NOT_LOGGED_IN', error: 'Please sign in to continue.' },
          is_login: false,
        },
      });
    }
    // A public call still answers, and tells the client to forget the token.
    const menu = await call('context/getMenuPage', {}, { token });
    expect(menu.status).toBe(200);
    expect(menu.body.is_login).toBe(false);
    // Revoked in the database (every server process sees it), not forgotten by this one.
    const [row] = await ctx.t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await call('user/getInfo', {}, { token: second.body.token ?? '' })).status).toBe(200);
  });

  it('answers 401 to guests and 403 to other roles on a route with roles', async () => {
    const app: FastifyInstance = await buildApp({
      db: ctx.t.database.db,
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
