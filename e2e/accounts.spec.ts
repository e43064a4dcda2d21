// A new customer of sepehran, start to finish in one signed-in session: sign up with the code
// read from the outbox, save two passengers, top up credit at the sandbox bank, (book with the
// saved passengers paying by wallet — being written), and a support request with a file that a
// supporter answers from the desk in another browser.
//
// Runs on a server of its own (fresh database, dev tools on: the outbox and captcha answers),
// on the sepehran host, in English.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney } from '@parvaz/domain/format/money';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './support/axe';
import { captchaAnswers } from './support/captcha-answers';
import {
  before,
  bookingTimeout,
  chooseDate,
  definitionOf,
  next,
  openBooking,
  outcomeText,
  passengerCard,
  enMessages,
  escape,
  field,
  fill,
  isoIn,
  nationalCode,
  payingCard,
  payOnBankPage,
  texts,
  type Person,
  servicesStepShown,
} from './support/booking-flow';
import type { Browser } from './support/browser';
import {
  codeFromOutbox,
  openBrowserOn,
  outbox,
  startDevServer,
  writeSmallPng,
  type DevServer,
} from './support/accounts';
import { payByWallet, pickSavedPassenger, signIn } from './support/customer-flow';
import { useLanguage, words } from './support/locale';
import { sessionCookieOf } from './support/session';

const en = words('en');
const bank = texts('en', 'bank');

/** One run's customer: a mobile and national code no demo account has. */
const run = Date.now() % 10_000_000;
const customer = {
  mobile: `0935${String(run).padStart(7, '0')}`,
  nationalCode: nationalCode(700_000 + (run % 100_000)),
  password: 'Safar2024',
};
/** The saved passengers the booking step picks (national codes valid by their check digit). */
const savedPassengers = {
  adult: {
    type: 'ADT',
    firstName: 'PARISA',
    lastName: 'NOURI',
    gender: 'F',
    birth: '1991-04-12',
    nationalId: nationalCode(810_001),
  },
  child: {
    type: 'CHD',
    firstName: 'ARYAN',
    lastName: 'NOURI',
    gender: 'M',
    birth: before(isoIn(0), 6, 20),
    nationalId: nationalCode(810_002),
  },
} as const satisfies Record<string, Person & { type: 'ADT' | 'CHD' }>;
/** Top-up in rials (sepehran's wallet currency); a new account starts at zero. */
const topUpRials = 150_000_000;
const rials = (amount: number) => formatMoney({ amount, currency: 'IRR' }, 'en');
const request = {
  title: `Receipt for my top-up ${run}`,
  description: 'Please check the attached receipt.\nThe amount shows twice in my bank app.',
  answer: `We checked payment ${run}: it was taken once. The second line is a hold that disappears.`,
};
/** The sepehran demo supporter (README, "Demo accounts"). */
const supporter = { username: '3712457456', password: 'Parvaz1234', name: 'فاطمه جعفری' };

/**
 * A toast saying `text`. Only where it is the first success toast of a page load: the app shows
 * at most one success toast per 5 s (spec section 8), so a second one soon after is held back.
 */
