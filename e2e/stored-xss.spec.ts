// Stored XSS: markup stored through the API in every field another user sees (support requests,
// their replies, a refund's rejection reason, profile and passenger names where the rules allow
// them, a visitor's comment on a post, the home page's slides and claims) must show as text on that user's page and never run or
// become an element. Where the rules refuse such characters the refusal is proven instead.
//
// Runs on a server of its own (fresh database, dev tools on), as the sepehran demo customer and
// supporter, in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './support/accounts';
import { en, field, isoIn } from './support/booking-flow';
import type { Browser } from './support/browser';
import { demoAccounts } from './support/fuzz/sessions';
import {
  apiAs,
  expectInert,
  injectedTraces,
  insertMarkup,
  logIn,
  openTrappedBrowser,
  payload,
  pick,
  solvedCaptcha,
  text,
  useSession,
  visitSignedIn,
  type Envelope,
} from './support/fuzz/stored-xss';
import { ownServerStartMs, startOwnServer } from './support/fuzz/own-server';

const customerMobile = '+989123456710';

const stored = {
  title: payload('xss-support-title'),
  description: payload('xss-support-description'),
  followUp: payload('xss-customer-message'),
  reply: payload('xss-supporter-reply'),
  reason: payload('xss-refund-reason'),
  firstName: payload('xss-profile-first'),
  lastName: payload('xss-profile-last'),
};

