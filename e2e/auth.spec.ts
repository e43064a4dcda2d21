// Signing in as a customer of a brand that allows it: wrong password, the right one, the account
// menu, and logging out; sign-up refused on a brand without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';
import { readLocale } from '@parvaz/i18n/node';
import { sessionCookieOf, signedInUser } from './support/session';

const en = words('en');
/** A field's label, with the * of a required one. */
const labelled = (label: string) => new RegExp(`^${label}(\\s*\\*)?$`);
const messages = readLocale('en', 'messages');
/** The sepehran demo customer (README, "Demo accounts"). */
const customer = { nationalCode: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };

describe('signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    await useLanguage(browser.page, 'en');
  });
  afterAll(async () => browser.close());

  it('refuses a wrong password, signs in with the right one and logs out', async () => {
    const { page, hostUrl } = browser;
    await page.goto(hostUrl('sepehran', '/'));
    await page
      .getByRole('link', { name: en('header.login') })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await page.getByLabel(labelled(en('auth.username'))).fill(customer.nationalCode);
    await page.getByLabel(labelled(en('auth.password'))).fill('Wrong1234');
    await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
    await page
      .getByText(messages.loginFailed ?? 'loginFailed')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(labelled(en('auth.password'))).fill(customer.password);
    await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
    const menu = page.getByRole('button', { name: new RegExp(customer.name) });
    await menu.waitFor();
    // The session is an httpOnly cookie: no script on the page reads it, nothing is stored.
    expect(await sessionCookieOf(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(
      await page.evaluate(() => `${document.cookie} ${JSON.stringify(localStorage)}`),
    ).not.toMatch(/parvaz_session|token/);

    await menu.click();
    await page.getByRole('menuitem', { name: en('auth.logout') }).click();
    await page
      .getByRole('link', { name: en('header.login') })
      .first()
      .waitFor();
    expect(await sessionCookieOf(page)).toBeNull();
    expect(await signedInUser(page)).toBeNull();
  });

  it('shows no sign-up on a brand without it', async () => {
    const { page, hostUrl } = browser;
    await page.goto(hostUrl('turk', '/signup'));
    await page
      .getByText(messages.signupClosed ?? 'signupClosed')
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: en('auth.signupSubmit') }).count()).toBe(0);
  });
});
