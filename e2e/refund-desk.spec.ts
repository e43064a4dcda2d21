// The refund desk (/user/supporter/refunds): a refund the fare rules leave to a decision waits
// there, beside its flight's recorded status and delay; a supporter approves one after
// confirming and rejects another with the reason the traveller is told. The page passes axe in
// English and Persian.
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { homeRoutes } from '@parvaz/domain/contracts/flight-search';
import { formatDuration } from '@parvaz/domain/format/duration';
import { statusKey } from '@parvaz/domain/format/status-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { en, fa, field, isoIn, type Words } from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { signIn } from './support/customer-flow';
import { useLanguage } from './support/locale';
import { payAtBank } from './support/race-kit';

/** The sepehran demo customer (who books and asks) and supporter (who decides). */
const customer = { username: '3712456808', password: 'Parvaz1234' };
const supporter = { username: '3712457456', password: 'Parvaz1234', name: 'فاطمه جعفری' };

interface Envelope {
  status: string;
  token?: string;
  data?: unknown;
  errors?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A field of an answer's data, read without trusting its shape. */
function pick(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
}

function text(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error('not a text');
  return String(value);
}

type Call = (path: string, body: unknown) => Promise<Envelope>;

/** A flight of the search results to book. */
interface Chosen {
  flight: unknown;
  search: { adult: number; child: number; infant: number };
}

/** The nth outbound flight from Mashhad to Tehran in 13 days (on time, nothing recorded). */
const nthFlight =
  (nth: number) =>
  async (call: Call): Promise<Chosen> => {
    const search = { adult: 1, child: 0, infant: 0 };
    const flights = await call('flight/getFlights', {
      origin: 'MHD',
      destination: 'THRC',
      departureDate: isoIn(13),
      roundTrip: '0',
      ...search,
    });
    return { flight: pick(flights.data, 'departure', nth), search };
  };

/** A day counted from today in Iran (the home routes' clock), which is not the runner's near midnight. */
function dayInIran(days: number): string {
  return formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), days));
}

/** A flight of the demo's day of operations that runs late: some leave within three days. */
async function delayedFlight(call: Call): Promise<Chosen> {
  const search = { adult: 1, child: 0, infant: 0 };
  for (const day of [0, 1, 2, 3])
    for (const [origin, destination] of homeRoutes) {
      const flights = await call('flight/getFlights', {
        origin,
        destination,
        departureDate: dayInIran(day),
        roundTrip: '0',
        ...search,
      });
      const found = pick(flights.data, 'departure');
      const late = Array.isArray(found)
        ? found.find((f) => pick(f, 'status') === 'delayed' && Number(pick(f, 'seatsLeft')) > 0)
        : undefined;
      if (late) return { flight: late, search };
    }
  throw new Error('the demo data has no delayed flight in the coming days');
}

/**
 * The traveller's part, through the API the site uses: the customer books a flight, pays by card
 * at the sandbox bank (not from the wallet, which another spec pays a family's trip from) and
 * asks for the refund of its ticket because the flight was cancelled (the rules leave that to
 * the desk when no cancellation is on record). Answers the booking's PNR and the flight booked.
 */
async function pendingRefund(
  baseUrl: string,
  choose: (call: Call) => Promise<Chosen>,
): Promise<{ pnr: string; flight: unknown }> {
  let token = '';
  const call: Call = async (path, body) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        lang: 'en',
        'x-tenant': 'sepehran',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope;
    if (answer.status !== 'success') throw new Error(`${path}: ${JSON.stringify(answer.errors)}`);
    return answer;
  };
  token = (await call('auth/login', customer)).token ?? '';
  const passenger = pick((await call('user/getMyPassengers', {})).data, 0);
  if (!isRecord(passenger)) throw new Error('no saved passenger');
  const fields = Object.fromEntries(Object.entries(passenger).filter(([key]) => key !== 'id'));
  const { flight, search } = await choose(call);
  const quote = await call('flight/getFlightPrice', {
    departureRef: text(pick(flight, 'ref')),
    agencyId: text(pick(flight, 'agencies', 0, 'id')),
    ...search,
  });
  const booking = await call('flight/bookFlight', {
    quoteId: text(pick(quote.data, 'quoteId')),
    idempotencyKey: crypto.randomUUID(),
    passengers: [fields],
    contact: { mobile: '+989123456710', country: 'IR', email: '' },
    agreement: '1',
    payment: 'gateway',
  });
  const callback = await payAtBank(baseUrl, text(pick(booking.data, 'paymentUrl')));
  await fetch(new URL(callback, baseUrl), { redirect: 'manual' });
  const info = await call('ticket/ticketInfo', {
    trackingCode: text(pick(booking.data, 'trackingCode')),
    mobile: '+989123456710',
  });
  const ticket = text(pick(info.data, 'tickets', 0, 'ticketNumber'));
  const asked = await call('ticket/refundConfirm', {
    access: text(pick(info.data, 'access')),
    tickets: [ticket],
    mode: 'Cancel',
  });
  expect(pick(asked.data, 'request', 'status')).toBe('pending');
  return { pnr: text(pick(booking.data, 'pnr')), flight };
}

/** '07:45' of a local ISO time ('2026-12-01T07:45:00+03:30'): the airport's clock. */
const clockOf = (iso: unknown) => text(iso).slice(11, 16);

