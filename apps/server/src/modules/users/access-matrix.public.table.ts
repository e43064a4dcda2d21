import { flightDay } from '../booking/booking.fixtures';
import type { Request, Route } from './access-matrix.table';

/** The night after `flightDay`: a one-night stay for the hotel searches. */
const hotelCheckOut = new Date(Date.parse(`${flightDay}T00:00:00Z`) + 86_400_000)
  .toISOString()
  .slice(0, 10);

/**
 * The access matrix's second table: every endpoint that asks for no sign-in, and how it reaches
 * anything owned. Public endpoints own nothing by a session: what they open, they open by a secret
 * (a lookup pair, an access token, a receipt, a quote id, a gateway token), and a secret of one
 * brand opens nothing on another.
 */

/**
 * A ticket lookup: the pair or token that names a booking, and `ticket`, the ticket a call is
 * about (the fare rules of it, the refund of it).
 */
export interface Lookup {
  access?: string;
  trackingCode?: string;
  mobile?: string;
  ticketNumber?: string;
  lastName?: string;
  ticket: string;
}

/** A held quote and the idempotency key its booking attempt is sent with. */
export interface HoldSecret {
  quoteId: string;
  idempotencyKey: string;
}

export type PublicRow = Route &
  (
    | /**
       * A booking found by a lookup; `writes` when the call changes it, `aboutTicket` when it
       * is about one ticket of the booking.
       */
      {
        reach: 'lookup';
        writes: boolean;
        aboutTicket?: boolean;
        request: (lookup: Lookup) => Request;
      }
      /** A held quote of the brand, by its id. */
    | { reach: 'hold'; request: (hold: HoldSecret) => Request }
    /** A booking of the brand, by the signed receipt the result page carries. */
    | { reach: 'receipt'; request: (receipt: string) => Request }
    /** A payment of the brand, by the gateway's token. */
    | { reach: 'payment'; request: (token: string) => Request }
    /**
     * The same for every brand and caller (reference data, search, menus, the API's own
     * documents, health), the brand's own (its configuration, content, alerts), the door to an
     * account of the brand, the bank's side (by the bank's token: the browser the bank sends back
     * carries no brand), or a tool for tests that production never registers.
     */
    | {
        reach: 'platform' | 'brand' | 'entry' | 'bank' | 'devTool';
        request?: Request;
      }
  );

/** The lookup's fields as a request sends them (`ticket` goes where each call takes it). */
const lookupOf = (lookup: Lookup): Record<string, unknown> => {
  const pair: Record<string, unknown> = { ...lookup };
  delete pair.ticket;
  return pair;
};
const lookupRead = (path: string): PublicRow => ({
  method: 'POST',
  path,
  reach: 'lookup',
  writes: false,
  request: (lookup) => ({ body: lookupOf(lookup) }),
});
const platform = (method: Route['method'], path: string, request?: Request): PublicRow => ({
  method,
  path,
  reach: 'platform',
  ...(request ? { request } : {}),
});

