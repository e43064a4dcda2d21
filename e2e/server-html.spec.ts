// Pages as a reader with no JavaScript gets them: the server's HTML alone must carry the flights,
// prices and tickets, in the brand's language, with no inline script but the boot script.
import { formatMoney } from '@parvaz/domain/format/money';
import { describe, expect, inject, it } from 'vitest';
import { isoIn } from './support/booking-flow';
import { findStay, hotelPath, hotelsPath, type FoundHotel } from './support/hotel-kit';
import { bookAndPay, call, hold } from './support/race-kit';

const baseUrl = inject('baseUrl');
/** How long the server keeps a search's offers (its default, which the tests' server keeps). */
const searchCacheMs = 10_000;

interface Page {
  status: number;
  html: string;
  /** The rendered app's text, tags stripped. */
  text: string;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const html = await response.text();
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script id="parvaz-start-up"'),
  );
  const text = root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { status: response.status, html, text };
}

const english = { 'x-tenant': 'sepehran', cookie: 'parvaz_lang=en; parvaz_tenant=sepehran' };

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

describe('pages rendered on the server, read without JavaScript', () => {
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
    const departureDate = isoIn(5);
    const search = {
      origin: 'MHD',
      destination: 'THRC',
      departureDate,
      adult: 1,
      child: 0,
      infant: 0,
    };
    const answer = await call(baseUrl, 'flight/getFlights', search);
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
    const stay = await findStay(baseUrl);
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
    const stay = await findStay(baseUrl);
    const answer = await call(baseUrl, 'hotel/getHotel', {
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

  it('ticket: the booking with its 13-digit ticket numbers', async () => {
    const answer = await call(baseUrl, 'flight/getFlights', {
      origin: 'THRC',
      destination: 'KIH',
      departureDate: isoIn(9),
      adult: 1,
    });
    const [flight] = (answer.body.data as { departure: FoundFlight[] }).departure;
    if (!flight) throw new Error('no flight to book');
    const paid = await bookAndPay(baseUrl, {
      ref: flight.ref,
      agencyId: flight.agencies[0]?.id ?? 0,
      cabinId: 0,
      flightId: 0,
    });
    const found = await call(baseUrl, 'ticket/ticketTracking', {
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
    const search = { origin: 'THRC', destination: 'MHD', departureDate: isoIn(17), adult: 1 };
    const flights = async () =>
      (
        (await call(baseUrl, 'flight/getFlights', search)).body.data as {
          departure: (FoundFlight & { seatsLeft: number })[];
        }
      ).departure;
    const [flight] = await flights();
    if (!flight) throw new Error('no flight to book');
    const agencyId = flight.agencies[0]?.id ?? 0;
    // One seat held through the API, as the browser holds it; the pages below hold none.
    expect(
      (await hold(baseUrl, { ref: flight.ref, agencyId, cabinId: 0, flightId: 0 })).status,
    ).toBe(200);
    const query = oneWayQuery(search, { departureRef: flight.ref, agencyId: String(agencyId) });
    for (let i = 0; i < 3; i += 1) {
      const entry = await page(`/booking?${query}`, english);
      expect(entry.status).toBe(200);
      expect(entry.text).toContain(flight.flightNumber);
      expect(entry.text).toContain('First name (Latin letters)');
      expect(entry.text).toContain('Mobile number');
    }
    // The search keeps its offers for up to 10 s; after that it reads the seats again.
    await new Promise((done) => setTimeout(done, searchCacheMs + 500));
    const after = (await flights()).find((f) => f.ref === flight.ref);
    expect(after?.seatsLeft).toBe(flight.seatsLeft - 1);
  });

  it("content pages: the brand's page in its language, with its own title, description and language links", async () => {
    const about = await page('/aboutUs', { 'x-tenant': 'sepehran' });
    expect(about.status).toBe(200);
    expect(about.html).toContain('<html lang="fa" dir="rtl">');
    expect(about.html).toContain('<title>دربارهٔ سپهران | سپهران</title>');
    expect(about.html).toMatch(/<meta name="description" content="سپهران از سال ۱۳۸۸[^"]+"/);
    expect(about.html).toContain(
      `<link rel="canonical" href="${baseUrl}/aboutUs" data-page-head />`,
    );
    for (const lang of ['ar', 'en', 'tr'])
      expect(about.html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${baseUrl}/aboutUs?lang=${lang}" data-page-head />`,
      );
    expect(about.html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${baseUrl}/aboutUs" data-page-head />`,
    );
    expect(about.text).toContain('خیابان آزادی تهران');

    // The address in another language renders in it, whatever the cookie says.
    const inEnglish = await page('/contactUs?lang=en', {
      'x-tenant': 'oman',
      cookie: 'parvaz_lang=ar',
    });
    expect(inEnglish.html).toContain('<html lang="en" dir="ltr">');
    expect(inEnglish.html).toContain('<title>Contact Parvaz Oman | Parvaz Oman</title>');
    expect(inEnglish.html).toContain(`<link rel="canonical" href="${baseUrl}/contactUs?lang=en"`);
    expect(inEnglish.text).toContain('+968 2448 1500');
    expect(inEnglish.html).toContain('href="tel:+96824481500"');

    const terms = await page('/rules', { 'x-tenant': 'turk' });
    expect(terms.html).toContain('<html lang="tr" dir="ltr">');
    expect(terms.text).toContain('6502 sayılı Tüketicinin Korunması Hakkında Kanun');
  });

  it('an address with no page: the not-found page, with status 404', async () => {
    for (const path of ['/pages/no-such-page', '/pages/..%2Fetc']) {
      const missing = await page(path, english);
      expect(missing.status, path).toBe(404);
      expect(missing.text, path).toContain('Page not found');
      expect(missing.html, path).not.toContain('rel="canonical"');
    }
  });

  it('FAQ: every question and answer by topic, the FAQPage data, and a search from the address', async () => {
    const faq = await page('/faq', english);
    expect(faq.status).toBe(200);
    expect(faq.html).toContain('<title>Frequently asked questions | Sepehran</title>');
    for (const words of [
      'Booking',
      'Travellers’ club',
      'How do I book a flight?',
      'Can I buy miles?',
    ])
      expect(faq.text).toContain(words);
    // A collapsed answer is in the page too.
    expect(faq.text).toContain('Up to 9 passengers in one booking');
    const data = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
      faq.html,
    );
    const structured = JSON.parse(data?.[1] ?? '{}') as { '@type': string; mainEntity: unknown[] };
    expect(structured['@type']).toBe('FAQPage');
    expect(structured.mainEntity.length).toBeGreaterThanOrEqual(24);

    const searched = await page(`/faq?q=${encodeURIComponent('بار اضافه')}`, {
      'x-tenant': 'sepehran',
    });
    expect(searched.text).toContain('بعد از خرید می‌توانم بار اضافه بخرم؟');
    expect(searched.text).not.toContain('چگونه هتل رزرو کنم؟');
  });

  it("flight board: an airport's flights of the day with their status, in the brand's language", async () => {
    const answer = await call(
      baseUrl,
      'flight/getAirportBoard',
      { airport: 'MHD', direction: 'arrivals', q: 'IR' },
      { lang: 'en' },
    );
    const data = answer.body.data as unknown as {
      airport: { name: string };
      items: { flightNumber: string }[];
    };
    expect(data.items.length).toBeGreaterThan(0);
    const board = await page('/flightInformations?airport=MHD&direction=arrivals&q=IR', english);
    expect(board.status).toBe(200);
    expect(board.html).toMatch(/<title>Airport flight information/);
    expect(board.html).toContain('<link rel="canonical"');
    expect(board.text).toContain(`Arrivals · ${data.airport.name}`);
    expect(board.text).toMatch(/Updated at \d\d:\d\d/);
    // Every flight of the search comes with the page, as the table and as the phone's cards.
    for (const item of data.items) expect(board.text).toContain(item.flightNumber);
    const home = await page('/flightInformations', { 'x-tenant': 'sepehran' });
    expect(home.html).toContain('<html lang="fa" dir="rtl">');
    expect(home.text).toContain('پروازهای خروجی · فرودگاه بین‌المللی مهرآباد');
  });

  it('newsletter: the page a link leads to says what it did, in the language it names', async () => {
    const confirmed = await page('/newsletter?state=confirmed', english);
    expect(confirmed.text).toContain('Your subscription is confirmed');
    const left = await page('/newsletter?state=unsubscribed&lang=tr', { 'x-tenant': 'turk' });
    expect(left.html).toContain('<html lang="tr" dir="ltr">');
    expect(left.text).toContain('Abonelikten çıktınız');
    const broken = await page('/newsletter?state=%3Cscript%3E', { 'x-tenant': 'oman' });
    expect(broken.text).toContain('النشرة الإخبارية من برواز عُمان');
    // Every page's footer carries the sign-up form.
    expect(confirmed.text).toContain('Your e-mail address');
  });

  it('sign request: the form’s first step and the follow-up, in the HTML alone', async () => {
    const sign = await page('/sign', english);
    expect(sign.status).toBe(200);
    expect(sign.html).toContain('<title>Partner sign-up request | Sepehran</title>');
    expect(sign.html).toContain(
      `<link rel="canonical" href="${baseUrl}/sign?lang=en" data-page-head />`,
    );
    expect(sign.text).toContain('Apply to work with us');
    expect(sign.text).toContain('Step 1 of 5: Who is applying');
    expect(sign.text).toContain('Travel agency');
    expect(sign.text).toContain('Follow your request');
    // The SMS's link fills the reference in, the follow-up first; the mobile is the visitor's.
    const follow = await page('/sign?reference=SRABCD2345', { 'x-tenant': 'sepehran' });
    expect(follow.html).toContain('value="SRABCD2345"');
    expect(follow.text.indexOf('پیگیری درخواست')).toBeLessThan(follow.text.indexOf('نوع متقاضی'));
  });

  it('cases: the contact, complaint and safety forms and the case lookup, in the HTML alone', async () => {
    const contact = await page('/contactUs', english);
    expect(contact.text).toContain('Send us a message');
    expect(contact.text).toContain('Mobile number');
    const report = await page('/report', { 'x-tenant': 'sepehran' });
    expect(report.status).toBe(200);
    expect(report.html).toContain('<title>شکایت و گزارش ایمنی | سپهران</title>');
    expect(report.html).toContain(
      `<link rel="canonical" href="${baseUrl}/report" data-page-head />`,
    );
    expect(report.text).toContain('ثبت شکایت');
    expect(report.text).toContain('کد پیگیری رزرو (در صورت وجود)');
    const safety = await page('/report?kind=safety', english);
    expect(safety.text).toContain('Report a safety issue');
    expect(safety.text).toContain('Keep my report confidential');
    expect(safety.html).toContain('aria-current="page"');
    // The SMS's link fills the reference in; the mobile is the visitor's to type.
    const lookup = await page('/case?reference=5100000001', english);
    expect(lookup.html).toContain('<title>Follow up a case | Sepehran</title>');
    expect(lookup.html).toContain('value="5100000001"');
    expect(lookup.text).toContain('Show my case');
  });

  it("blog: a page of posts and a post in the HTML alone, with the head's links and BlogPosting data", async () => {
    const list = await page('/blogs?category=visas', { 'x-tenant': 'sepehran' });
    expect(list.status).toBe(200);
    expect(list.html).toContain('<html lang="fa" dir="rtl">');
    expect(list.html).toContain('<title>وبلاگ | سپهران</title>');
    expect(list.html).toContain(`<link rel="canonical" href="${baseUrl}/blogs" data-page-head />`);
    expect(list.html).toContain(
      `<link rel="alternate" hreflang="en" href="${baseUrl}/blogs?lang=en" data-page-head />`,
    );
    // The category's posts, their links, the categories and the popular posts come with the page.
    expect(list.text).toContain('ویزای شینگن چه مدارکی لازم دارد؟');
    expect(list.html).toContain('href="/blogs/schengen-visa-documents"');
    expect(list.text).toContain('پربحث‌ترین مطالب');
    expect(list.text).not.toContain('اولین سفر به استانبول');
    const searched = await page(`/blogs?q=${encodeURIComponent('Cappadocia')}`, english);
    expect(searched.text).toContain('Cappadocia: balloons at dawn');
    expect(searched.text).toContain('Results for “Cappadocia”');

    const post = await page('/blogs/a-weekend-in-shiraz', english);
    expect(post.status).toBe(200);
    expect(post.html).toContain(
      '<title>A weekend in Shiraz: gardens, poets and a late dinner | Sepehran</title>',
    );
    expect(post.html).toContain(
      `<link rel="canonical" href="${baseUrl}/blogs/a-weekend-in-shiraz?lang=en" data-page-head />`,
    );
    expect(post.text).toContain('By Hannah Carter');
    expect(post.text).toContain('Nasir al-Mulk Mosque');
    expect(post.text).toContain('Rachel Moore');
    expect(post.text).toContain('Related posts');
    expect(post.text).toContain('Leave a comment');
    const data = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
      post.html,
    );
    expect(JSON.parse(data?.[1] ?? '{}')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A weekend in Shiraz: gardens, poets and a late dinner',
      inLanguage: 'en',
      author: { name: 'Hannah Carter' },
    });

    // A draft, a post scheduled for later and an address no post has: the not-found page.
    for (const path of [
      '/blogs/family-rooms-what-to-ask',
      '/blogs/summer-timetable-first-look',
      '/blogs/No-Such',
    ]) {
      const missing = await page(path, english);
      expect(missing.status, path).toBe(404);
      expect(missing.text, path).toContain('Page not found');
    }
  });

  it('blog feed and sitemap: well-formed XML on the brand’s host', async () => {
    const feed = await fetch(`${baseUrl}/blogs/feed.xml?lang=en`, {
      headers: { 'x-tenant': 'turk' },
    });
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = await feed.text();
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss).toContain(`<link>${baseUrl}/blogs?lang=en</link>`);
    const sitemap = await (
      await fetch(`${baseUrl}/sitemap.xml`, { headers: { 'x-tenant': 'oman' } })
    ).text();
    expect(sitemap).toContain(`<loc>${baseUrl}/blogs/nizwa-in-a-day</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}/faq?lang=en</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('cases: the contact, complaint and safety forms and the case lookup, in the HTML alone', async () => {
    const contact = await page('/contactUs', english);
    expect(contact.text).toContain('Send us a message');
    expect(contact.text).toContain('Mobile number');
    const report = await page('/report', { 'x-tenant': 'sepehran' });
    expect(report.status).toBe(200);
    expect(report.html).toContain('<title>شکایت و گزارش ایمنی | سپهران</title>');
    expect(report.html).toContain(
      `<link rel="canonical" href="${baseUrl}/report" data-page-head />`,
    );
    expect(report.text).toContain('ثبت شکایت');
    expect(report.text).toContain('کد پیگیری رزرو (در صورت وجود)');
    const safety = await page('/report?kind=safety', english);
    expect(safety.text).toContain('Report a safety issue');
    expect(safety.text).toContain('Keep my report confidential');
    expect(safety.html).toContain('aria-current="page"');
    // The SMS's link fills the reference in; the mobile is the visitor's to type.
    const lookup = await page('/case?reference=5100000001', english);
    expect(lookup.html).toContain('<title>Follow up a case | Sepehran</title>');
    expect(lookup.html).toContain('value="5100000001"');
    expect(lookup.text).toContain('Show my case');
  });

  it('sign request: the form’s first step and the follow-up, in the HTML alone', async () => {
    const sign = await page('/sign', english);
    expect(sign.status).toBe(200);
    expect(sign.html).toContain('<title>Partner sign-up request | Sepehran</title>');
    expect(sign.html).toContain(
      `<link rel="canonical" href="${baseUrl}/sign?lang=en" data-page-head />`,
    );
    expect(sign.text).toContain('Apply to work with us');
    expect(sign.text).toContain('Step 1 of 5: Who is applying');
    expect(sign.text).toContain('Travel agency');
    expect(sign.text).toContain('Follow your request');
    // The SMS's link fills the reference in, the follow-up first; the mobile is the visitor's.
    const follow = await page('/sign?reference=SRABCD2345', { 'x-tenant': 'sepehran' });
    expect(follow.html).toContain('value="SRABCD2345"');
    expect(follow.text.indexOf('پیگیری درخواست')).toBeLessThan(follow.text.indexOf('نوع متقاضی'));
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
        ...html.matchAll(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>([^<]*)<\/script>/g),
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
});
