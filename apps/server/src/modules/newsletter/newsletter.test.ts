import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { messagesTo } from '../../platform/outbox';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const minute = 60_000;

describe.each(databaseKinds)('newsletter (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-12-01T08:00:00Z');
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(async () => t.close());

  /** Each call poses as a client of its own, so the rate limit is met only where a test wants it. */
  const register = (email: string, headers: Record<string, string> = {}) =>
    t.post(
      'newsletter/registerEmail',
      { email },
      {
        host: 'sepehran.localhost',
        lang: 'en',
        'x-forwarded-for': `10.9.0.${++client}`,
        ...headers,
      },
    );
  const mails = (email: string) => messagesTo(t.database.db, email);
  const row = async (email: string, tenant = 'sepehran') => {
    const [found] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(eq(newsletterSubscriptions.tenant, tenant), eq(newsletterSubscriptions.email, email)),
      );
    return found;
  };
  /** Follows a link of a mail as a browser would, on the host the link names. */
  const follow = async (link: string, cookie?: string) => {
    const url = new URL(link);
    const response = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.statusCode,
      location: response.headers.location,
    };
  };
  /**
   * Opens a mail's link, then presses the button of the page it leads to (the page sends the
   * link's token to newsletter/confirm or newsletter/unsubscribe); answers what the page shows.
   */
  const press = async (link: string, cookie?: string) => {
    const opened = await follow(link, cookie);
    const page = new URL(opened.location ?? '', 'http://page.test');
    const action = page.searchParams.has('confirm') ? 'confirm' : 'unsubscribe';
    const answer = await t.post(
      `newsletter/${action}`,
      { token: page.searchParams.get(action) ?? '' },
      { host: new URL(link).host },
    );
    return (answer.json as { data: { state: string; lang: string | null } }).data;
  };
  const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
    const match = new RegExp(`https?://\\S+/api/newsletter/${kind}\\?token=[\\w-]+`).exec(text);
    if (!match) throw new Error(`no ${kind} link in: ${text}`);
    return match[0];
  };

  it('subscribes by double opt-in: a pending address, a mail with its links, confirmed by the link', async () => {
    const answer = await register(' Reader.One@Example.com ');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', data: { email: 'reader.one@example.com' } });
    expect(await row('reader.one@example.com')).toMatchObject({ status: 'pending', lang: 'en' });

    const [mail, ...more] = await mails('reader.one@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Sepehran: please confirm your newsletter subscription',
    });
    const confirm = linkIn(mail?.text ?? '', 'confirm');
    expect(confirm.startsWith('http://sepehran.localhost/api/newsletter/confirm?token=')).toBe(
      true,
    );
    expect(linkIn(mail?.text ?? '', 'unsubscribe')).toContain('http://sepehran.localhost/');

    // Opening the link (as a mail scanner does) only leads to the page that asks; it changes
    // nothing. The page's button confirms.
    const opened = await follow(confirm);
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/newsletter\?confirm=[\w-]{20,}&lang=en$/);
    expect(await row('reader.one@example.com')).toMatchObject({ status: 'pending' });
    expect(await press(confirm)).toEqual({ state: 'confirmed', lang: 'en' });
    expect(await row('reader.one@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt: clock,
    });
    // Pressing it twice says the same; a browser with a language of its own keeps it.
    expect((await press(confirm)).state).toBe('confirmed');
    expect((await follow(confirm, 'parvaz_lang=en')).location).toMatch(
      /^\/newsletter\?confirm=[\w-]{20,}$/,
    );
  });

  it('sends nothing new for the same address within 10 minutes, the link again after, nothing once confirmed', async () => {
    const email = 'reader.two@example.com';
    await register(email);
    clock = new Date(clock.getTime() + 9 * minute);
    expect((await register(email.toUpperCase())).status).toBe(200);
    expect(await mails(email)).toHaveLength(1);

    clock = new Date(clock.getTime() + 2 * minute);
    expect((await register(email)).status).toBe(200);
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    // The same secret: the first mail's links still work.
    expect(linkIn(sent[0]?.text ?? '', 'confirm')).toBe(linkIn(sent[1]?.text ?? '', 'confirm'));

    await press(linkIn(sent[0]?.text ?? '', 'confirm'));
    clock = new Date(clock.getTime() + 60 * minute);
    const again = await register(email);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'success', data: { email } });
    expect(await mails(email)).toHaveLength(2);
    expect((await row(email))?.status).toBe('confirmed');
  });

  it('unsubscribes by the link of any mail, and a new sign-up asks for a confirmation again', async () => {
    const email = 'reader.three@example.com';
    await register(email);
    const [mail] = await mails(email);
    await press(linkIn(mail?.text ?? '', 'confirm'));
    const unsubscribe = linkIn(mail?.text ?? '', 'unsubscribe');

    await follow(unsubscribe);
    expect((await row(email))?.status).toBe('confirmed');
    expect(await press(unsubscribe)).toEqual({ state: 'unsubscribed', lang: 'en' });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock });
    expect((await press(unsubscribe)).state).toBe('unsubscribed');
    // The confirmation link does not bring it back: only a new sign-up does.
    expect((await press(linkIn(mail?.text ?? '', 'confirm'))).state).toBe('invalid');
    expect((await row(email))?.status).toBe('unsubscribed');

    await register(email);
    expect((await row(email))?.status).toBe('pending');
    expect(await mails(email)).toHaveLength(2);
  });

  it('answers a missing, malformed or unknown token with the "invalid" state and changes nothing', async () => {
    for (const query of [
      '',
      '?token=',
      '?token=short',
      `?token=${'x'.repeat(43)}`,
      '?token[a]=1',
    ]) {
      for (const path of ['confirm', 'unsubscribe']) {
        const link = `http://sepehran.localhost/api/newsletter/${path}${query}`;
        expect((await follow(link)).status, `${path}${query}`).toBe(302);
        expect(await press(link), `${path}${query}`).toEqual({ state: 'invalid', lang: null });
      }
    }
  });

  it("keeps each brand's list apart: one address, two brands, two secrets that open only their own", async () => {
    const email = 'reader.four@example.com';
    await register(email);
    await register(email, { host: 'turk.localhost', lang: 'tr' });
    expect(await row(email, 'sepehran')).toMatchObject({ status: 'pending', lang: 'en' });
    expect(await row(email, 'turk')).toMatchObject({ status: 'pending', lang: 'tr' });

    const [turkish, english] = await mails(email);
    expect(turkish?.subject).toBe('Parvaz Türkiye: bülten aboneliğinizi onaylayın');
    expect(english?.subject).toContain('Sepehran');
    const turkConfirm = linkIn(turkish?.text ?? '', 'confirm');
    expect(turkConfirm.startsWith('http://turk.localhost/')).toBe(true);

    // Turk's secret on sepehran's site opens nothing.
    const elsewhere = turkConfirm.replace('turk.localhost', 'sepehran.localhost');
    expect((await press(elsewhere)).state).toBe('invalid');
    expect((await press(elsewhere.replace('confirm', 'unsubscribe'))).state).toBe('invalid');
    expect((await row(email, 'turk'))?.status).toBe('pending');

    await press(turkConfirm);
    expect((await row(email, 'turk'))?.status).toBe('confirmed');
    expect((await row(email, 'sepehran'))?.status).toBe('pending');
  });

  it('shows the page in the language of the sign-up to a browser that has none, and keeps a chosen one', async () => {
    const email = 'reader.five@example.com';
    await register(email, { lang: 'ar' });
    const [mail] = await mails(email);
    const link = linkIn(mail?.text ?? '', 'confirm');
    expect(mail?.subject).toBe('سپهران: يرجى تأكيد اشتراكك في النشرة الإخبارية');
    expect((await follow(link)).location).toMatch(/^\/newsletter\?confirm=[\w-]{20,}&lang=ar$/);
    expect((await follow(link, 'parvaz_lang=fa')).location).toMatch(
      /^\/newsletter\?confirm=[\w-]{20,}$/,
    );
  });

  it('writes links to the brand’s own site when the request names a host that is not the brand’s', async () => {
    const email = 'reader.six@example.com';
    await register(email, { host: 'evil.example:8080', 'x-tenant': 'oman' });
    const [mail] = await mails(email);
    expect(
      linkIn(mail?.text ?? '', 'confirm').startsWith(
        'https://oman.parvaz.travel/api/newsletter/confirm?token=',
      ),
    ).toBe(true);
    await register('reader.seven@example.com', { host: 'localhost:1@evil.example' });
    const [other] = await mails('reader.seven@example.com');
    expect(linkIn(other?.text ?? '', 'confirm').startsWith('https://turk.parvaz.travel/')).toBe(
      true,
    );
  });

  it("refuses an address that is not one, in the visitor's language", async () => {
    const answer = await register('not-an-address', { lang: 'fa' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      status: 'error',
      errors: { error: 'قالب ایمیل نامعتبر است.', fields: { email: 'قالب ایمیل نامعتبر است.' } },
    });
    const missing = await t.post(
      'newsletter/registerEmail',
      {},
      { lang: 'tr', 'x-forwarded-for': '10.9.1.1' },
    );
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: { fields: { email: 'Bu alan zorunludur.' } } });
  });

  it('limits sign-ups per client address', async () => {
    const headers = { 'x-forwarded-for': '10.9.2.1' };
    for (let i = 0; i < 10; i++)
      expect((await register(`burst${i}@example.com`, headers)).status).toBe(200);
    const refused = await register('burst10@example.com', headers);
    expect(refused.status).toBe(429);
    expect(await mails('burst10@example.com')).toHaveLength(0);
    expect((await register('burst10@example.com')).status).toBe(200);
  });
});
