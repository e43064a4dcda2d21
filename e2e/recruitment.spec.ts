// Recruitment (issue 19): a visitor opens a position at /recruitment, applies with a PDF CV and is
// given a reference (also texted); the operator finds the application in the console's
// Recruitment tab, downloads the CV (the same bytes) and shortlists it. Markup stored in a
// position's texts and in an application's name and cover letter shows as text on /recruitment
// and in the console. On a server of its own (fresh demo database, dev tools on: the outbox and
// the captcha's answer).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserOn, outbox, startDevServer, type DevServer } from './support/accounts';
import { seriousViolations } from './support/axe';
import { en } from './support/booking-flow';
import type { Browser } from './support/browser';
import {
  apiAs,
  injectedTraces,
  payload,
  pick,
  useSession,
  xssTrap,
  type Envelope,
} from './support/fuzz/stored-xss';
import { useLanguage } from './support/locale';
import { transitionsDone } from './support/transitions';

const operatorAccount = { username: '3712457588', password: 'Parvaz1234' };
const mobile = '09351237788';
const mobileE164 = '+989351237788';

/** A small PDF (the server tells the type by its first bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function axeClean(page: Page, label: string): Promise<void> {
  await transitionsDone(page);
  expect(await seriousViolations(page), label).toEqual([]);
}

/** The captcha's answer the dev tools add to its picture, as the page asks for it. */
function captchaAnswers(page: Page): () => string {
  let answer = '';
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/auth/createCaptcha')) return;
    void response
      .json()
      .then((body: { data?: { devAnswer?: string } }) => {
        answer = body.data?.devAnswer ?? answer;
      })
      .catch(() => undefined);
  });
  return () => answer;
}

