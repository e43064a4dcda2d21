// The newsletter as a visitor meets it: the footer's form, the confirmation e-mail read from the
// outbox, its link followed to the page whose button confirms it, the same address
// again (no second mail), and the unsubscribe link; a wrong address refused beside the field.
import type { Language } from '@parvaz/domain/languages';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, type DevServer } from './support/accounts';
import { openBrowser, type Browser } from './support/browser';
import { words } from './support/locale';
import { startServerInTempDir } from './support/temp-dir-server';

/** A server of this spec's own with the outbox reader on. */
function startNewsletterServer(): Promise<DevServer> {
  return startServerInTempDir({ prefix: 'parvaz-e2e-newsletter-' });
}

describe('the newsletter', () => {
  let server: DevServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startNewsletterServer();
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The brand's own site on this server, in a language of the visitor's choosing. */
  async function openSite(language: Language, path: string) {
    const { page, context } = browser;
    await context.clearCookies();
    await context.addCookies([
      { name: 'parvaz_lang', value: language, url: `http://sepehran.localhost:${server.port}` },
    ]);
    await page.goto(`http://sepehran.localhost:${server.port}${path}`);
    return page;
  }

  async function mailsTo(email: string) {
    // Queued in the transaction that records the sign-up: there once the answer is.
    return (await outbox(server, email)).filter((message) => message.channel === 'email');
  }

  it('fa: subscribes from the footer, confirms by the e-mailed link, and leaves by the other', async () => {
    const t = words('fa');
    const brand = tenants.sepehran.name.fa;
    const email = `reader-${Date.now()}@example.com`;
    const page = await openSite('fa', '/newsletter');
    const footer = page.getByRole('contentinfo');
    const form = footer.getByRole('form', { name: t('newsletter.title') });
    await form.getByLabel(t('newsletter.email')).fill(email);
    await form.getByRole('button', { name: t('newsletter.subscribe') }).click();
    const outcome = form.getByRole('status');
    await expect
      .poll(() => outcome.innerText())
      .toContain(t('newsletter.checkInbox').split('{{')[0]?.trim());
    expect(await outcome.innerText()).toContain(email);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`${brand}: لطفاً عضویت در خبرنامه را تأیید کنید`);
    const link = (kind: string) => {
      const found = new RegExp(
        `http://sepehran\\.localhost:${server.port}/api/newsletter/${kind}\\?token=[\\w-]+`,
      ).exec(mail?.text ?? '');
      if (!found) throw new Error(`no ${kind} link in ${mail?.text ?? ''}`);
      return found[0];
    };

    // Opening the link asks first (a mail scanner that opens it confirms nothing); the button
    // confirms.
    await page.goto(link('confirm'));
    await page.waitForURL(/\/newsletter\?confirm=/);
    await page.getByRole('heading', { level: 1, name: t('newsletter.confirmAsk.title') }).waitFor();
    await page.getByRole('button', { name: t('newsletter.confirmAsk.button') }).click();
    await page.waitForURL(/\/newsletter\?state=confirmed/);
    await page.getByRole('heading', { level: 1, name: t('newsletter.confirmed.title') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fa');

    // The same address again: the same answer, and no second mail.
    await form.getByLabel(t('newsletter.email')).fill(email.toUpperCase());
    await form.getByRole('button', { name: t('newsletter.subscribe') }).click();
    await expect.poll(() => outcome.innerText()).toContain(email.toUpperCase());
    expect(await mailsTo(email)).toHaveLength(1);

    await page.goto(link('unsubscribe'));
    await page.getByRole('button', { name: t('newsletter.unsubscribeAsk.button') }).click();
    await page.waitForURL(/\/newsletter\?state=unsubscribed/);
    await page
      .getByRole('heading', { level: 1, name: t('newsletter.unsubscribed.title') })
      .waitFor();
    expect(await page.getByTestId('newsletter-state').innerText()).toContain(brand);
  });

  it('en: refuses an address that is not one beside the field, and says a broken link opens nothing', async () => {
    const t = words('en');
    const page = await openSite('en', '/newsletter');
    const form = page.getByRole('contentinfo').getByRole('form', { name: t('newsletter.title') });
    const field = form.getByLabel(t('newsletter.email'));
    await field.fill('not-an-address');
    await form.getByRole('button', { name: t('newsletter.subscribe') }).click();
    await expect.poll(() => form.getByRole('status').innerText()).toBe('Invalid email type.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await outbox(server, 'not-an-address')).toHaveLength(0);

    await page.goto(`http://sepehran.localhost:${server.port}/api/newsletter/confirm?token=nope`);
    await page.getByRole('button', { name: t('newsletter.confirmAsk.button') }).click();
    await page.waitForURL(/\/newsletter\?state=invalid/);
    await page.getByRole('heading', { level: 1, name: t('newsletter.invalid.title') }).waitFor();
  });
});