/** The API's browsable documentation, as the Swagger UI plugin registers it. */
const docs = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/*',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
].map((path) => platform('GET', path));

export const publicRows: PublicRow[] = [
  ...docs,
  platform('GET', '/api/openapi.json'),
  platform('GET', '/livez'),
  platform('GET', '/healthz'),
  platform('GET', '/bank/logo/sandbox.svg'),
  platform('GET', '/bank/logo/sandbox-pay.svg'),
  platform('POST', '/api/flight/getCountries'),
  platform('POST', '/api/flight/getProvinces'),
  platform('POST', '/api/flight/getCities'),
  platform('POST', '/api/flight/getCitiesByProvinceId'),
  platform('POST', '/api/flight/getFlights', {
    body: {
      origin: 'MHD',
      destination: 'THRC',
      departureDate: flightDay,
      roundTrip: '0',
      adult: 1,
    },
  }),
  platform('POST', '/api/flight/getCheapestFlights', {
    body: { origin: 'MHD', destination: 'THRC', from: flightDay, to: flightDay },
  }),
  platform('POST', '/api/flight/getAirportBoard', {
    body: { airport: 'MHD', direction: 'departures', date: flightDay },
  }),
  platform('POST', '/api/flight/getBoardAirports'),
  platform('POST', '/api/hotel/getHotelCities'),
  platform('POST', '/api/hotel/searchHotels', {
    body: { city: 'MHD', checkIn: flightDay, checkOut: hotelCheckOut },
  }),
  platform('POST', '/api/hotel/getHotel', { body: { id: 1 } }),
  platform('POST', '/api/hotel/getHotelRooms', {
    body: { id: 1, checkIn: flightDay, checkOut: hotelCheckOut },
  }),
  platform('POST', '/api/context/getMenuPage'),
  platform('POST', '/api/context/getMenuHtml'),
  platform('POST', '/api/payment/getBanksList'),
  platform('POST', '/api/exchange/getRates'),
  { method: 'POST', path: '/api/context/getInitialConfig', reach: 'brand' },
  { method: 'POST', path: '/api/context/getHeaderFooter', reach: 'brand' },
  // Pages and questions are the brand's own content (modules/context proves one brand's page is
  // not found on another).
  {
    method: 'POST',
    path: '/api/context/getPageByUrl',
    reach: 'brand',
    request: { body: { url: 'aboutUs' } },
  },
  { method: 'POST', path: '/api/context/getGroupFaqs', reach: 'brand' },
  // Recruitment: the brand's open positions; an application names one of them and wants a
  // captcha, so here it is refused for it, having stored nothing (modules/careers proves
  // another brand's or a closed position is refused alike).
  { method: 'POST', path: '/api/context/getJobs', reach: 'brand' },
  {
    method: 'POST',
    path: '/api/request/applyJob',
    reach: 'brand',
    request: {
      body: {
        positionId: 1,
        fullName: 'Matrix Reader',
        mobile: '09121112299',
        email: 'm@example.com',
      },
    },
  },
  // The home page's blocks are the brand's own content in the caller's language.
  { method: 'POST', path: '/api/context/getHomePage', reach: 'brand' },
  { method: 'POST', path: '/api/flight/lowFareSearchCash', reach: 'brand' },
  { method: 'POST', path: '/api/request/informMe', reach: 'brand' },
  // The blog is the brand's content in the caller's language; its feed, the sitemap and
  // robots.txt name the brand's own host. A comment is the brand's post's, held for moderation.
  ...['getPosts', 'getPost', 'getCategories', 'getPopular', 'addComment'].map(
    (name): PublicRow => ({ method: 'POST', path: `/api/blog/${name}`, reach: 'brand' }),
  ),
  { method: 'GET', path: '/blogs/feed.xml', reach: 'brand' },
  // The blog's images are everyone's, served on the brand they were uploaded on; an id that
  // is not such an image (another upload, another brand's) is not found (modules/blog proves it).
  {
    method: 'GET',
    path: '/api/blog/images/:id',
    reach: 'brand',
    request: { params: { id: 'a'.repeat(32) } },
  },
  { method: 'GET', path: '/sitemap.xml', reach: 'brand' },
  { method: 'GET', path: '/robots.txt', reach: 'brand' },

  // A sign request is the brand's: its code, its sending, and its status by reference and mobile
  // (modules/sign-requests proves a request is found on its own brand only, by its pair only).
  ...['getAgentFormCode', 'sendAgentForm', 'getAgentForm'].map((name): PublicRow => ({
    method: 'POST',
    path: `/api/request/${name}`,
    reach: 'brand',
  })),
  // A visitor's case is the brand's, opened by its reference and mobile on that brand only
  // (modules/support proves a wrong pair, another brand's or an unknown reference answer alike);
  // the forms want a captcha, so here they are refused for it, having stored nothing.
  ...['createRequest', 'email/report/complaint', 'email/report/safety'].map((name): PublicRow => ({
    method: 'POST',
    path: `/api/request/${name}`,
    reach: 'brand',
    request: {
      body: {
        fullName: 'Matrix Reader',
        mobile: '09121112299',
        subject: 'Nothing to see',
        text: 'A case that no captcha lets in.',
      },
    },
  })),
  {
    method: 'POST',
    path: '/api/request/getCase',
    reach: 'brand',
    request: { body: { reference: '1000000009', mobile: '09121112299' } },
  },
  // A sign-up is the brand's; its links open an address of the brand they are followed on only
  // (modules/newsletter proves a secret of one brand opens nothing on another).
  {
    method: 'POST',
    path: '/api/newsletter/registerEmail',
    reach: 'brand',
    request: { body: { email: 'matrix.reader@example.com' } },
  },
  { method: 'GET', path: '/api/newsletter/confirm', reach: 'brand' },
  { method: 'GET', path: '/api/newsletter/unsubscribe', reach: 'brand' },
  { method: 'POST', path: '/api/newsletter/confirm', reach: 'brand' },
  { method: 'POST', path: '/api/newsletter/unsubscribe', reach: 'brand' },
  // A new hold is the brand's: the steps below find it on that brand only.
  { method: 'POST', path: '/api/flight/getFlightPrice', reach: 'brand' },
  ...[
    'createCaptcha',
    'verifyCaptcha',
    'register',
    'verify',
    'resendCode',
    'login',
    'forgetPassword',
  ].map((name): PublicRow => ({ method: 'POST', path: `/api/auth/${name}`, reach: 'entry' })),
  {
    method: 'POST',
    path: '/api/flight/getFlightSeat',
    reach: 'hold',
    request: ({ quoteId }) => ({ body: { quoteId } }),
  },
  {
    method: 'POST',
    path: '/api/flight/selectSeats',
    reach: 'hold',
    request: ({ quoteId }) => ({
      body: { quoteId, seats: [] },
    }),
  },
  {
    method: 'POST',
    path: '/api/flight/getFlightServices',
    reach: 'hold',
    request: ({ quoteId }) => ({ body: { quoteId } }),
  },
  {
    method: 'POST',
    path: '/api/flight/checkDiscount',
    reach: 'hold',
    request: ({ quoteId }) => ({ body: { quoteId, code: 'MATRIX10' } }),
  },
  {
    method: 'POST',
    path: '/api/flight/bookFlight',
    reach: 'hold',
    request: ({ quoteId, idempotencyKey }) => ({
      body: {
        quoteId,
        idempotencyKey,
        passengers: [
          {
            type: 'ADT',
            firstName: 'MALLORY',
            lastName: 'INTRUDER',
            gender: 'M',
            birth_date: '1990-01-01',
            nationality: 'IRN',
            national_id: '0499370899',
          },
        ],
        contact: { mobile: '09127654321', country: 'IR' },
        agreement: '1',
        payment: 'gateway',
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/flight/getBooking',
    reach: 'receipt',
    request: (receipt) => ({ body: { receipt } }),
  },
  {
    method: 'POST',
    path: '/api/payment/start',
    reach: 'receipt',
    request: (receipt) => ({ body: { receipt } }),
  },
  {
    method: 'POST',
    path: '/api/payment/verify',
    reach: 'payment',
    request: (token) => ({ body: { token } }),
  },
  // A hotel stay is opened by its own pair (tracking code and mobile), which the matrix's flight
  // bookings do not have: here they are only called without one (a 400, nothing of anyone's);
  // the stay tests (modules/hotels) prove a stay opens on its brand only and only as a pair.
  { method: 'POST', path: '/api/hotel/hotelRefund', reach: 'brand' },
  { method: 'POST', path: '/api/hotel/addReview', reach: 'brand' },
  { method: 'POST', path: '/api/hotel/hotelVoucher', reach: 'brand' },
  { method: 'POST', path: '/api/hotel/getRefundQuote', reach: 'brand' },
  { method: 'POST', path: '/api/hotel/payAgain', reach: 'brand' },
  { method: 'GET', path: '/api/hotel/voucher/:trackingCode', reach: 'brand' },
  // A reservation makes a stay of the brand's; an empty one is refused for what it lacks.
  { method: 'POST', path: '/api/hotel/reserveHotel', reach: 'brand' },
  // A code is the brand's own (modules/hotels proves a code opens nothing on another brand).
  { method: 'POST', path: '/api/hotel/checkDiscount', reach: 'brand' },
  lookupRead('/api/ticket/ticketTracking'),
  lookupRead('/api/ticket/ticketInfo'),
  lookupRead('/api/ticket/ticketShow'),
  lookupRead('/api/ticket/getTracking'),
  lookupRead('/api/ssr/addServiceFlightSearch'),
  {
    method: 'POST',
    path: '/api/flight/getRules',
    reach: 'lookup',
    writes: false,
    aboutTicket: true,
    request: (lookup) => ({ body: { ...lookupOf(lookup), ticketNumber: lookup.ticket } }),
  },
  {
    method: 'GET',
    path: '/api/ticket/pdf/:trackingCode',
    reach: 'lookup',
    writes: false,
    request: ({ trackingCode, access, mobile }) => ({
      params: { trackingCode: trackingCode ?? '' },
      query: { ...(access ? { access } : {}), ...(mobile ? { mobile } : {}) },
    }),
  },
  {
    method: 'POST',
    path: '/api/ticket/refundConfirm',
    reach: 'lookup',
    writes: true,
    aboutTicket: true,
    request: (lookup) => ({
      body: { ...lookupOf(lookup), tickets: [lookup.ticket], mode: 'Normal' },
    }),
  },
  {
    method: 'POST',
    path: '/api/ssr/submitExtraService',
    reach: 'lookup',
    writes: true,
    request: (lookup) => ({
      body: { ...lookupOf(lookup), services: { wheelchair: '1', excessBaggageKg: 10 } },
    }),
  },
  { method: 'GET', path: '/api/payment/callback', reach: 'bank' },
  { method: 'POST', path: '/api/payment/callback', reach: 'bank' },
  { method: 'GET', path: '/bank/sandbox/:token', reach: 'bank' },
  { method: 'POST', path: '/bank/sandbox/:token', reach: 'bank' },
  { method: 'GET', path: '/bank/sandbox-pay/:token', reach: 'bank' },
  { method: 'POST', path: '/bank/sandbox-pay/:token', reach: 'bank' },
  // The provider's signed notification: without its signature, refused whoever sends it.
  { method: 'POST', path: '/api/payment/notify/sandbox-pay', reach: 'bank' },
  { method: 'GET', path: '/api/dev/outbox', reach: 'devTool', request: { query: { to: 'x' } } },
];
