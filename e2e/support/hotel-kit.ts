// One real hotel stay for the end-to-end checks of the hotel pages: a search over the demo
// hotels of Mashhad for two adults, 20 days ahead, asked of the API once per server and reused by
// every check (the list, a hotel's page with its rooms) so the suite does not search again and again.
import { isoIn } from './booking-flow';
import { call } from './race-kit';

/** The stay every hotel check uses: two nights in Mashhad, one room for two adults. */
export const hotelStay = {
  city: 'MHD',
  checkIn: isoIn(20),
  checkOut: isoIn(22),
  rooms: '2-0',
} as const;

export interface FoundHotel {
  id: number;
  name: string;
  price: { perNight: number; total: number; currency: 'IRR' | 'USD' | 'KWD' };
}

export interface FoundStay {
  /** The address query of the search, as the hotel search box writes it. */
  query: string;
  /** The first page of hotels, in the search's order (popular first). */
  hotels: FoundHotel[];
  /** The first hotel of the list: its page, with the stay, shows its rooms. */
  hotel: FoundHotel;
}

const searches = new Map<string, Promise<FoundStay>>();

async function search(baseUrl: string): Promise<FoundStay> {
  const answer = await call(baseUrl, 'hotel/searchHotels', {
    city: hotelStay.city,
    checkIn: hotelStay.checkIn,
    checkOut: hotelStay.checkOut,
    rooms: [{ adults: 2, children: 0 }],
  });
  const hotels = (answer.body.data as { items?: FoundHotel[] } | undefined)?.items ?? [];
  const [hotel] = hotels;
  if (answer.status !== 200 || !hotel)
    throw new Error(`hotel/searchHotels answered ${answer.status} with no hotel`);
  return { query: new URLSearchParams(hotelStay).toString(), hotels, hotel };
}

/** The stay's search, made once per server address. */
export function findStay(baseUrl: string): Promise<FoundStay> {
  let found = searches.get(baseUrl);
  if (!found) {
    found = search(baseUrl);
    // A failed search is asked again by the next check rather than failing them all.
    found.catch(() => searches.delete(baseUrl));
    searches.set(baseUrl, found);
  }
  return found;
}

/** `/hotels?…` of the stay. */
export function hotelsPath(stay: FoundStay): string {
  return `/hotels?${stay.query}`;
}

/** `/hotels/:id?…` of the stay's first hotel. */
export function hotelPath(stay: FoundStay): string {
  return `/hotels/${stay.hotel.id}?${stay.query}`;
}
