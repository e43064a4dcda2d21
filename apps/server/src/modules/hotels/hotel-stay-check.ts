import type { CountryCode } from 'libphonenumber-js';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { ReserveHotelRequest } from '@parvaz/domain/contracts/hotel-stays';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { stayPolicy, type StayPolicy } from '@parvaz/domain/hotels/cancellation';
import { policyOfRooms } from '@parvaz/domain/hotels/frozen-policy';
import { guestProblems } from '@parvaz/domain/hotels/guests';
import { nightsOf, occupancyProblems, stayDateProblems } from '@parvaz/domain/hotels/stay';
import type { Currency } from '@parvaz/domain/format/money';
import type { MessageKey } from '@parvaz/domain/messages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  hotelOfStay,
  roomNightsOf,
  roomTypesOfHotel,
  type StayHotelRow,
  type StayRoomTypeRow,
} from './hotel-stay.repository';

type FieldErrors = Record<string, MessageKey>;

function invalid(fields: FieldErrors): AppError {
  return new AppError('VALIDATION', Object.values(fields)[0] ?? 'invalidValue', { fields });
}

/** A reservation checked and priced now: what the transaction writes and takes. */
export interface CheckedStay {
  hotel: StayHotelRow;
  nights: string[];
  mobile: string;
  currency: Currency;
  rooms: {
    type: StayRoomTypeRow;
    request: ReserveHotelRequest['rooms'][number];
    nights: { date: string; amount: number }[];
    amount: number;
  }[];
  /** Every room night to take, by its row. */
  roomNights: { id: number; roomTypeId: number; night: string }[];
  total: number;
  policy: StayPolicy;
}

function contactMobile(tenant: TenantConfig, contact: ReserveHotelRequest['contact']): string {
  const region = (contact.country || tenantPhoneRegion[tenant.defaultNationality]) as CountryCode;
  let mobile: string | null;
  try {
    mobile = normalizeMobile(contact.mobile, region);
  } catch {
    // An unknown dialling region is a wrong number, not a fault.
    mobile = null;
  }
  if (!mobile) throw invalid({ 'contact.mobile': 'invalidMobile' });
  return mobile;
}

/** The stay's hotel, open for sale, with the stay's dates checked against its city's today. */
export async function hotelOnSale(
  db: Database,
  stay: { hotelId: number; checkIn: string; checkOut: string },
  now: Date,
): Promise<StayHotelRow> {
  const hotel = await hotelOfStay(db, stay.hotelId);
  if (!hotel || !hotel.active)
    throw new AppError('NOT_FOUND', 'hotelNotFound', { fields: { hotelId: 'hotelNotFound' } });
  const dates = stayDateProblems(stay.checkIn, stay.checkOut, localDateIn(now, hotel.timeZone));
  if (dates.length > 0) throw invalid(Object.fromEntries(dates.map((p) => [p.path, p.key])));
  return hotel;
}

/**
 * Every rule of a reservation, in the order a guest fixes them: the hotel, the dates in its
 * city's today, who sleeps in each room against its type's capacity, the guests' names and IDs,
 * the contact; then the price night by night as filed now, and the cancellation terms.
 */
export async function checkStay(
  db: Database,
  tenant: TenantConfig,
  request: ReserveHotelRequest,
  now: Date,
): Promise<CheckedStay> {
  const hotel = await hotelOnSale(db, request, now);
  const occupancy = occupancyProblems(request.rooms);
  if (occupancy.length > 0)
    throw invalid(Object.fromEntries(occupancy.map((p) => [p.path, p.key])));

  const ids = [...new Set(request.rooms.map((r) => r.roomTypeId))];
  const types = await roomTypesOfHotel(db, hotel.id, ids);
  const fields: FieldErrors = {};
  request.rooms.forEach((room, i) => {
    const type = types.find((t) => t.id === room.roomTypeId);
    if (!type) fields[`rooms.${i}.roomTypeId`] = 'invalidValue';
    else if (room.adults > type.maxAdults || room.children > type.maxChildren)
      fields[`rooms.${i}.adults`] = 'roomTooSmall';
  });
  for (const p of guestProblems(request.rooms))
    fields[`rooms.${p.room}.guests.${p.guest}.${p.field}`] ??= p.key;
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const mobile = contactMobile(tenant, request.contact);

  const currencies = new Set(types.map((t) => t.currency));
  const currency = currencySchema.parse(types[0]?.currency);
  if (currencies.size !== 1) throw invalid({ rooms: 'invalidValue' });

  const nights = nightsOf(request.checkIn, request.checkOut);
  const filed = await roomNightsOf(db, ids, nights);
  // A night the hotel has not filed cannot be sold: the same answer as a full one.
  if (filed.length !== ids.length * nights.length)
    throw new AppError('CAPACITY_FULL', 'roomsUnavailable');
  const rooms = request.rooms.map((room) => {
    const type = types.find((t) => t.id === room.roomTypeId);
    if (!type) throw new Error('room type checked above');
    const priced = nights.map((date) => ({
      date,
      amount: filed.find((n) => n.roomTypeId === type.id && n.night === date)?.price ?? 0,
    }));
    return {
      type,
      request: room,
      nights: priced,
      amount: priced.reduce((s, n) => s + n.amount, 0),
    };
  });
  const stayAt = {
    checkIn: request.checkIn,
    checkInTime: hotel.checkInTime,
    timeZone: hotel.timeZone,
  };
  const policy = policyOfRooms(
    rooms.map((room) => stayPolicy(room.type.policy, stayAt, { nights: room.nights, currency })),
  );
  return {
    hotel,
    nights,
    mobile,
    currency,
    rooms,
    roomNights: filed.map(({ id, roomTypeId, night }) => ({ id, roomTypeId, night })),
    total: rooms.reduce((sum, room) => sum + room.amount, 0),
    policy,
  };
}
