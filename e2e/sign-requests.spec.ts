// A partner's way in (issue 19): an agency applies at /sign in Persian, step by step (each step
// checked by axe), with its documents and the code texted to its mobile; the operator finds it in
// the console, opens its documents and approves it (list and detail checked by axe in Persian and
// English at a desktop's and a phone's width); the new user follows the link of the approval SMS
// to the reset page, sets a password and signs in as the agency. On a server of its own (fresh
// database, dev tools on: the outbox and the captcha's answer).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromOutbox,
  openBrowserOn,
  outbox,
  startDevServer,
  type DevServer,
} from './support/accounts';
import { en, fa, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { expectAxeClean } from './support/axe';
import { captchaAnswers } from './support/captcha-answers';
import { demoAccounts } from './support/fuzz/sessions';
import { logIn, useSession } from './support/fuzz/stored-xss';
import { useLanguage } from './support/locale';
import {
  agencyDetails,
  atStep,
  fillCompany,
  next,
  pickDocuments,
  writeDocuments,
  type Purpose,
} from './support/sign-kit';
import { signedInToken, signedInUser } from './support/session';

const mobile = '09351230011';
const mobileE164 = '+989351230011';
const password = 'Kavir2026';

/** The page at a phone's width and back: both layouts are checked. */
async function atBothWidths(page: Page, label: string): Promise<void> {
  await expectAxeClean(page, `${label} 1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await expectAxeClean(page, `${label} 390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a partner applies at /sign, is approved and signs in', () => {
  let server: DevServer;
  let browser: Browser;
  let files: Record<Purpose, string>;
  let reference = '';

  beforeAll(async () => {
    server = await startDevServer();
    browser = await openBrowserOn(server);
    files = writeDocuments(server.dir);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the agency applies in Persian, step by step, and is given a reference', async () => {
    const { page } = browser;
    const t = fa;
    await useLanguage(page, 'fa');
    await page.goto(browser.hostUrl('sepehran', '/sign'));
    await page.getByRole('heading', { level: 1, name: t('page.sign') }).waitFor();
    await atBothWidths(page, '/sign fa');

    await page.getByRole('radio', { name: new RegExp(t('sign.kind.agency')) }).check();
    await next(page, t);
    await atStep(page, t, 'company');
    // Nothing typed: every field says what it needs, and the step stays.
    await next(page, t);
    await expect.poll(() => page.getByText(t('sign.field.name')).count()).toBeGreaterThan(0);
    await atBothWidths(page, '/sign fa company (errors)');
    await fillCompany(page, t, agencyDetails(mobile));
    await next(page, t);

    await atStep(page, t, 'documents');
    await pickDocuments(page, t, files);
    await page.getByText('licence.pdf').first().waitFor();
    await atBothWidths(page, '/sign fa documents');
    await next(page, t);

    await atStep(page, t, 'contact');
    await field(page, t('sign.field.email')).fill('office@setareh-kavir.example');
    await field(page, t('sign.field.contactPhone')).fill(mobile);
    await page.getByRole('button', { name: t('sign.sendCode'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('sign.codeSentTo') })
      .waitFor();
    await field(page, t('sign.field.code')).fill(await codeFromOutbox(server, mobileE164));
    await atBothWidths(page, '/sign fa contact');
    await next(page, t);

    await atStep(page, t, 'review');
    await page.getByText('Setareh Kavir Travel').waitFor();
    await atBothWidths(page, '/sign fa review');
    await page.getByRole('button', { name: t('sign.submit'), exact: true }).click();
    const sent = page.getByTestId('sign-sent');
    await sent.waitFor();
    reference = ((await sent.locator('strong').textContent()) ?? '').trim();
    expect(reference).toMatch(/^SR[A-Z2-9]{8}$/);
    await expectAxeClean(page, '/sign fa sent');

    // The reference came by SMS too; the follow-up shows the request being reviewed.
    const texts = await outbox(server, mobileE164);
    expect(texts.some((m) => m.channel === 'sms' && m.text.includes(reference))).toBe(true);
    await field(page, t('sign.field.reference')).fill(reference);
    await field(page, t('sign.field.lookupMobile')).fill(mobile);
    await page.getByRole('button', { name: t('sign.findStatus') }).click();
    await page
      .getByTestId('sign-status')
      .getByText(t('status.pendingVerification'), { exact: true })
      .waitFor();
  });

  it('the operator reviews it in the console, reads its documents and approves it', async () => {
    const operator = await openBrowserOn(server);
    try {
      const { page } = operator;
      const session = await logIn(server.url, demoAccounts.operator);
      for (const [language, t] of [
        ['fa', fa],
        ['en', en],
      ] as const) {
        await useLanguage(page, language);
        await useSession(page, operator.baseUrl, session);
        await page.goto(`${operator.baseUrl}/admin/signRequests`);
        const card = page.getByTestId('sign-request').filter({ hasText: reference });
        await card.waitFor();
        await atBothWidths(page, `console list ${language}`);
        await card.getByRole('button').click();
        const detail = page.getByTestId('sign-request-detail');
        await detail.getByText('Setareh Kavir Travel').first().waitFor();
        // Each document is read with the operator's session and opened from the browser's copy.
        await expect.poll(() => page.getByTestId('sign-document').locator('a').count()).toBe(3);
        await expect.poll(() => page.locator('img[src^="blob:"]').count()).toBe(2);
        await atBothWidths(page, `console detail ${language}`);
        if (language === 'fa')
          await page.getByRole('button', { name: t('admin.sign.back') }).click();
      }
      const t = en;
      await page.getByRole('radio', { name: t('admin.sign.decision.approve') }).check();
      await page.getByRole('button', { name: t('admin.sign.record.approve'), exact: true }).click();
      await page.getByText(t('admin.sign.decided')).waitFor();
      await page
        .getByTestId('sign-request-detail')
        .getByText(t('status.approved'), { exact: true })
        .waitFor();
      await expectAxeClean(page, 'console approved en');
    } finally {
      await operator.close();
    }
  });

  it('the new user follows the approval’s link, sets a password and signs in as the agency', async () => {
    const { page } = browser;
    const t = fa;
    const approval = (await outbox(server, mobileE164)).find(
      (m) => m.channel === 'sms' && m.text.includes('/forgetPassword?mobile='),
    );
    const link = /https?:\/\/\S+\/forgetPassword\?mobile=\S+/.exec(approval?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;

    const captcha = captchaAnswers(page);
    await page.goto(browser.hostUrl('sepehran', path));
    await page.getByRole('heading', { name: t('auth.forgotTitle') }).waitFor();
    // The link fills the mobile in; the captcha and the code prove it is its owner.
    expect(await field(page, t('auth.mobile')).inputValue()).toBe(mobileE164);
    await expect.poll(captcha.latest).not.toBe('');
    await field(page, t('auth.captcha')).fill(captcha.latest());
    captcha.stop();
    await page.getByRole('button', { name: t('auth.sendCode'), exact: true }).click();
    await page.getByRole('heading', { name: t('auth.resetTitle') }).waitFor();
    await field(page, t('auth.code')).fill(await codeFromOutbox(server, mobileE164));
    await field(page, t('auth.newPassword')).fill(password);
    await field(page, t('auth.confirmPassword')).fill(password);
    await page.getByRole('button', { name: t('auth.resetSubmit'), exact: true }).click();
    await page.waitForURL(/\/login/);

    await field(page, t('auth.username')).fill(mobile);
    await field(page, t('auth.password')).fill(password);
    await page.getByRole('button', { name: t('auth.loginSubmit') }).click();
    await signedInToken(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect((await signedInUser(page))?.role).toBe('agency');
  });
});
