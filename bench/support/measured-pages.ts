// The pages a traveller goes through, with real content: home, a search with flights, a held
// fare's passenger entry and a paid booking's e-ticket (booked once over the API), and a hotel
// search of Istanbul with its first hotel's page, and the content pages (blog, a post, FAQ, a
// page, recruitment, the airport board). `publicPages` adds the other public routes a visitor
// may open first (the first-load sizes measure them all).
import { bookOnce, dayAhead, findCandidates, post } from './booking-flow';

export interface MeasuredPage {
  name: string;
  path: string;
  /** The brand whose page it is (its host name chooses it); sepehran unless said. */
  brand?: string;
}

/** `/hotels?…` of two nights in Istanbul for two adults, three weeks ahead, and its first hotel. */
async function hotelPages(base: string): Promise<MeasuredPage[]> {
  const stay = { city: 'ISTC', checkIn: dayAhead(21), checkOut: dayAhead(23) };
  const found = await post(base, 'hotel/searchHotels', {
    ...stay,
    rooms: [{ adults: 2, children: 0 }],
  });
  const [hotel] = (found.data?.items ?? []) as Array<{ id: number }>;
  if (!hotel) throw new Error('no hotel in Istanbul to measure the hotel pages with');
  const query = new URLSearchParams({ ...stay, rooms: '2-0' }).toString();
  return [
    { name: 'hotel list', path: `/hotels?${query}`, brand: 'turk' },
    { name: 'hotel page', path: `/hotels/${hotel.id}?${query}`, brand: 'turk' },
  ];
}

/** The content pages of sepehran (Persian): the blog, one of its posts, the FAQ, a page, the board. */
async function contentPages(base: string): Promise<MeasuredPage[]> {
  const response = await fetch(`${base}/api/blog/getPosts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'fa', 'x-tenant': 'sepehran' },
    body: JSON.stringify({}),
  });
  const posts = (await response.json()) as { data?: { items?: Array<{ slug: string }> } };
  const [post] = posts.data?.items ?? [];
  if (!post) throw new Error('no published post to measure the post page with');
  return [
    { name: 'blog', path: '/blogs' },
    { name: 'blog post', path: `/blogs/${post.slug}` },
    { name: 'FAQ', path: '/faq' },
    { name: 'about us', path: '/aboutUs' },
    { name: 'recruitment', path: '/recruitment' },
    { name: 'airport board', path: '/flightInformations' },
  ];
}

/** A search with flights, its first flight chosen, and that flight booked and paid once over the API. */
interface FlightJourney {
  search: URLSearchParams;
  choice: URLSearchParams;
  /** The signed receipt the bank's callback gives the result page. */
  receipt: string;
  /** The paid booking's access token (e-ticket, refund). */
  access: string;
}

async function flightJourney(base: string): Promise<FlightJourney> {
  const [candidate] = await findCandidates(base, [7]);
  if (!candidate) throw new Error('no flight on sale to measure the booking pages with');
  const search = new URLSearchParams({
    ...candidate.search,
    returnDate: '',
    roundTrip: '0',
    adult: '1',
    child: '0',
    infant: '0',
  });
  const outcome = await bookOnce(base, candidate, Date.now() % 1_000_000);
  if (!('receipt' in outcome)) throw new Error(`could not book: ${outcome.failure}`);
  const booking = await post(base, 'flight/getBooking', { receipt: outcome.receipt });
  const access = booking.data?.access;
  if (typeof access !== 'string') throw new Error('the paid booking has no access token');
  const choice = new URLSearchParams(search);
  choice.set('departureRef', candidate.ref);
  choice.set('agencyId', String(candidate.agencyId));
  return { search, choice, receipt: outcome.receipt, access };
}

function flightPages(journey: FlightJourney): MeasuredPage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'home', path: '/', brand: 'turk' },
    { name: 'results', path: `/flights?${journey.search.toString()}` },
    { name: 'passenger entry', path: `/booking?${journey.choice.toString()}` },
    { name: 'e-ticket', path: `/ticket?access=${encodeURIComponent(journey.access)}` },
  ];
}

export async function measuredPages(base: string): Promise<MeasuredPage[]> {
  return [
    ...flightPages(await flightJourney(base)),
    ...(await hotelPages(base)),
    ...(await contentPages(base)),
  ];
}

/**
 * Every public page a visitor may open first: the measured pages, and the booking's result page,
 * the after-sale lookups (refund, extra services) as the menu opens them, the flight rules, the
 * sign-in pages and the case forms (contact, report, a case's lookup).
 */
export async function publicPages(base: string): Promise<MeasuredPage[]> {
  const journey = await flightJourney(base);
  return [
    ...flightPages(journey),
    {
      name: 'booking result',
      path: `/booking/result?receipt=${encodeURIComponent(journey.receipt)}`,
    },
    { name: 'refund', path: '/refund' },
    { name: 'flight rules', path: '/flightPrivacy' },
    { name: 'extra services', path: '/ssr' },
    { name: 'login', path: '/login' },
    { name: 'signup', path: '/signup' },
    { name: 'forgotten password', path: '/forgetPassword' },
    { name: 'contact us', path: '/contactUs' },
    { name: 'report', path: '/report' },
    { name: 'case lookup', path: '/case' },
    ...(await hotelPages(base)),
    ...(await contentPages(base)),
  ];
}
