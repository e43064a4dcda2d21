// Pages as a reader with no JavaScript gets them: the server's HTML alone must carry the flights,
// prices and tickets, in the brand's language, with no inline script but the boot script.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@parvaz/domain/format/money';
import { databaseKinds } from '../test/test-app';
import {
  english,
  hotelPath,
  hotelsPath,
  isoIn,
  renderedPagesApp,
  type FoundHotel,
} from './rendered-pages-test-kit';

/** A price as the English page writes it, its no-break spaces folded like the page's text. */
function money(amount: number, currency: 'IRR' | 'USD' | 'KWD'): string {
  return formatMoney({ amount, currency }, 'en').replace(/\s+/g, ' ');
}

interface FoundFlight {
  ref: string;
  flightNumber: string;
  price: { adult: number; currency: 'IRR' | 'USD' | 'KWD' };
  agencies: { id: number }[];
}

/** The address query of a one-way search for one adult, as the search box writes it. */
function oneWayQuery(
  search: { origin: string; destination: string; departureDate: string },
  extra: Record<string, string> = {},
): string {
  const { origin, destination, departureDate } = search;
  return new URLSearchParams({
    origin,
    destination,
    departureDate,
    adult: '1',
    child: '0',
    infant: '0',
    roundTrip: '0',
    ...extra,
  }).toString();
}

