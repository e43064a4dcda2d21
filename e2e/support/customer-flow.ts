// Steps of a signed-in customer: signing in on the login page, picking saved passengers into
// the booking's cards, and paying from the wallet.
import type { Locator, Page } from 'playwright-core';
import { escape, field, type Words } from './booking-flow';

/** Signs in on the login page of a brand's site and waits for the account menu. */
export async function signIn(
  page: Page,
  siteUrl: string,
  t: Words,
  account: { username: string; password: string; name: string },
): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await field(page, t('auth.username')).fill(account.username);
  await field(page, t('auth.password')).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit') }).click();
  await page.getByRole('button', { name: new RegExp(escape(account.name)) }).waitFor();
}

/** Chooses a saved passenger, by name, into a booking card. */
export async function pickSavedPassenger(card: Locator, t: Words, name: string): Promise<void> {
  await field(card, t('booking.fromSaved')).click();
  await card.page().getByRole('option', { name, exact: true }).click();
  await field(card, t('booking.firstName')).and(card.getByRole('textbox')).first().waitFor();
}

/** On the finish step: the wallet as the way to pay, the terms accepted, then pay. */
export async function payByWallet(page: Page, t: Words): Promise<void> {
  await page
    .getByRole('radio', {
      name: new RegExp(`^${escape(t('booking.payByWallet').split('{{')[0] ?? '')}`),
    })
    .check();
  await field(page, t('booking.agreement')).check();
  await page
    .getByRole('button', { name: new RegExp(`^${escape(t('booking.pay').split('{{')[0] ?? '')}`) })
    .click();
  await page.waitForURL(/\/booking\/result\?receipt=/, { timeout: 20_000 });
}
