// Recruitment (issue 19): a visitor opens a position at /recruitment, applies with a PDF CV and is
// given a reference (also texted); the operator finds the application in the console's
// Recruitment tab, downloads the CV (the same bytes) and shortlists it. Markup stored in a
// position's texts and in an application's name and cover letter shows as text on /recruitment
// and in the console. On a server of its own (fresh demo database, dev tools on: the outbox and
// the captcha's answer).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, startDevServer, type DevServer } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { en } from './support/booking-flow';
import type { Browser } from './support/browser';
import { captchaAnswers } from './support/captcha-answers';
import { demoAccounts } from './support/fuzz/sessions';
import {
  apiAs,
  injectedTraces,
  logIn,
  openTrappedBrowser,
  payload,
  pick,
  solvedCaptcha,
  visitSignedIn,
  type Envelope,
} from './support/fuzz/stored-xss';

const mobile = '09351237788';
const mobileE164 = '+989351237788';

/** A small PDF (the server tells the type by its first bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('recruitment: a visitor applies with a CV, the operator reviews it', () => {
  let server: DevServer;
  let browser: Browser;
  let operator: Envelope;
  let cvPath = '';
  let reference = '';

  beforeAll(async () => {
    server = await startDevServer();
    browser = await openTrappedBrowser(server);
    cvPath = join(server.dir, 'leila-ahmadi-cv.pdf');
    writeFileSync(cvPath, pdf);
    operator = await logIn(server.url, demoAccounts.operator);
    expect(operator.status).toBe('success');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the visitor applies for a position with a PDF and is given a reference', async () => {
    const { page } = browser;
    const captcha = captchaAnswers(page);
    await page.goto(browser.hostUrl('sepehran', '/recruitment'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: en('careers.openPositions') }).waitFor();
    const position = page.locator('main details > summary').first();
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
    await expect.poll(captcha.latest, { timeout: 10_000 }).not.toBe('');
    await form.getByLabel(en('auth.captcha')).fill(captcha.latest());
    captcha.stop();
    await expectAxeClean(page, '/recruitment form filled');
    await form.getByRole('button', { name: en('careers.send') }).click();
    reference = (await page.getByTestId('application-reference').innerText()).trim();
    expect(reference).toMatch(/^JA[A-Z2-9]{8}$/);
    const sms = (await outbox(server, mobileE164)).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain(reference);
  });

  it('the operator sees it, downloads the same CV and shortlists it', async () => {
    await visitSignedIn(server, operator, async (page, consoleUrl) => {
      await page.goto(`${consoleUrl}/admin/recruitment`);
      const card = page.getByTestId('job-application').filter({ hasText: reference });
      await card.waitFor();
      await card
        .getByRole('button', {
          name: en('admin.recruitment.openNamed').replace('{{name}}', 'Leila Ahmadi'),
        })
        .click();
      await card.getByText('Three years at an airline call centre.').waitFor();
      await expectAxeClean(page, '/admin/recruitment application opened');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: en('admin.recruitment.downloadCv') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('leila-ahmadi-cv.pdf');
      // The run's Chromium is joined remotely: the file is read from its stream, not its path.
      expect((await buffer(await download.createReadStream())).equals(pdf)).toBe(true);
      await card.getByRole('button', { name: en('admin.recruitment.mark.shortlisted') }).click();
      await card.getByText(en('admin.recruitment.stage.shortlisted')).first().waitFor();
      const asOperator = apiAs(server.url, operator.token);
      const list = await asOperator('admin/getJobApplications', { status: 'shortlisted' });
      const items = pick(list.data, 'items') as Array<{ reference: string }>;
      expect(items.map((item) => item.reference)).toContain(reference);
    });
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
    const captcha = await solvedCaptcha(server.url);
    const body = new FormData();
    body.append('positionId', String(positionId));
    body.append('fullName', `<img src=x onerror=alert(1)>xss-app-name`);
    body.append('mobile', '09351237799');
    body.append('email', 'xss@example.com');
    body.append('coverLetter', payload('xss-app-letter'));
    body.append('captchaId', captcha.captchaId);
    body.append('captcha', captcha.captcha);
    body.append('cv', new Blob([pdf], { type: 'application/pdf' }), '<b>xss-cv</b>.pdf');
    const sent = await fetch(`${server.url}/api/request/applyJob`, {
      method: 'POST',
      headers: { 'x-tenant': 'sepehran', lang: 'en' },
      body,
    });
    expect(sent.status).toBe(200);

    const { page } = browser;
    // The server's own HTML (the positions are rendered there) holds the title as text.
    const response = await page.goto(browser.hostUrl('sepehran', '/recruitment'), {
      waitUntil: 'networkidle',
    });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('xss-job-title');
    expect(html).not.toContain('<img src=x onerror=alert(1)>xss-job-title');
    const position = page.locator('main details > summary').filter({ hasText: 'xss-job-title' });
    await position.click();
    await page.getByText('xss-job-description').waitFor();
    expect(await position.innerText()).toContain('<img src=x onerror=alert(1)>xss-job-title');
    expect(await injectedTraces(page)).toEqual([]);

    await visitSignedIn(server, operator, async (console, consoleUrl) => {
      await console.goto(`${consoleUrl}/admin/recruitment`);
      const card = console.getByTestId('job-application').filter({ hasText: 'xss-app-name' });
      await card.waitFor();
      expect(await card.innerText()).toContain('<img src=x onerror=alert(1)>xss-app-name');
      await card.getByRole('button').first().click();
      await card.getByText('xss-app-letter').waitFor();
      expect(await card.getByTestId('cover-letter').innerText()).toContain('<img src=x onerror=');
      expect(await injectedTraces(console)).toEqual([]);
    });
  });
});