describe.each(databaseKinds)(
  'pages rendered on the server, read without JavaScript, on %s',
  (kind) => {
    const { get, page, call, hold, bookAndPay, findStay } = renderedPagesApp(kind);

    it('home: the brand, its language and direction, the search box and the cheapest routes', async () => {
      const home = await page('/', { 'x-tenant': 'sepehran' });
      expect(home.status).toBe(200);
      expect(home.html).toContain('<html lang="fa" dir="rtl">');
      expect(home.text).toContain('سپهران');
      expect(home.text).toContain('جست‌وجوی پرواز');
      // The cheapest routes come with the page, not after a call.
      expect(home.text).toMatch(/مشهد/);
      expect(home.html).toMatch(/<style data-emotion="muirtl [^"]+">/);
    });

    it('results: every flight of the search with its number and price per adult', async () => {
      // Inside the test data's week of demo flights.
      const departureDate = isoIn(5);
      const search = {
        origin: 'MHD',
        destination: 'THRC',
        departureDate,
        adult: 1,
        child: 0,
        infant: 0,
      };
      const answer = await call('flight/getFlights', search);
      const flights = (answer.body.data as { departure: FoundFlight[] }).departure;
      expect(flights.length).toBeGreaterThan(0);
      const results = await page(`/flights?${oneWayQuery(search)}`, english);
      expect(results.status).toBe(200);
      for (const flight of flights) {
        expect(results.text).toContain(flight.flightNumber);
        // Intl writes a no-break space after the currency; the page's text has its spaces folded.
        const price = formatMoney(
          { amount: flight.price.adult, currency: flight.price.currency },
          'en',
        ).replace(/\s+/g, ' ');
        expect(results.text).toContain(price);
      }
    });

    it('hotels: every hotel of the search with its price a night and for the stay', async () => {
      const stay = await findStay();
      const list = await page(hotelsPath(stay), english);
      expect(list.status).toBe(200);
      expect(list.text).toContain('Hotels in Mashhad');
      for (const hotel of stay.hotels) {
        expect(list.text).toContain(hotel.name);
        expect(list.text).toContain(money(hotel.price.perNight, hotel.price.currency));
        expect(list.text).toContain(money(hotel.price.total, hotel.price.currency));
      }
    });

    it("a hotel: its name, description and the stay's rooms with their prices", async () => {
      const stay = await findStay();
      const answer = await call('hotel/getHotel', {
        id: stay.hotel.id,
        checkIn: new URLSearchParams(stay.query).get('checkIn'),
        checkOut: new URLSearchParams(stay.query).get('checkOut'),
        rooms: [{ adults: 2, children: 0 }],
      });
      const hotel = answer.body.data as unknown as FoundHotel & {
        description: string;
        rooms: {
          name: string;
          price: { total: number; currency: FoundHotel['price']['currency'] };
        }[];
      };
      expect(hotel.rooms.length).toBeGreaterThan(0);
      const detail = await page(hotelPath(stay), english);
      expect(detail.status).toBe(200);
      expect(detail.text).toContain(hotel.name);
      expect(detail.text).toContain(hotel.description.replace(/\s+/g, ' ').trim());
      for (const room of hotel.rooms) {
        expect(detail.text).toContain(room.name);
        expect(detail.text).toContain(money(room.price.total, room.price.currency));
      }
    });

    it('hotels with dates that name no day: the search box, rendered on the server', async () => {
      for (const dates of [
        'checkIn=2026-13-45&checkOut=2026-12-03',
        'checkIn=x&checkOut=2026-02-30',
      ]) {
        const answer = await page(`/hotels?city=MHD&${dates}&rooms=2-0`, english);
        expect(answer.status, dates).toBe(200);
        expect(answer.text, dates).toContain('Find a hotel');
        expect(answer.text, dates).toContain('Choose a city, your dates and rooms.');
      }
    });

    it('results with no search: the search box under a heading, with no call that fails', async () => {
      const empty = await page('/flights', english);
      expect(empty.status).toBe(200);
      expect(empty.text).toContain('Search flights');
      expect(empty.text).toContain('Choose where you fly from and to and the day');
      const partial = await page('/flights?origin=MHD', english);
      expect(partial.status).toBe(200);
      expect(partial.text).toContain('Choose where you fly from and to and the day');
    });

    it('searches are GET forms; one sent before its page woke moves to its address, or says what is missing', async () => {
      const home = await page('/', english);
      expect(home.html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/flights")/);
      expect(home.html).toMatch(/<input type="hidden" name="departureDate" value=""/);
      const departureDate = isoIn(5);
      const typed = new URLSearchParams({
        ...Object.fromEntries(
          new URLSearchParams(oneWayQuery({ origin: '', destination: '', departureDate })),
        ),
        originText: 'Mashhad',
        destinationText: 'tehran ',
      });
      const moved = await get(`/flights?${typed.toString()}`, english);
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe(
        `/flights?origin=MHD&destination=THRC&departureDate=${departureDate}&returnDate=&roundTrip=0&adult=1&child=0&infant=0`,
      );
      const noDay = await page(
        `/flights?${oneWayQuery({ origin: 'MHD', destination: 'THRC', departureDate: '' })}`,
        english,
      );
      expect(noDay.status).toBe(200);
      expect(noDay.text).toContain('Please specify the departure date.');
      const stay = await get(
        '/hotels?cityText=Mashhad&city=&checkIn=&checkOut=&rooms=2-0',
        english,
      );
      expect(stay.statusCode).toBe(302);
      expect(stay.headers.location).toBe('/hotels?city=MHD&rooms=2-0');
      const noCity = await page('/hotels?cityText=&city=&checkIn=&checkOut=&rooms=2-0', english);
      expect(noCity.status).toBe(302);
      const empty = await page('/hotels?city=&checkIn=&checkOut=&rooms=2-0', english);
      expect(empty.status).toBe(200);
      expect(empty.text).toContain('Choose a city.');
      expect(empty.text).toContain('Choose the check-in date.');
    });

    it('ticket: the booking with its 13-digit ticket numbers', async () => {
      const answer = await call('flight/getFlights', {
        origin: 'THRC',
        destination: 'KIH',
        departureDate: isoIn(4),
        adult: 1,
      });
      const [flight] = (answer.body.data as { departure: FoundFlight[] }).departure;
      if (!flight) throw new Error('no flight to book');
      const paid = await bookAndPay({ ref: flight.ref, agencyId: flight.agencies[0]?.id ?? 0 });
      const found = await call('ticket/ticketTracking', {
        trackingCode: paid.trackingCode,
        mobile: paid.mobile,
      });
      const access = String((found.body.data as { access: string }).access);
      const ticket = await page(`/ticket?access=${encodeURIComponent(access)}`, english);
      expect(ticket.status).toBe(200);
      expect(ticket.text).toContain(paid.trackingCode);
      expect(ticket.text).toMatch(/\b\d{13}\b/);
      expect(ticket.text).toContain('AHMADI');
    });

    it('passenger entry: the chosen flight and the form, drawn without holding a seat', async () => {
      const search = { origin: 'THRC', destination: 'MHD', departureDate: isoIn(3), adult: 1 };
      const flights = async () =>
        (
          (await call('flight/getFlights', search)).body.data as {
            departure: (FoundFlight & { seatsLeft: number })[];
          }
        ).departure;
      const [flight] = await flights();
      if (!flight) throw new Error('no flight to book');
      const agencyId = flight.agencies[0]?.id ?? 0;
      // One seat held through the API, as the browser holds it; the pages below hold none.
      expect((await hold({ ref: flight.ref, agencyId })).status).toBe(200);
      const query = oneWayQuery(search, { departureRef: flight.ref, agencyId: String(agencyId) });
      for (let i = 0; i < 3; i += 1) {
        const entry = await page(`/booking?${query}`, english);
        expect(entry.status).toBe(200);
        expect(entry.text).toContain(flight.flightNumber);
        expect(entry.text).toContain('First name (Latin letters)');
        expect(entry.text).toContain('Mobile number');
        // The price summary is in the first HTML, from the search's figures (one adult).
        expect(entry.text).toContain('Total to pay');
        expect(entry.text).toContain(money(flight.price.adult, flight.price.currency));
      }
      // The test app keeps no search's offers (its search cache is off): the search reads the
      // seats again at once.
      const after = (await flights()).find((f) => f.ref === flight.ref);
      expect(after?.seatsLeft).toBe(flight.seatsLeft - 1);
    });

    it('carries no inline script but the boot script, and no fallback waiting for one', async () => {
      const paths = [
        '/',
        '/flights',
        '/hotels',
        '/refund',
        '/flightPrivacy',
        '/login',
        '/sign',
        '/aboutUs',
        '/faq',
        '/flightInformations',
        '/newsletter?state=confirmed',
        '/report',
        '/case?reference=5100000001',
        '/blogs',
        '/blogs/a-weekend-in-shiraz',
        '/no-such-page',
      ];
      for (const path of paths) {
        const { html } = await page(path, { 'x-tenant': 'turk' });
        const inline = [
          // Data blocks (the start-up data, structured data) are not scripts a browser runs.
          ...html.matchAll(
            /<script(?![^>]*type="application\/(ld\+)?json")[^>]*>([^<]*)<\/script>/g,
          ),
        ];
        expect(inline, path).toHaveLength(1);
        expect(html, path).not.toContain('$RC(');
        expect(html, path).not.toContain('<template id="B:');
      }
    });

    it('answers a page with a clear message for bad query strings, never a 5xx', async () => {
      const bad = [
        '/flights?origin=%00&destination=<script>&departureDate=2026-13-45&adult=99',
        '/flights?adult=-1&child=abc&roundTrip=maybe',
        '/ticket?access=%ZZ',
        '/ticket?access=' + 'x'.repeat(3000),
        '/refund?access=nope&tenant=nobody',
        '/booking?departureRef=1.economy&agencyId=NaN',
        '/hotels?city=<script>&checkIn=2026-13-45&checkOut=yesterday&rooms=99-99:1:2',
        '/hotels?city=MHD&checkIn=2020-01-01&checkOut=2020-01-03&price=9-1&page=-4',
        '/hotels/abc',
        '/hotels/999999999?checkIn=2026-02-30&checkOut=x&rooms=0-0',
        '/blogs?page=-3&q=<script>alert(1)</script>&category=<b>&tag=' + 'x'.repeat(500),
        '/blogs/%3Cscript%3E',
        '/flightInformations?airport=<script>&direction=up&date=2026-13-45&q=' + 'x'.repeat(500),
        '/flightInformations?airport=ZZZ&date=1405-09-10',
        '/newsletter?state=<script>alert(1)</script>',
        '/report?kind=<script>alert(1)</script>',
        '/case?reference=<script>alert(1)</script>&mobile=' + 'x'.repeat(500),
      ];
      for (const path of bad) {
        const answer = await page(path, english);
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.html, path).toContain('<div id="root">');
        expect(answer.html, path).not.toContain('<script>alert');
      }
    });
  },
);
