// Stored XSS in visitors' cases: markup a visitor writes in the contact form (name, subject,
// message) and in a safety report must show as text at the supporter desk, and the desk's answer
// as text on the visitor's case page; where a field's rules refuse such characters (a flight
// number) the refusal is proven instead. Part of the stored-XSS check (stored-xss.spec.ts), on a
// server of its own (fresh database, dev tools on for the captcha), as the sepehran demo
// supporter and a guest, in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './support/accounts';
import { en, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { demoAccounts } from './support/fuzz/sessions';
import {
  apiAs,
  expectInert,
  logIn,
  openTrappedBrowser,
  payload,
  pick,
  solvedCaptcha,
  text,
  visitSignedIn,
  type Envelope,
} from './support/fuzz/stored-xss';
import { ownServerStartMs, startOwnServer } from './support/fuzz/own-server';

const visitorMobile = '09121119900';

const stored = {
  fullName: payload('xss-case-name'),
  subject: payload('xss-case-subject'),
  text: payload('xss-case-message'),
  report: payload('xss-safety-report'),
  reply: payload('xss-case-reply'),
};

describe('markup in a visitor’s case never runs at the desk or on the case page', () => {
  let server: DevServer;
  let browser: Browser;
  let supporter: Envelope;
  let reference = '';
  let refusedFlight: Envelope;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await openTrappedBrowser(server);
    const guest = apiAs(server.url);
    const captcha = () => solvedCaptcha(server.url);
    const sent = await guest('request/createRequest', {
      fullName: stored.fullName,
      mobile: visitorMobile,
      subject: stored.subject,
      text: stored.text,
      ...(await captcha()),
    });
    expect(sent.status, JSON.stringify(sent.errors)).toBe('success');
    reference = text(pick(sent.data, 'reference'));
    const report = {
      fullName: 'Report Writer',
      mobile: visitorMobile,
      text: stored.report,
      confidential: '0',
    };
    refusedFlight = await guest('request/email/report/safety', {
      ...report,
      flightNumber: '<svg onload=alert(1)>',
      ...(await captcha()),
    });
    const safety = await guest('request/email/report/safety', { ...report, ...(await captcha()) });
    expect(safety.status, JSON.stringify(safety.errors)).toBe('success');

    supporter = await logIn(server.url, demoAccounts.supporter);
    const asSupporter = apiAs(server.url, supporter.token);
    const list = await asSupporter('profile/supporterTicketList', { kind: 'contact' });
    const found = (list.data as Array<{ id: number; reference: string | null }>).find(
      (c) => c.reference === reference,
    );
    const replied = await asSupporter('profile/supporterReply', {
      id: found?.id,
      text: stored.reply,
    });
    expect(replied.status, JSON.stringify(replied.errors)).toBe('success');
  }, ownServerStartMs + 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses markup in a flight number', () => {
    expect(refusedFlight.status).toBe('error');
    expect(refusedFlight.errors?.fields?.flightNumber).toBeDefined();
  });

  it('shows the visitor’s name, subject and message as text at the desk', async () => {
    await visitSignedIn(server, supporter, async (desk, deskUrl) => {
      await desk.goto(`${deskUrl}/user/supporter?kind=contact`);
      // The list shows the subject and the sender's name.
      await expectInert(desk, 'xss-case-subject');
      await expectInert(desk, 'xss-case-name');
      await desk
        .getByRole('button', { name: /xss-case-subject/ })
        .first()
        .click();
      await expectInert(desk, 'xss-case-message');
      await expectInert(desk, 'xss-case-name');
      await desk.goto(`${deskUrl}/user/supporter?kind=safety`);
      await desk
        .getByRole('button', { name: /xss-safety-report/ })
        .first()
        .click();
      await expectInert(desk, 'xss-safety-report');
    });
  });

  it('shows the case and the desk’s answer as text on the visitor’s case page', async () => {
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/case?reference=${reference}`);
    await field(page, en('cases.mobile')).fill(visitorMobile);
    await page.getByRole('button', { name: en('cases.lookup.submit') }).click();
    await expectInert(page, 'xss-case-reply');
    await expectInert(page, 'xss-case-message');
    await expectInert(page, 'xss-case-subject');
  });
});
