import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type {
  HotelDetail,
  HotelDetailRequest,
  HotelRoomOffer,
} from '@parvaz/domain/contracts/hotels';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { nightsOf, occupancyProblems, stayDateProblems } from '@parvaz/domain/hotels/stay';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import type { DisplayPrices } from '../exchange/exchange.api';
import { AppError } from '../../platform/app-error';
import { fits, policyOf, policyView, stayTotal } from './hotel-offers';
import { roomOfferIn } from './hotel-prices-in';
import { stayError } from './hotel-search.service';
import { mealsIn, oneDecimal, summaryOf } from './hotel-views';
import {
  activeHotel,
  approvedReviews,
  criteriaAverages,
  mealsOfHotel,
  roomTypesOverStay,
  type HotelRow,
} from './hotels.repository';

/** Reviews shown per page of a hotel's page. */
export const reviewsPerPage = 10;

async function hotelOrNotFound(db: Database, id: number): Promise<HotelRow> {
  const row = await activeHotel(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'hotelNotFound');
  return row;
}

/** The stay asked about, checked against today in the hotel's zone; null without dates. */
function checkedStay(request: HotelDetailRequest, hotel: HotelRow, now: Date) {
  if (!request.checkIn && !request.checkOut) return null;
  const problems = [
    ...stayDateProblems(request.checkIn, request.checkOut, localDateIn(now, hotel.timeZone)),
    ...(request.rooms ? occupancyProblems(request.rooms) : []),
  ];
  if (problems.length) throw stayError(problems);
  return { checkIn: request.checkIn, checkOut: request.checkOut, rooms: request.rooms };
}

/**
 * Each room type with every night of the stay filed, one room's price night by night, how many
 * are free on all of them, and its cancellation terms for this stay. With the party's rooms
 * given, only types that sleep one of them. A type the hotel has not filed every night for is
 * not on sale for the stay and is left out.
 */
async function roomOffers(
  db: Database,
  hotel: HotelRow,
  stay: NonNullable<ReturnType<typeof checkedStay>>,
  lang: Language,
  prices: DisplayPrices,
): Promise<HotelRoomOffer[]> {
  const nights = nightsOf(stay.checkIn, stay.checkOut).length;
  const types = await roomTypesOverStay(db, hotel.id, stay);
  return types.flatMap((type): HotelRoomOffer[] => {
    const currency = currencySchema.safeParse(type.currency);
    if (type.nights !== nights || !currency.success) return [];
    if (stay.rooms && !stay.rooms.some((room) => fits(type, room))) return [];
    const total = stayTotal(type);
    return [
      roomOfferIn(
        {
          roomTypeId: type.id,
          name: type.name[lang],
          bed: type.bed,
          capacity: { adults: type.maxAdults, children: type.maxChildren },
          meals: [...type.meals],
          available: Math.max(0, type.free),
          price: {
            nights: type.prices,
            total,
            currency: currency.data,
            fares: { amount: total, currency: currency.data },
          },
          cancellation: policyView(policyOf(type, stay.checkIn, hotel)),
          exchange: null,
        },
        prices,
      ),
    ];
  });
}

/** `hotel/getHotel`: the hotel's page, with its rooms priced when the stay's dates are given. */
export async function hotelDetail(
  db: Database,
  request: HotelDetailRequest,
  lang: Language,
  now: Date,
  prices: DisplayPrices,
): Promise<HotelDetail> {
  const hotel = await hotelOrNotFound(db, request.id);
  const stay = checkedStay(request, hotel, now);
  const page = Math.max(1, request.reviewsPage);
  const [averages, reviews, meals, rooms] = await Promise.all([
    criteriaAverages(db, hotel.id),
    approvedReviews(db, hotel.id, {
      limit: reviewsPerPage,
      offset: (page - 1) * reviewsPerPage,
    }),
    mealsOfHotel(db, hotel.id),
    stay ? roomOffers(db, hotel, stay, lang, prices) : undefined,
  ]);
  return {
    ...summaryOf(hotel, mealsIn(meals), lang),
    timeZone: hotel.timeZone,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    phone: hotel.phone,
    images: hotel.images.map((image) => ({ src: image.src, alt: image.alt[lang] })),
    description: hotel.description[lang],
    criteria: {
      valueForPrice: oneDecimal(averages?.valueForPrice ?? 0),
      cleanliness: oneDecimal(averages?.cleanliness ?? 0),
      staff: oneDecimal(averages?.staff ?? 0),
      facilities: oneDecimal(averages?.facilities ?? 0),
    },
    reviews: {
      items: reviews.items.map((review) => ({
        id: review.id,
        authorName: review.authorName,
        createdAt: review.createdAt.toISOString(),
        criteria: {
          valueForPrice: review.valueForPrice,
          cleanliness: review.cleanliness,
          staff: review.staff,
          facilities: review.facilities,
        },
        text: review.text,
      })),
      total: reviews.total,
    },
    ...(rooms ? { rooms } : {}),
  };
}

/** `hotel/getHotelRooms`: only the rooms of the hotel's page; the stay's dates are required. */
export async function hotelRooms(
  db: Database,
  request: HotelDetailRequest,
  lang: Language,
  now: Date,
  prices: DisplayPrices,
): Promise<HotelRoomOffer[]> {
  const hotel = await hotelOrNotFound(db, request.id);
  const stay = checkedStay(request, hotel, now);
  if (!stay) throw stayError([{ path: 'checkIn', key: 'checkInRequired' }]);
  return roomOffers(db, hotel, stay, lang, prices);
}
