// One real hotel stay for the end-to-end checks of the hotel pages: a search over the demo
// hotels of Mashhad for two adults, 20 days ahead, asked of the API once per server and reused by
// every check (the list, a hotel's page with its rooms) so the suite does not search again and
// again; and one stay of that search reserved and paid at the sandbox bank, for its voucher.
import { randomBytes } from 'node:crypto';
import { isoIn } from './booking-flow';
import { call, nextMobile, nextNationalCode, payAtBank } from './race-kit';

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
  /** The first page of hotels as the list shows it: ten, in the search's order (popular first). */
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
    // The list's own page size (hotelPageSize of the web app): the page shows these hotels.
    pageSize: 10,
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

export interface PaidStay {
  trackingCode: string;
  /** The contact mobile as typed (local form): with the tracking code, it finds the stay. */
  mobile: string;
  /** The stay's voucher page: `/hotels/voucher/:trackingCode?mobile=…`. */
  voucherPath: string;
}

interface RoomOffer {
  roomTypeId: number;
  available: number;
  price: { total: number };
}

/** A stay reserved but not paid yet: its pair, its voucher page and the bank's page to pay at. */
export interface HeldStay extends PaidStay {
  paymentUrl: string;
}

/** Reserves one room of the search for ALI and SARA REZAEI (sepehran), to be paid at `paymentUrl`. */
export async function reserveStay(baseUrl: string): Promise<HeldStay> {
  const stay = await findStay(baseUrl);
  const detail = await call(baseUrl, 'hotel/getHotel', {
    id: stay.hotel.id,
    checkIn: hotelStay.checkIn,
    checkOut: hotelStay.checkOut,
    rooms: [{ adults: 2, children: 0 }],
  });
  const rooms = (detail.body.data as { rooms?: RoomOffer[] } | undefined)?.rooms ?? [];
  const room = rooms.find((offer) => offer.available > 0);
  if (!room) throw new Error(`hotel ${stay.hotel.id} has no free room for the stay`);
  const mobile = nextMobile();
  const guest = (firstName: string) => ({
    firstName,
    lastName: 'REZAEI',
    nationality: 'IRN',
    national_id: nextNationalCode(),
  });
  const reserved = await call(baseUrl, 'hotel/reserveHotel', {
    hotelId: stay.hotel.id,
    checkIn: hotelStay.checkIn,
    checkOut: hotelStay.checkOut,
    rooms: [
      {
        roomTypeId: room.roomTypeId,
        adults: 2,
        children: 0,
        guests: [guest('ALI'), guest('SARA')],
      },
    ],
    contact: { mobile, country: 'IR' },
    agreement: '1',
    idempotencyKey: `e2e-stay-${randomBytes(8).toString('hex')}`,
    expectedTotal: room.price.total,
    payment: 'gateway',
  });
  const paymentUrl = reserved.body.data?.paymentUrl;
  if (reserved.status !== 200 || typeof paymentUrl !== 'string')
    throw new Error(`hotel/reserveHotel answered ${reserved.status}`);
  const trackingCode = String(reserved.body.data?.trackingCode);
  // With the mobile in the address: another browser has not the one it was reserved with.
  const voucherPath = `/hotels/voucher/${encodeURIComponent(trackingCode)}?mobile=${mobile}`;
  return { trackingCode, mobile, voucherPath, paymentUrl };
}

async function reserveAndPay(baseUrl: string): Promise<PaidStay> {
  const { trackingCode, mobile, voucherPath, paymentUrl } = await reserveStay(baseUrl);
  const callback = await payAtBank(baseUrl, paymentUrl);
  const back = await fetch(new URL(callback, baseUrl), { redirect: 'manual' });
  const landing = new URL(back.headers.get('location') ?? '', baseUrl);
  if (back.status !== 302 || !landing.pathname.startsWith('/hotels/voucher/'))
    throw new Error(`the bank's callback answered ${back.status} to ${landing.pathname}`);
  return { trackingCode, mobile, voucherPath };
}

const paidStays = new Map<string, Promise<PaidStay>>();

/** A stay of the search for two adults on the sepehran brand, paid by card; made once. */
export function paidStay(baseUrl: string): Promise<PaidStay> {
  let paid = paidStays.get(baseUrl);
  if (!paid) {
    paid = reserveAndPay(baseUrl);
    paid.catch(() => paidStays.delete(baseUrl));
    paidStays.set(baseUrl, paid);
  }
  return paid;
}
