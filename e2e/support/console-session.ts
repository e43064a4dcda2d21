// The operator's console as the console specs drive it (content pages, home page, blog): the
// sepehran demo operator, and browsers in Persian whose steps may wait 15 s (the console's editors
// load slowly on a busy machine).
import type { Page } from 'playwright-core';
import { fa } from './booking-flow';
import { openBrowser, type Browser } from './browser';
import { signIn } from './customer-flow';
import { demoAccounts } from './fuzz/sessions';
import { useLanguage } from './locale';

/** The sepehran demo operator, with the name the account menu and the audit log show. */
export const demoOperator = { ...demoAccounts.operator, name: 'رضا محمدی' };

/** `browser` in Persian, its steps waiting up to 15 s. */
export async function inPersian(browser: Browser): Promise<Browser> {
  browser.page.setDefaultTimeout(15_000);
  await useLanguage(browser.page, 'fa');
  return browser;
}

/** A Persian browser on the shared e2e server, and sepehran's site there (no trailing slash). */
export async function openPersianBrowser(): Promise<{ browser: Browser; site: string }> {
  const browser = await inPersian(await openBrowser({ locale: 'fa-IR' }));
  return { browser, site: browser.hostUrl('sepehran', '').replace(/\/$/, '') };
}

/** The operator signed in on `site`'s login page, in Persian. */
export function signInAsOperator(page: Page, site: string): Promise<void> {
  return signIn(page, site, fa, demoOperator);
}
