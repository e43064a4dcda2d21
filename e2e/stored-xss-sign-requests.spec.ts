// Stored XSS in sign requests: markup a visitor writes in a sign request (the company's name, its
// chief executive, city and address, and its documents' file names) must show as text in the
// operator's console, and the operator's note as text on the visitor's follow-up; where a field's
// rules refuse such characters (the English name, the licence number, the e-mail) the refusal is
// proven instead. Part of the stored-XSS check (stored-xss.spec.ts), on a server of its own (fresh
// database, dev tools on for the codes), as the sepehran demo operator and a guest, in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './support/accounts';
import { en, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { demoAccounts } from './support/fuzz/sessions';
import {
  apiAs,
  expectInert,
  injectedTraces,
  logIn,
  openTrappedBrowser,
  payload,
  pick,
  visitSignedIn,
  type Envelope,
} from './support/fuzz/stored-xss';
import { ownServerStartMs, startOwnServer } from './support/fuzz/own-server';
import { agencyDetails, applyByApi } from './support/sign-kit';

const mobile = '09351239900';
const mobileE164 = '+989351239900';

/** Short enough for a city (60 characters). */
const shortPayload = (tag: string) => `<img src=x onerror=alert(1)>${tag}`;
const stored = {
  name: payload('xss-sign-name'),
  ceoName: payload('xss-sign-ceo'),
  city: shortPayload('xss-sign-city'),
  address: payload('xss-sign-address'),
  note: payload('xss-sign-note'),
};

describe('markup in a sign request never runs in the console or on the follow-up', () => {
  let server: DevServer;
  let browser: Browser;
  let operator: Envelope;
  let reference = '';
  const refusals: Record<string, unknown> = {};

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await openTrappedBrowser(server);
    const details = agencyDetails(mobile, {
      name: stored.name,
      ceoName: stored.ceoName,
      city: stored.city,
      address: stored.address,
    });
    const sent = await applyByApi(server, details, mobileE164, {
      licence: `${shortPayload('xss-sign-file')}.pdf`,
    });
    expect(sent.status, JSON.stringify(sent.errors)).toBe('success');
    reference = sent.reference ?? '';
    for (const [name, value] of [
      ['nameEn', '<svg onload=alert(1)>Travel'],
      ['licenceNo', '<img src=x>'],
      ['email', '"><img src=x>@example.com'],
    ] as const) {
      const other = `0935124${String(Object.keys(refusals).length).padStart(4, '0')}`;
      refusals[name] = (
        await applyByApi(server, agencyDetails(other, { [name]: value }), `+98${other.slice(1)}`)
      ).errors;
    }

    operator = await logIn(server.url, demoAccounts.operator);
    const asOperator = apiAs(server.url, operator.token);
    const list = await asOperator('admin/getSignRequests', {});
    const id = (pick(list.data, 'items') as Array<{ id: number; reference: string }>).find(
      (item) => item.reference === reference,
    )?.id;
    const asked = await asOperator('admin/reviewSignRequest', {
      id,
      decision: 'needsChanges',
      note: stored.note,
    });
    expect(asked.status, JSON.stringify(asked.errors)).toBe('success');
  }, ownServerStartMs + 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses markup in the English name, the licence number and the e-mail', () => {
    expect(pick(refusals.nameEn, 'fields', 'nameEn')).toBeDefined();
    expect(pick(refusals.licenceNo, 'fields', 'licenceNo')).toBeDefined();
    expect(pick(refusals.email, 'fields', 'email')).toBeDefined();
  });

  it('shows what the visitor wrote as text in the operator’s console', async () => {
    await visitSignedIn(server, operator, async (console, consoleUrl) => {
      await console.goto(`${consoleUrl}/admin/signRequests`);
      await console.getByRole('combobox', { name: en('admin.sign.statusFilter') }).click();
      await console.getByRole('option', { name: en('admin.sign.allStatuses') }).click();
      await expectInert(console, 'xss-sign-name');
      await expectInert(console, 'xss-sign-city');
      await console
        .getByTestId('sign-request')
        .filter({ hasText: reference })
        .getByRole('button')
        .click();
      await console.getByTestId('sign-request-detail').waitFor();
      for (const tag of [
        'xss-sign-name',
        'xss-sign-ceo',
        'xss-sign-city',
        'xss-sign-address',
        'xss-sign-file',
        'xss-sign-note',
      ])
        await expectInert(console, tag);
    });
  });

  it('shows the operator’s note and the request as text on the visitor’s follow-up', async () => {
    const { page } = browser;
    await page.goto(`${browser.baseUrl}/sign?reference=${reference}`);
    await field(page, en('sign.field.lookupMobile')).fill(mobile);
    await page.getByRole('button', { name: en('sign.findStatus') }).click();
    await expectInert(page, 'xss-sign-note');
    await expectInert(page, 'xss-sign-name');
    // Opened again to be corrected, the form holds what was sent as the fields' values.
    await page.getByRole('button', { name: en('sign.correct') }).click();
    await page.getByRole('button', { name: en('sign.next'), exact: true }).click();
    expect(await field(page, en('sign.field.name')).inputValue()).toBe(stored.name);
    expect(await field(page, en('sign.field.address')).inputValue()).toBe(stored.address);
    expect(await injectedTraces(page)).toEqual([]);
  });
});
