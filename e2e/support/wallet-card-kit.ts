// Steps of a customer who pays from the wallet and a card (decision 021): a new account signed up
// on a server of the spec's own (the outbox gives the code), credit topped up at the sandbox bank
// so that the wallet holds less than a purchase costs, and the amounts the pages show.
import { formatMoney } from '@parvaz/domain/format/money';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeFromOutbox, type DevServer } from './accounts';
import { field, fill, payingCard, payOnBankPage, texts, type Words } from './booking-flow';
import { captchaAnswers } from './captcha-answers';

export interface NewCustomer {
  mobile: string;
  nationalCode: string;
  password: string;
}

/** Rials as the pages write them in `language` (IRR has no minor unit). */
export const rialsIn = (amount: number, language: Language): string =>
  formatMoney({ amount, currency: 'IRR' }, language);

/**
 * Signs a new customer up on the sepehran host of `server`, with the code read from its outbox;
 * answers the mobile as the server keeps it (+98…), which the account menu shows.
 */
export async function signUp(
  page: Page,
  server: DevServer,
  siteUrl: string,
  t: Words,
  customer: NewCustomer,
): Promise<string> {
  const captcha = captchaAnswers(page);
  // The captcha's answer comes with its picture while the dev tools are on; the picture is asked
  // for once the page has woken, which a busy machine may take a while to do.
  const [drawn] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/createCaptcha'), { timeout: 60_000 }),
    page.goto(`${siteUrl}/signup`),
  ]);
  await page.getByRole('heading', { name: t('auth.signupTitle') }).waitFor();
  const first = (await drawn.json()) as { data?: { devAnswer?: string } };
  await page.getByRole('img', { name: t('auth.captchaImageAlt') }).waitFor();
  // A captcha drawn again since (the page may refresh it) is the one to answer.
  const answer = captcha.latest() || (first.data?.devAnswer ?? '');
  expect(answer).not.toBe('');
  await field(page, t('auth.mobile')).fill(customer.mobile);
  await field(page, t('auth.nationalCode')).fill(customer.nationalCode);
  await field(page, t('auth.password')).fill(customer.password);
  await field(page, t('auth.confirmPassword')).fill(customer.password);
  await field(page, t('auth.captcha')).fill(answer);
  captcha.stop();
  // Hashing the new password takes a while on a busy machine.
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: t('auth.signupSubmit'), exact: true }).click();
  const sent = (await (await registered).json()) as { data: { mobile: string } };
  const mobile = sent.data.mobile;
  await page.getByRole('heading', { name: t('auth.codeTitle') }).waitFor();
  await field(page, t('auth.code')).fill(await codeFromOutbox(server, mobile));
  await page.getByRole('button', { name: t('auth.verifySubmit'), exact: true }).click();
  await page.getByRole('button', { name: fill(t('auth.accountMenu'), { name: mobile }) }).waitFor();
  return mobile;
}

/** The wallet's balance as the credit page shows it, in Western digits and no separators. */
export async function creditShown(page: Page, siteUrl: string, t: Words): Promise<number> {
  await page.goto(`${siteUrl}/profile/credit`);
  await page.getByRole('heading', { name: t('page.profileCredit'), level: 1 }).waitFor();
  return amountOf(await page.getByTestId('credit-balance').innerText());
}

/**
 * Tops the wallet up by `rials` at the sandbox bank, from the credit page, and waits until the
 * page shows the new balance (`before + rials`).
 */
export async function topUp(
  page: Page,
  siteUrl: string,
  language: Language,
  t: Words,
  rials: number,
): Promise<void> {
  const before = await creditShown(page, siteUrl, t);
  const bank = texts(language, 'bank');
  const amount = field(page, fill(t('profile.amountIn'), { currency: t('profile.currency.IRR') }));
  await amount.fill(String(rials));
  const banks = page.getByRole('radiogroup', { name: t('profile.bank') });
  await banks.getByRole('radio', { name: bank('bankName'), exact: true }).check();
  await page.getByRole('button', { name: t('profile.pay'), exact: true }).click();
  await payOnBankPage(page, language, payingCard);
  await page.waitForURL(/\/profile\/credit(\?|$)/, { timeout: 20_000 });
  const balance = page.getByTestId('credit-balance');
  await expect.poll(() => balance.innerText()).toBe(rialsIn(before + rials, language));
}

/** The whole number in a text of money ("1,234,000 IRR", "۱٬۲۳۴٬۰۰۰ ریال"). */
export function amountOf(text: string): number {
  const digits = normalizeDigits(text).replace(/[^\d-]/g, '');
  return Number(digits);
}

/** The amount the sandbox bank's page asks for, as written there. */
export async function bankAmount(page: Page, language: Language): Promise<string> {
  const bank = texts(language, 'bank');
  await page.waitForURL(/\/bank\/sandbox\//, { timeout: 20_000 });
  const term = page.getByRole('term').filter({ hasText: bank('amount') });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}