async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('a new customer on sepehran: account, passengers, credit, support', () => {
  let server: DevServer;
  let browser: Browser;
  /** The customer's page: signed in from the first test on. */
  let page: Page;
  /** The mobile as the server keeps it (+98…), the account menu's name. */
  let mobile = '';

  beforeAll(async () => {
    server = await startDevServer();
    browser = await openBrowserOn(server);
    page = browser.page;
    await useLanguage(page, 'en');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up with the code read from the outbox', async () => {
    // The captcha's answer comes with the picture while the dev tools are on.
    const captcha = captchaAnswers(page);
    await page.goto(browser.hostUrl('sepehran', '/'));
    await page
      .getByRole('link', { name: en('header.signup') })
      .first()
      .click();
    await page.waitForURL(/\/signup/);
    await page.getByRole('heading', { name: en('auth.signupTitle') }).waitFor();
    await page.getByRole('img', { name: en('auth.captchaImageAlt') }).waitFor();
    await expect.poll(captcha.latest).not.toBe('');
    await expectAxeClean(page);

    await field(page, en('auth.mobile')).fill(customer.mobile);
    await field(page, en('auth.nationalCode')).fill(customer.nationalCode);
    await field(page, en('auth.password')).fill(customer.password);
    await field(page, en('auth.confirmPassword')).fill(customer.password);
    await field(page, en('auth.captcha')).fill(captcha.latest());
    captcha.stop();
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: en('auth.signupSubmit'), exact: true }).click();
    const sent = (await (await registered).json()) as { data: { mobile: string } };
    mobile = sent.data.mobile;
    expect(mobile).toBe(`+98${customer.mobile.slice(1)}`);

    await page.getByRole('heading', { name: en('auth.codeTitle') }).waitFor();
    await page.getByText(mobile, { exact: true }).waitFor();
    await expectAxeClean(page);
    const code = await codeFromOutbox(server, mobile);
    await field(page, en('auth.code')).fill(code);
    await page.getByRole('button', { name: en('auth.verifySubmit'), exact: true }).click();

    await page
      .getByRole('button', { name: fill(en('auth.accountMenu'), { name: mobile }) })
      .waitFor();
    // The session is an httpOnly cookie: the page's scripts see neither it nor a stored token.
    expect(await sessionCookieOf(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(
      await page.evaluate(() => `${document.cookie} ${JSON.stringify(localStorage)}`),
    ).not.toMatch(/parvaz_session|token/);
  });

  it('saves an adult and a child as passengers in the profile', async () => {
    await page.goto(browser.hostUrl('sepehran', '/profile/passengers'));
    await page.getByRole('heading', { name: en('page.profilePassengers'), level: 1 }).waitFor();
    await page.getByText(enMessages('passengersEmpty')).waitFor();
    await expectAxeClean(page);

    for (const person of [savedPassengers.adult, savedPassengers.child]) {
      await page.getByRole('button', { name: en('profile.addPassenger'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('profile.addPassenger') });
      await dialog.waitFor();
      if (person.type === 'ADT') await expectAxeClean(page);
      await field(dialog, en('profile.passengerType')).selectOption(person.type);
      await dialog
        .getByRole('radio', {
          name: en(person.gender === 'M' ? 'booking.male' : 'booking.female'),
          exact: true,
        })
        .check();
      await field(dialog, en('booking.firstName')).fill(person.firstName);
      await field(dialog, en('booking.lastName')).fill(person.lastName);
      await chooseDate(
        dialog.getByRole('group', { name: en('booking.birthDate') }),
        en,
        person.birth,
        'gregorian',
      );
      // The brand's own nationality is chosen already.
      expect(await field(dialog, en('booking.nationality')).inputValue()).toBe(
        'Islamic Republic of Iran',
      );
      await field(dialog, en('booking.nationalId')).fill(person.nationalId);
      await dialog.getByRole('button', { name: en('profile.save'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('heading', { name: `${person.firstName} ${person.lastName}`, exact: true })
        .waitFor();
    }

    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect.poll(() => cards.count()).toBe(2);
    for (const person of [savedPassengers.adult, savedPassengers.child]) {
      const name = `${person.firstName} ${person.lastName}`;
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      const text = await card.innerText();
      expect(text).toContain(en(`booking.type.${person.type}`));
      expect(text).toContain(en(person.gender === 'M' ? 'booking.male' : 'booking.female'));
      expect(text).toContain(person.nationalId);
      await card
        .getByRole('button', { name: `${en('profile.edit')} — ${name}`, exact: true })
        .waitFor();
    }
    await expectAxeClean(page);
  });

  it('tops up credit through the sandbox bank and shows the new balance', async () => {
    await page.goto(browser.hostUrl('sepehran', '/profile/credit'));
    await page.getByRole('heading', { name: en('page.profileCredit'), level: 1 }).waitFor();
    const balance = page.getByTestId('credit-balance');
    await expect.poll(() => balance.innerText()).toBe(rials(0));
    await expectAxeClean(page);

    const amount = field(
      page,
      fill(en('profile.amountIn'), { currency: en('profile.currency.IRR') }),
    );
    await amount.fill(String(topUpRials));
    const banks = page.getByRole('radiogroup', { name: en('profile.bank') });
    await banks.getByRole('radio', { name: bank('bankName'), exact: true }).check();
    await page.getByRole('button', { name: en('profile.pay'), exact: true }).click();

    // The bank page speaks the customer's language (a top-up has no booking to take it from).
    await page.waitForURL(/\/bank\/sandbox\//, { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await payOnBankPage(page, 'en', payingCard);
    await page.waitForURL(/\/profile\/credit(\?|$)/, { timeout: 20_000 });
    await toast(page, en('profile.topupDone'));
    await expect.poll(() => balance.innerText()).toBe(rials(topUpRials));
    // The answer of the bank is not left in the address.
    expect(page.url()).not.toContain('payment=');
    await expectAxeClean(page);
  });

  it(
    'books a flight with the saved passengers paying by wallet and finds it in the profile',
    async () => {
      await openBooking(page, browser.baseUrl, { date: isoIn(11), adult: 1, child: 1 }, en);
      // The account's own mobile is the contact until another is typed.
      const contact = page.getByRole('region', { name: en('booking.contactTitle') });
      expect(await field(contact, en('booking.mobile')).inputValue()).not.toBe('');
      const adult = savedPassengers.adult;
      const child = savedPassengers.child;
      await pickSavedPassenger(
        passengerCard(page, en, 'ADT', 1),
        en,
        `${adult.firstName} ${adult.lastName}`,
      );
      await pickSavedPassenger(
        passengerCard(page, en, 'CHD', 1),
        en,
        `${child.firstName} ${child.lastName}`,
      );
      await next(page, en);
      await servicesStepShown(page, en);
      await next(page, en);
      await payByWallet(page, en);
      expect(await outcomeText(page)).toContain(enMessages('reservationConfirmed'));
      const tracking = (await definitionOf(page, en('booking.trackingCode')).innerText()).trim();
      const paidText = await definitionOf(page, en('booking.amount')).innerText();
      const paid = Number(paidText.replace(/\D/g, ''));
      expect(paid).toBeGreaterThan(0);

      await page.goto(`${browser.baseUrl}/profile/flights`);
      await page.getByText(tracking).first().waitFor();
      await expectAxeClean(page);
      // The wallet paid: the balance is what is left of the top-up.
      await page.goto(`${browser.baseUrl}/profile/credit`);
      const balance = page.getByTestId('credit-balance');
      await expect.poll(async () => balance.innerText()).toBe(rials(topUpRials - paid));
    },
    bookingTimeout,
  );

  it('opens a support request with a file, answered by a supporter from the desk', async () => {
    await page.goto(browser.hostUrl('sepehran', '/profile/support'));
    await page.getByRole('heading', { name: en('page.profileSupport'), level: 1 }).waitFor();
    await page.getByText(enMessages('supportEmpty')).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: en('profile.newRequest'), exact: true }).click();
    const form = page.getByRole('form', { name: en('profile.newRequest') });
    await form.waitFor();
    await field(form, en('profile.requestTitle')).fill(request.title);
    await field(form, en('profile.requestDescription')).fill(request.description);
    // The file is chosen from the keyboard: the attach button opens the file chooser.
    const attachments = join(server.dir, 'attachments');
    mkdirSync(attachments, { recursive: true });
    const png = writeSmallPng(attachments);
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: en('profile.attachFiles'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(png);
    await form.getByText(/^boarding-pass\.png \(1 KB\)$/).waitFor();
    await expectAxeClean(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/profile/newTicket'));
    await form.getByRole('button', { name: en('profile.send'), exact: true }).click();
    const requestId = ((await (await created).json()) as { data: { id: number } }).data.id;
    expect(requestId).toBeGreaterThan(0);
    await toast(page, en('profile.requestSent'));
    await page.waitForURL(new RegExp(`[?&]id=${requestId}(&|$)`));
    await page.getByRole('heading', { name: request.title, level: 2 }).waitFor();
    const mine = page.getByRole('listitem').filter({ hasText: en('profile.author.Customer') });
    await mine.getByText('boarding-pass.png', { exact: false }).waitFor();
    await page.getByText(en('profile.supportStatus.Open'), { exact: true }).waitFor();

    // The supporter, in a browser of its own.
    const desk = await openBrowserOn(server);
    try {
      const deskPage = desk.page;
      await useLanguage(deskPage, 'en');
      await signIn(deskPage, desk.baseUrl, en, supporter);
      await deskPage.goto(desk.hostUrl('sepehran', '/user/supporter'));
      await deskPage.getByRole('heading', { name: en('page.userSupporter'), level: 1 }).waitFor();
      const entry = deskPage.getByRole('button', { name: new RegExp(escape(request.title)) });
      await entry.waitFor();
      expect(await entry.innerText()).toContain(en('profile.supportStatus.Open'));
      await expectAxeClean(deskPage);

      await entry.click();
      await deskPage.getByRole('heading', { name: request.title, level: 2 }).waitFor();
      await deskPage.getByText(request.description.split('\n')[0] ?? '').waitFor();
      await deskPage.getByText(/boarding-pass\.png/).waitFor();
      await deskPage.getByText(formatPhoneInternational(mobile)).first().waitFor();
      const status = field(deskPage, en('profile.status'));
      expect(await status.inputValue()).toBe('Open');
      const changed = deskPage.waitForResponse((r) => r.url().endsWith('/profile/setTicketStatus'));
      await status.selectOption('Progress');
      expect((await changed).ok()).toBe(true);
      await expect.poll(() => status.isEnabled()).toBe(true);
      await field(deskPage, en('profile.reply')).fill(request.answer);
      const replied = deskPage.waitForResponse((r) => r.url().endsWith('/profile/supporterReply'));
      await deskPage.getByRole('button', { name: en('profile.send'), exact: true }).click();
      expect((await replied).ok()).toBe(true);
      await deskPage
        .getByRole('listitem')
        .filter({ hasText: en('profile.author.Supporter') })
        .getByText(request.answer)
        .waitFor();
      expect(await status.inputValue()).toBe('Progress');
      await expectAxeClean(deskPage);
    } finally {
      await desk.close();
    }

    // The customer is told by SMS, naming the request.
    const sms = await outbox(server, mobile);
    expect(sms.filter((m) => m.channel === 'sms' && m.text.includes(request.title))).toHaveLength(
      1,
    );

    // Back with the customer: the answer and the new status.
    await page.reload();
    await page.getByRole('heading', { name: request.title, level: 2 }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: en('profile.author.Supporter') })
      .getByText(request.answer)
      .waitFor();
    await page.getByText(en('profile.supportStatus.Progress'), { exact: true }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: en('profile.backToList'), exact: true }).click();
    const listed = page.getByRole('button', { name: new RegExp(escape(request.title)) });
    await expect.poll(() => listed.innerText()).toContain(en('profile.supportStatus.Progress'));
  });
});