describe('stored markup never runs on another user’s page', () => {
  let server: DevServer;
  let browser: Browser;
  let customer: Envelope;
  let supporter: Envelope;
  /** The booking's lookup token for /ticket and /refund. */
  let access = '';
  let supportId = 0;
  const refusals: Record<string, Envelope> = {};

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await openTrappedBrowser(server);

    customer = await logIn(server.url, demoAccounts.customer);
    supporter = await logIn(server.url, demoAccounts.supporter);
    const asCustomer = apiAs(server.url, customer.token);
    const asSupporter = apiAs(server.url, supporter.token);

    // Names: markup in the profile and in a saved passenger.
    refusals.profile = await asCustomer('user/updateProfile', {
      firstName: stored.firstName,
      lastName: stored.lastName,
    });
    refusals.savedPassenger = await asCustomer('user/insertMyPassengers', {
      type: 'ADT',
      firstName: stored.firstName,
      lastName: stored.lastName,
      gender: 'M',
      birth_date: '1990-01-01',
      nationality: 'IR',
      national_id: '0012345679',
    });

    // A support request with a follow-up, answered by the supporter.
    const opened = await asCustomer('profile/newTicket', {
      title: stored.title,
      description: stored.description,
    });
    expect(opened.status, JSON.stringify(opened.errors)).toBe('success');
    supportId = Number(pick(opened.data, 'id'));
    expect(
      (await asCustomer('profile/newMessage', { id: supportId, text: stored.followUp })).status,
    ).toBe('success');
    expect(
      (await asSupporter('profile/supporterReply', { id: supportId, text: stored.reply })).status,
    ).toBe('success');

    // A booking paid from the wallet, markup in the passenger's names refused on the way.
    const passenger = pick((await asCustomer('user/getMyPassengers', {})).data, 0) as Record<
      string,
      unknown
    >;
    const fields = Object.fromEntries(Object.entries(passenger).filter(([key]) => key !== 'id'));
    const search = { adult: 1, child: 0, infant: 0 };
    const flights = await asCustomer('flight/getFlights', {
      origin: 'MHD',
      destination: 'THRC',
      departureDate: isoIn(14),
      roundTrip: '0',
      ...search,
    });
    const flight = pick(flights.data, 'departure', 0);
    const quote = await asCustomer('flight/getFlightPrice', {
      departureRef: text(pick(flight, 'ref')),
      agencyId: text(pick(flight, 'agencies', 0, 'id')),
      ...search,
    });
    const booking = {
      quoteId: text(pick(quote.data, 'quoteId')),
      passengers: [fields],
      contact: { mobile: customerMobile, country: 'IR', email: '' },
      agreement: '1',
      payment: 'wallet',
    };
    refusals.bookingNames = await asCustomer('flight/bookFlight', {
      ...booking,
      idempotencyKey: crypto.randomUUID(),
      passengers: [{ ...fields, firstName: stored.firstName, lastName: stored.lastName }],
    });
    refusals.bookingEmail = await asCustomer('flight/bookFlight', {
      ...booking,
      idempotencyKey: crypto.randomUUID(),
      contact: { ...booking.contact, email: `a${stored.title}@example.com` },
    });
    const booked = await asCustomer('flight/bookFlight', {
      ...booking,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(booked.status, JSON.stringify(booked.errors)).toBe('success');

    // Its refund asked for, then rejected by the supporter with a reason the traveller reads.
    const info = await asCustomer('ticket/ticketInfo', {
      trackingCode: text(pick(booked.data, 'trackingCode')),
      mobile: customerMobile,
    });
    access = text(pick(info.data, 'access'));
    const asked = await asCustomer('ticket/refundConfirm', {
      access,
      tickets: [text(pick(info.data, 'tickets', 0, 'ticketNumber'))],
      mode: 'Cancel',
    });
    expect(asked.status, JSON.stringify(asked.errors)).toBe('success');
    const rejected = await asSupporter('ticket/refundDecide', {
      id: Number(pick(asked.data, 'request', 'id')),
      decision: 'reject',
      reason: stored.reason,
    });
    expect(rejected.status, JSON.stringify(rejected.errors)).toBe('success');
  }, ownServerStartMs + 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses markup in passenger names and contact e-mails, or shows it inert in the profile', async () => {
    for (const name of ['savedPassenger', 'bookingNames', 'bookingEmail'] as const) {
      expect(refusals[name]?.status, name).toBe('error');
      expect(refusals[name]?.errors?.code, name).toBe('VALIDATION');
    }
    const page = browser.page;
    await useSession(page, browser.baseUrl, customer);
    await page.goto(`${browser.baseUrl}/profile/editInfo`);
    if (refusals.profile?.status === 'success') {
      // Stored: the form shows it as a value, the account menu as text.
      await expect
        .poll(() => field(page, en('profile.firstName')).inputValue())
        .toBe(stored.firstName);
    } else {
      expect(refusals.profile?.errors?.code).toBe('VALIDATION');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(await injectedTraces(page)).toEqual([]);
  });

  it("shows the customer's request as text on the supporter's desk", async () => {
    await visitSignedIn(server, supporter, async (desk, deskUrl) => {
      await desk.goto(`${deskUrl}/user/supporter`);
      await desk
        .getByRole('button', { name: /xss-support-title/ })
        .first()
        .click();
      await expectInert(desk, 'xss-support-description');
      await expectInert(desk, 'xss-customer-message');
      await expectInert(desk, 'xss-support-title');
      // The refund desk, where the rejection and its reason are listed.
      await desk.goto(`${deskUrl}/user/supporter/refunds?status=all`);
      await expectInert(desk, 'xss-refund-reason');
      if (refusals.profile?.status === 'success') await expectInert(desk, 'xss-profile-first');
    });
  });

  it("shows the supporter's reply as text to the customer", async () => {
    const page = browser.page;
    await useSession(page, browser.baseUrl, customer);
    await page.goto(`${browser.baseUrl}/profile/support`);
    await page
      .getByRole('button', { name: /xss-support-title/ })
      .first()
      .click();
    await expectInert(page, 'xss-supporter-reply');
    await expectInert(page, 'xss-support-description');
  });

  it('shows the rejection reason as text on the e-ticket and refund pages', async () => {
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/refund?access=${encodeURIComponent(access)}`);
    await expectInert(page, 'xss-refund-reason');
    await page.goto(`${browser.baseUrl}/ticket?access=${encodeURIComponent(access)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await injectedTraces(page)).toEqual([]);
  });

  it("shows a visitor's comment on a post as text, once the operator approves it", async () => {
    // A comment's name is 80 characters at most: the payload's tag is short.
    const name = payload('xss-blog-name');
    const words = payload('xss-blog-text');
    const sent = await apiAs(server.url)('blog/addComment', {
      slug: 'a-weekend-in-shiraz',
      fullName: name,
      text: words,
      ...(await solvedCaptcha(server.url)),
    });
    expect(sent.status, JSON.stringify(sent.errors)).toBe('success');
    const operator = await logIn(server.url, demoAccounts.operator);
    const approved = await apiAs(server.url, operator.token)('blog/moderateComment', {
      id: Number(pick(sent.data, 'id')),
      status: 'approved',
    });
    expect(approved.status, JSON.stringify(approved.errors)).toBe('success');
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/blogs/a-weekend-in-shiraz`);
    await expectInert(page, 'xss-blog-name');
    await expectInert(page, 'xss-blog-text');
  });

  it('shows the slide and claim texts an operator enters as text on the home page', async () => {
    const operator = await logIn(server.url, demoAccounts.operator);
    const asOperator = apiAs(server.url, operator.token);
    const stored = await asOperator('admin/getHomePage', { lang: 'en' });
    const routes = pick(stored.data, 'routes');
    const saved = await asOperator('admin/saveHomePage', {
      lang: 'en',
      // A slide's title is 80 characters at most: its tag is short.
      slides: [
        {
          image: '/blog/beach.svg',
          title: payload('xss-st'),
          text: payload('xss-slide-text'),
          link: '/',
        },
      ],
      claims: [{ title: 'Plain words', text: payload('xss-claim-text') }],
      routes,
      hotelIds: [],
    });
    expect(saved.status, JSON.stringify(saved.errors)).toBe('success');
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/`);
    await expectInert(page, 'xss-st');
    await expectInert(page, 'xss-slide-text');
    await expectInert(page, 'xss-claim-text');
  });

  it('has a probe that does see markup that became an element', async () => {
    const page = browser.page;
    await insertMarkup(page, stored.title);
    expect(await injectedTraces(page)).not.toEqual([]);
  });
});
