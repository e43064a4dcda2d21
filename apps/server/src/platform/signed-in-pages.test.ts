// Pages of a signed-in visitor, as the server renders them from the session cookie alone.
import { describe, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import { demoPassword } from '../db/seed/accounts.seed';
import { databaseKinds } from '../test/test-app';
import { english, renderedPagesApp } from './rendered-pages-test-kit';

describe.each(databaseKinds)('signed-in pages rendered on %s', (kind) => {
  const ctx = renderedPagesApp(kind);

  /** Signs the sepehran demo customer in as the web app does: the session comes back as a cookie. */
  async function signIn(): Promise<{ cookie: string; firstName: string }> {
    const web = { lang: 'en', 'x-tenant': 'sepehran', 'x-parvaz-session': 'cookie' };
    const login = await ctx.t.post(
      'auth/login',
      { username: '+989123456710', password: demoPassword },
      { ...web, 'x-forwarded-for': '10.9.8.7' },
    );
    const line = [login.headers['set-cookie'] ?? []].flat().map(String)[0] ?? '';
    const { name, value } = parseSetCookie(line);
    const cookie = `${english.cookie}; ${name}=${value ?? ''}`;
    const info = await ctx.t.post('user/getInfo', {}, { ...web, cookie });
    const firstName = String((info.json as { data: { firstName: string } }).data.firstName);
    expect(firstName).not.toBe('');
    return { cookie, firstName };
  }

  it('draws a profile page with the visitor in it, and sends a guest to sign in first', async () => {
    const { cookie, firstName } = await signIn();
    const page = await ctx.page('/profile/flights', { ...english, cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(firstName);
    // The user's bookings are drawn by the server, not loaded once the page wakes.
    expect(page.html).toContain('"queryKey":["profile","tickets",1]');
    expect(page.text).not.toContain('Loading…');
    // The page data tells the browser who is signed in, never the token.
    expect(page.html).toMatch(/"session":\{"user_info":\{"id":\d+/);
    expect(page.html).not.toContain(cookie.split('parvaz_session=')[1] ?? 'none');

    const guest = await ctx.get('/profile/flights?tab=past', english);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(
      `/login?next=${encodeURIComponent('/profile/flights?tab=past')}`,
    );
  });

  it('never shares a signed-in visitor’s page with a guest, nor a guest’s with them', async () => {
    const { cookie, firstName } = await signIn();
    const guestFirst = await ctx.page('/', english);
    expect(guestFirst.text).not.toContain(firstName);
    const signedIn = await ctx.page('/', { ...english, cookie });
    expect(signedIn.text).toContain(firstName);
    const guestAfter = await ctx.page('/', english);
    expect(guestAfter.text).not.toContain(firstName);
  });

  it('clears a session cookie that signs nobody in, and draws the page for a guest', async () => {
    const stale = `${english.cookie}; parvaz_session=${'x'.repeat(43)}`;
    const answer = await ctx.get('/', { ...english, cookie: stale });
    expect(answer.statusCode).toBe(200);
    const cleared = parseSetCookie(
      [answer.headers['set-cookie'] ?? []].flat().map(String)[0] ?? '',
    );
    expect(cleared).toMatchObject({ name: 'parvaz_session', value: '' });
  });
});
