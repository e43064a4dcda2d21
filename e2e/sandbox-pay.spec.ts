// The second payment provider as a customer meets it: the top-up form offers Sandbox Pay beside
// the sandbox bank; its hosted page takes the payment, tells the site by a signed notification,
// and the customer lands back on the credit page with the top-up done. And a payer the bank
// sends back with a payment the site does not know lands on the home page, told so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { en, field, fill, texts } from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { signIn } from './support/customer-flow';
import { useLanguage, words } from './support/locale';

/** The sepehran demo customer (README, "Demo accounts"). */
const customer = { username: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };
const bank = texts('en', 'bank');
const fa = words('fa');

describe('paying at Sandbox Pay', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(15_000);
    await useLanguage(browser.page, 'en');
  });
  afterAll(async () => browser.close());

  it('tops up the wallet through Sandbox Pay and comes back to the credit page', async () => {
    const { page, hostUrl } = browser;
    const site = hostUrl('sepehran', '').replace(/\/$/, '');
    await signIn(page, site, en, customer);
    await page.goto(`${site}/profile/credit`);
    await page.getByRole('heading', { name: en('page.profileCredit'), level: 1 }).waitFor();

    const amount = field(
      page,
      fill(en('profile.amountIn'), { currency: en('profile.currency.IRR') }),
    );
    await amount.fill('1000000');
    const banks = page.getByRole('radiogroup', { name: en('profile.bank') });
    await banks.getByRole('radio', { name: bank('hostedBankName'), exact: true }).check();
    await page.getByRole('button', { name: en('profile.pay'), exact: true }).click();

    await page.waitForURL(/\/bank\/sandbox-pay\//, { timeout: 20_000 });
    await page.getByRole('heading', { name: bank('hostedTitle') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: bank('pay'), exact: true }).click();

    // The notification came first here; the credit page says the top-up is done.
    await page.waitForURL(/\/profile\/credit(\?|$)/, { timeout: 20_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: en('profile.topupDone') })
      .first()
      .waitFor();
  });

  it('sends the payer of an unknown payment home, told so in Persian', async () => {
    const { page, hostUrl } = browser;
    const site = hostUrl('sepehran', '').replace(/\/$/, '');
    await useLanguage(page, 'fa');
    await page.goto(`${site}/api/payment/callback?token=no-such-payment-token-9999&status=OK`);
    await page.waitForURL((url) => url.pathname === '/' && url.search.includes('payment=unknown'));
    await page
      .getByRole('status')
      .filter({ hasText: fa('home.paymentUnknown') })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
