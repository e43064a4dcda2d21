import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import { createTestApp, type DatabaseKind, type TestApp } from '../test/test-app';
import { hold, passenger } from '../modules/booking/booking.fixtures';
import { hotelDay } from '../modules/hotels/hotels-test-kit';
import { cardForm, payAndReturn, validCard } from '../modules/payments/payments-test-kit';
import { nextMobile } from '../modules/tickets/tickets-test-kit';

// The app with the built web app, for the tests of pages rendered on the server as a reader with
// no JavaScript gets them: GET a page (its status, its HTML, its visible text), call the API,
// hold and book a flight, and find one stay of the demo hotels. Shared by the rendered-pages
// tests (not a test itself).

/** The built web app; its server bundle (dist-ssr/entry-server.js) sits beside it. */
export const webDist = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));

/** The address every request is made to: the pages' own links (canonical, feed) name it. */
export const origin = 'http://127.0.0.1:8080';
const host = new URL(origin).host;

/** A Sepehran visitor who chose English. */
export const english = { 'x-tenant': 'sepehran', cookie: 'parvaz_lang=en; parvaz_tenant=sepehran' };

/** A local date `days` after today in Tehran, where the demo's flights and nights count from. */
export const isoIn = hotelDay;

export interface Page {
  status: number;
  html: string;
  /** The rendered app's text, tags stripped. */
  text: string;
}

export type Envelope = {
  status: string;
  data?: Record<string, unknown>;
  errors?: { code?: string; error?: string };
};

export interface Answer {
  status: number;
  body: Envelope;
}

export interface FoundHotel {
  id: number;
  name: string;
  price: { perNight: number; total: number; currency: 'IRR' | 'USD' | 'KWD' };
}

export interface FoundStay {
  /** The address query of the search, as the hotel search box writes it. */
  query: string;
  /** The first page of hotels as the list shows it: ten, in the search's order (popular first). */
  hotels: FoundHotel[];
  /** The first hotel of the list: its page, with the stay, shows its rooms. */
  hotel: FoundHotel;
}

/**
 * The stay every hotel check uses: two nights in Mashhad, one room for two adults, inside the
 * test data's three weeks of nights.
 */
export const hotelStay = {
  city: 'MHD',
  checkIn: isoIn(10),
  checkOut: isoIn(12),
  rooms: '2-0',
} as const;

/** `/hotels?…` of the stay. */
export function hotelsPath(stay: FoundStay): string {
  return `/hotels?${stay.query}`;
}

/** `/hotels/:id?…` of the stay's first hotel. */
export function hotelPath(stay: FoundStay): string {
  return `/hotels/${stay.hotel.id}?${stay.query}`;
}

/** The visible text of a page: the rendered app between the root and the start-up data. */
function textOf(html: string): string {
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf(`<script id="${startUpDataElementId}"`),
  );
  return root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * A suite's app serving the built web app, opened before its tests and closed after them. Read
 * `t` inside the tests, once the suite has started.
 */
export function renderedPagesApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let stay: Promise<FoundStay> | undefined;
  beforeAll(async () => {
    app = await createTestApp(kind, { webDist });
  });
  afterAll(async () => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };

  /** GET `path` on the origin's host, as a browser asks for it (no /api). */
  function get(path: string, headers: Record<string, string> = {}) {
    return t().app.inject({ method: 'GET', url: path, headers: { host, ...headers } });
  }

  /** A page as a reader with no JavaScript gets it: its status, its HTML and its text. */
  async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
    const response = await get(path, headers);
    const html = response.body;
    return { status: response.statusCode, html, text: textOf(html) };
  }

  /** POST /api/<path> on the sepehran brand in English unless `headers` say otherwise. */
  async function call(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const answer = await t().post(path, body, {
      host,
      lang: 'en',
      'x-tenant': 'sepehran',
      ...headers,
    });
    return { status: answer.status, body: answer.json as Envelope };
  }

  /** Holds, books and pays one adult (last name AHMADI) at the sandbox bank. */
  async function bookAndPay(flight: { ref: string; agencyId: number }) {
    const mobile = nextMobile().local;
    const quote = await hold(t(), flight);
    const booking = await call('flight/bookFlight', {
      quoteId: quote.json.data?.quoteId,
      idempotencyKey: `rendered-${randomBytes(8).toString('hex')}`,
      passengers: [passenger('ADT')],
      contact: { mobile, country: 'IR' },
      agreement: '1',
      payment: 'gateway',
    });
    if (booking.status !== 200) throw new Error(`bookFlight answered ${booking.status}`);
    const paid = await payAndReturn(
      t().app,
      String(booking.body.data?.paymentUrl),
      cardForm(validCard()),
    );
    if (paid.callback.statusCode !== 302)
      throw new Error(`the callback answered ${paid.callback.statusCode}`);
    return {
      bookingId: Number(booking.body.data?.bookingId),
      trackingCode: String(booking.body.data?.trackingCode),
      /** The contact mobile as typed (local form): with the tracking code, it finds the booking. */
      mobile,
    };
  }

  async function searchStay(): Promise<FoundStay> {
    const answer = await call('hotel/searchHotels', {
      city: hotelStay.city,
      checkIn: hotelStay.checkIn,
      checkOut: hotelStay.checkOut,
      rooms: [{ adults: 2, children: 0 }],
      // The list's own page size (hotelPageSize of the web app): the page shows these hotels.
      pageSize: 10,
    });
    const hotels = (answer.body.data as { items?: FoundHotel[] } | undefined)?.items ?? [];
    const [hotel] = hotels;
    if (answer.status !== 200 || !hotel)
      throw new Error(`hotel/searchHotels answered ${answer.status} with no hotel`);
    return { query: new URLSearchParams(hotelStay).toString(), hotels, hotel };
  }

  /** The stay's search over the demo hotels, made once per suite (again after a failure). */
  function findStay(): Promise<FoundStay> {
    if (!stay) {
      stay = searchStay();
      stay.catch(() => {
        stay = undefined;
      });
    }
    return stay;
  }

  return {
    get t() {
      return t();
    },
    get,
    page,
    call,
    hold: (flight: { ref: string; agencyId: number }) => hold(t(), flight),
    bookAndPay,
    findStay,
  };
}
