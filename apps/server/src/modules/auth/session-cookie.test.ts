import { describe, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import { demoPassword } from '../../db/seed/accounts.seed';
import { databaseKinds } from '../../test/test-app';
import { authApp, demo, freshIp } from './auth-test-kit';

const web = { 'x-parvaz-session': 'cookie' };

/** The web app's session is an httpOnly cookie the API honours only on the web app's own calls. */
describe.each(databaseKinds)('the web session cookie on %s', (kind) => {
  const ctx = authApp(kind);

  /** POST /api/<path> on sepehran in English, with the given headers. */
  async function post(
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ) {
    const answer = await ctx.t.post(path, body, {
      lang: 'en',
      'x-tenant': 'sepehran',
      'x-forwarded-for': freshIp(),
      ...headers,
    });
    const setCookies = [answer.headers['set-cookie'] ?? []].flat().map(String);
    return {
      status: answer.status,
      body: answer.json as Record<string, unknown>,
      cookies: setCookies.map((line) => ({ line, ...parseSetCookie(line) })),
    };
  }

  async function signIn() {
    const answer = await post(
      'auth/login',
      { username: demo.sepehranCustomer.mobile, password: demoPassword },
      web,
    );
    expect(answer.status).toBe(200);
    const [cookie] = answer.cookies;
    if (!cookie) throw new Error('no session cookie');
    return { answer, cookie, header: `parvaz_session=${cookie.value}` };
  }

  it('signs the web app in by an httpOnly, SameSite cookie and never shows it the token', async () => {
    const { answer, cookie } = await signIn();
    expect(answer.body.token).toBeUndefined();
    expect(answer.body).toMatchObject({ is_login: true, status: 'success' });
    expect(typeof answer.body.token_expires_at).toBe('number');
    expect(cookie).toMatchObject({ name: 'parvaz_session', httpOnly: true, path: '/' });
    expect(cookie.sameSite).toMatch(/^lax$/i);
    expect(cookie.value).toMatch(/^[\w-]{20,}$/);
    const expires = cookie.expires?.getTime() ?? 0;
    expect(Math.abs(expires / 1000 - Number(answer.body.token_expires_at))).toBeLessThan(2);
  });

  it('answers the web app’s calls for the cookie’s user', async () => {
    const { header } = await signIn();
    const info = await post('user/getInfo', {}, { ...web, cookie: header });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ mobile: demo.sepehranCustomer.mobile });
  });

  it('treats a call without the web app’s header, or sent by another site, as a guest’s', async () => {
    const { header } = await signIn();
    // A form another site posts carries the cookie (were SameSite to let it) but not the header.
    const bare = await post('user/getInfo', {}, { cookie: header });
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject({ errors: { code: 'NOT_LOGGED_IN' } });
    for (const site of ['cross-site', 'same-site']) {
      const forged = await post(
        'user/getInfo',
        {},
        { ...web, cookie: header, 'sec-fetch-site': site },
      );
      expect(forged.status, site).toBe(401);
    }
    const own = await post(
      'user/getInfo',
      {},
      { ...web, cookie: header, 'sec-fetch-site': 'same-origin' },
    );
    expect(own.status).toBe(200);
  });

  it('renews the cookie past half of the session’s life, still without the token', async () => {
    const { header } = await signIn();
    ctx.advance(13 * 3600_000);
    const renewed = await post('user/getInfo', {}, { ...web, cookie: header });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toBeUndefined();
    const [cookie] = renewed.cookies;
    expect(cookie?.value).toBe(header.split('=')[1]);
    const expected = ctx.now().getTime() + 24 * 3600_000;
    expect(Math.abs((cookie?.expires?.getTime() ?? 0) - expected)).toBeLessThan(5_000);
  });

  it('clears the cookie on logout, and a cleared session signs nobody in', async () => {
    const { header } = await signIn();
    const out = await post('auth/logout', {}, { ...web, cookie: header });
    expect(out.status).toBe(200);
    expect(out.body.is_login).toBe(false);
    expect(out.cookies[0]).toMatchObject({ name: 'parvaz_session', value: '' });
    expect(out.cookies[0]?.expires?.getTime()).toBe(0);
    const after = await post('user/getInfo', {}, { ...web, cookie: header });
    expect(after.status).toBe(401);
    // The dead cookie is cleared as the answer says is_login: false.
    expect(after.body.is_login).toBe(false);
    expect(after.cookies[0]).toMatchObject({ name: 'parvaz_session', value: '' });
  });

  it('keeps the Bearer token for outside clients, who get no cookie', async () => {
    const answer = await post(
      'auth/login',
      { username: demo.sepehranCustomer.mobile, password: demoPassword },
      {},
    );
    expect(typeof answer.body.token).toBe('string');
    expect(answer.cookies).toEqual([]);
    const info = await post(
      'user/getInfo',
      {},
      { authorization: `Bearer ${String(answer.body.token)}` },
    );
    expect(info.status).toBe(200);
  });
});