describe('recruitment: a visitor applies with a CV, the operator reviews it', () => {
  let server: DevServer;
  let browser: Browser;
  let operator: Envelope;
  let cvPath = '';
  let reference = '';

  beforeAll(async () => {
    server = await startDevServer();
    browser = await openBrowserOn(server);
    await browser.context.addInitScript(xssTrap);
    cvPath = join(server.dir, 'leila-ahmadi-cv.pdf');
    writeFileSync(cvPath, pdf);
    operator = await apiAs(server.url)('auth/login', operatorAccount);
    expect(operator.status).toBe('success');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the visitor applies for a position with a PDF and is given a reference', async () => {
    const { page } = browser;
    await useLanguage(page, 'en');
    const answer = captchaAnswers(page);
    await page.goto(browser.hostUrl('sepehran', '/recruitment'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: en('careers.openPositions') }).waitFor();
    const position = page.locator('main [aria-expanded]').first();
    const title = (await position.getByRole('heading', { level: 3 }).innerText()).trim();
    await position.click();
    await page
      .getByRole('button', { name: en('careers.applyFor').replace('{{position}}', title) })
      .click();
    const form = page.locator('form').filter({ has: page.locator('input[type=file]') });
    await form.waitFor();
    await form.getByLabel(en('careers.fullName')).fill('Leila Ahmadi');
    await form.getByLabel(en('careers.mobile')).fill(mobile);
    await form.getByLabel(en('careers.email')).fill('leila.ahmadi@example.com');
    await form.getByLabel(en('careers.coverLetter')).fill('Three years at an airline call centre.');
    await form.locator('input[type=file]').setInputFiles(cvPath);
    await form.getByText('leila-ahmadi-cv.pdf').waitFor();
    await expect.poll(answer, { timeout: 10_000 }).not.toBe('');
    await form.getByLabel(en('auth.captcha')).fill(answer());
    await axeClean(page, '/recruitment form filled');
    await form.getByRole('button', { name: en('careers.send') }).click();
    reference = (await page.getByTestId('application-reference').innerText()).trim();
    expect(reference).toMatch(/^JA[A-Z2-9]{8}$/);
    const sms = (await outbox(server, mobileE164)).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain(reference);
  });

  it('the operator sees it, downloads the same CV and shortlists it', async () => {
    const console = await openBrowserOn(server);
    try {
      const { page } = console;
      await useLanguage(page, 'en');
      await useSession(page, console.baseUrl, operator);
      await page.goto(`${console.baseUrl}/admin/recruitment`);
      const card = page.getByTestId('job-application').filter({ hasText: reference });
      await card.waitFor();
      await card
        .getByRole('button', {
          name: en('admin.recruitment.openNamed').replace('{{name}}', 'Leila Ahmadi'),
        })
        .click();
      await card.getByText('Three years at an airline call centre.').waitFor();
      await axeClean(page, '/admin/recruitment application opened');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: en('admin.recruitment.downloadCv') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('leila-ahmadi-cv.pdf');
      const saved = await download.path();
      expect(readFileSync(saved).equals(pdf)).toBe(true);
      await card.getByRole('button', { name: en('admin.recruitment.mark.shortlisted') }).click();
      await card.getByText(en('admin.recruitment.stage.shortlisted')).first().waitFor();
      const asOperator = apiAs(server.url, operator.token);
      const list = await asOperator('admin/getJobApplications', { status: 'shortlisted' });
      const items = pick(list.data, 'items') as Array<{ reference: string }>;
      expect(items.map((item) => item.reference)).toContain(reference);
    } finally {
      await console.close();
    }
  });

  it('shows markup stored in a position and an application as text', async () => {
    const asOperator = apiAs(server.url, operator.token);
    const saved = await asOperator('admin/saveJobPosition', {
      lang: 'en',
      title: `<img src=x onerror=alert(1)>xss-job-title`,
      location: `<svg onload=alert(1)>xss-job-place`,
      employment: 'fullTime',
      description: `<p>xss-job-description &lt;img src=x onerror=alert(1)&gt;</p><script>window.__xss=1</script><img src="/favicon.ico" onerror="window.__xss=1">`,
      position: 0,
    });
    expect(saved.status, JSON.stringify(saved.errors)).toBe('success');
    const positionId = pick(saved.data, 'id') as number;
    const captcha = await apiAs(server.url)('auth/createCaptcha', {});
    const body = new FormData();
    body.append('positionId', String(positionId));
    body.append('fullName', `<img src=x onerror=alert(1)>xss-app-name`);
    body.append('mobile', '09351237799');
    body.append('email', 'xss@example.com');
    body.append('coverLetter', payload('xss-app-letter'));
    body.append('captchaId', pick(captcha.data, 'captchaId') as string);
    body.append('captcha', pick(captcha.data, 'devAnswer') as string);
    body.append('cv', new Blob([pdf], { type: 'application/pdf' }), '<b>xss-cv</b>.pdf');
    const sent = await fetch(`${server.url}/api/request/applyJob`, {
      method: 'POST',
      headers: { 'x-tenant': 'sepehran', lang: 'en' },
      body,
    });
    expect(sent.status).toBe(200);

    const { page } = browser;
    await useLanguage(page, 'en');
    // The server's own HTML (the positions are rendered there) holds the title as text.
    const response = await page.goto(browser.hostUrl('sepehran', '/recruitment'), {
      waitUntil: 'networkidle',
    });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('xss-job-title');
    expect(html).not.toContain('<img src=x onerror=alert(1)>xss-job-title');
    const position = page.locator('main [aria-expanded]').filter({ hasText: 'xss-job-title' });
    await position.click();
    await page.getByText('xss-job-description').waitFor();
    expect(await position.innerText()).toContain('<img src=x onerror=alert(1)>xss-job-title');
    expect(await injectedTraces(page)).toEqual([]);

    const console = await openBrowserOn(server);
    try {
      await console.context.addInitScript(xssTrap);
      await useLanguage(console.page, 'en');
      await useSession(console.page, console.baseUrl, operator);
      await console.page.goto(`${console.baseUrl}/admin/recruitment`);
      const card = console.page.getByTestId('job-application').filter({ hasText: 'xss-app-name' });
      await card.waitFor();
      expect(await card.innerText()).toContain('<img src=x onerror=alert(1)>xss-app-name');
      await card.getByRole('button').first().click();
      await card.getByText('xss-app-letter').waitFor();
      expect(await card.getByTestId('cover-letter').innerText()).toContain('<img src=x onerror=');
      expect(await injectedTraces(console.page)).toEqual([]);
    } finally {
      await console.close();
    }
  });
});