describe('the refund desk', () => {
  let browser: Browser;
  let site = '';
  const pnrs: string[] = [];
  let onTime: unknown;
  let late: { pnr: string; flight: unknown } | undefined;

  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(10_000);
    await useLanguage(browser.page, 'en');
    site = browser.hostUrl('sepehran', '').replace(/\/$/, '');
    // Node does not resolve brand host names: the API is asked on the shared address by header.
    const first = await pendingRefund(browser.baseUrl, nthFlight(2));
    const second = await pendingRefund(browser.baseUrl, nthFlight(3));
    pnrs.push(first.pnr, second.pnr);
    onTime = first.flight;
    late = await pendingRefund(browser.baseUrl, delayedFlight);
  });
  afterAll(async () => browser.close());

  /** The card of a request, named by its PNR. */
  const card = (t: Words, pnr: string) =>
    browser.page.getByRole('listitem').filter({
      has: browser.page.getByRole('heading', { name: new RegExp(`${t('desk.pnr')} ${pnr}`) }),
    });

  it('approves one request after confirming and rejects another with a reason', async () => {
    const { page } = browser;
    const t = en;
    const [approved = '', rejected = ''] = pnrs;
    await signIn(page, site, t, supporter);
    await page.goto(`${site}/user/supporter`);
    await page.getByRole('tab', { name: t('desk.tab.refunds') }).click();
    await page.waitForURL(/\/user\/supporter\/refunds$/);
    await card(t, approved).waitFor();
    const approvedText = await card(t, approved).innerText();
    expect(approvedText).toContain(t('desk.modeName.Cancel'));
    // The flight's recorded state beside the request: on time, the departure on Mashhad's clock.
    const facts = (pnr: string) =>
      card(t, pnr).getByRole('region', { name: t('desk.flightFacts') });
    const onTimeFacts = await facts(approved).innerText();
    expect(onTimeFacts).toContain(
      `${t('desk.flightStatus')}: ${t('desk.flightStatusName.scheduled')}`,
    );
    expect(onTimeFacts).toContain(t('desk.delayNone'));
    expect(onTimeFacts).toContain(clockOf(pick(onTime, 'scheduledDepartureTime')));
    expect(onTimeFacts).not.toContain(t('desk.newDeparture'));
    // A flight that runs late: its status, by how much, and both times at the airport.
    const lateFlight = late?.flight;
    const delay = Math.round(
      (Date.parse(text(pick(lateFlight, 'departureTime'))) -
        Date.parse(text(pick(lateFlight, 'scheduledDepartureTime')))) /
        60_000,
    );
    expect(delay).toBeGreaterThan(0);
    const lateFacts = await facts(late?.pnr ?? '-').innerText();
    expect(lateFacts).toContain(`${t('desk.flightStatus')}: ${t('desk.flightStatusName.delayed')}`);
    expect(lateFacts).toContain(formatDuration(delay, 'en'));
    expect(lateFacts).toContain(t('desk.newDeparture'));
    expect(lateFacts).toContain(clockOf(pick(lateFlight, 'scheduledDepartureTime')));
    expect(lateFacts).toContain(clockOf(pick(lateFlight, 'departureTime')));
    expect(await seriousViolations(page)).toEqual([]);

    await card(t, approved)
      .getByRole('button', { name: t('desk.approve'), exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: t('desk.approveTitle') });
    await confirm.getByRole('button', { name: t('desk.approveConfirm') }).click();
    await confirm.waitFor({ state: 'detached' });
    await card(t, approved).waitFor({ state: 'detached' });

    await card(t, rejected)
      .getByRole('button', { name: t('desk.reject'), exact: true })
      .click();
    const reject = page.getByRole('dialog', { name: t('desk.rejectTitle') });
    await reject.getByRole('button', { name: t('desk.rejectConfirm') }).click();
    // No reason, no rejection: the traveller must be told why.
    const reason = field(reject, t('desk.reason'));
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    // axe measures contrast once the dialog has faded in (slow on a busy machine).
    await expect
      .poll(() =>
        reject.evaluate((dialog) => getComputedStyle(dialog.parentElement ?? dialog).opacity),
      )
      .toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await reason.fill('The flight was not cancelled.');
    await reject.getByRole('button', { name: t('desk.rejectConfirm') }).click();
    await reject.waitFor({ state: 'detached' });
    await card(t, rejected).waitFor({ state: 'detached' });

    await field(page, t('desk.status')).selectOption('');
    await card(t, rejected).waitFor();
    expect(await card(t, rejected).innerText()).toContain('The flight was not cancelled.');
    expect(await card(t, rejected).innerText()).toContain(t(statusKey('rejected')));
    expect(await card(t, approved).innerText()).toContain(t(statusKey('approved')));
  });

  it('reads in Persian and passes axe there too', async () => {
    const persian = await openBrowser({ locale: 'fa-IR' });
    persian.page.setDefaultTimeout(10_000);
    try {
      const { page } = persian;
      await useLanguage(page, 'fa');
      await signIn(page, site, fa, supporter);
      await page.goto(`${site}/user/supporter/refunds?status=all`);
      await page.getByRole('heading', { name: new RegExp(pnrs[1] ?? '-') }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await persian.close();
    }
  });
});
