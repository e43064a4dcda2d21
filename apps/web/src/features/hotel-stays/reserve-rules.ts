import type { PaymentChoice } from '@parvaz/domain/payments/payment-sources';
import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { guestProblems, type HotelGuest } from '@parvaz/domain/hotels/guests';
import type { RoomOccupancy } from '@parvaz/domain/hotels/stay';
import { passportName } from '@parvaz/domain/passengers/passport-name';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { MessageKey } from '@parvaz/domain/messages';
import { set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import type { RoomChoice } from '../hotels/hotel-search-params';
import { contactErrors } from '../booking/contact-rules';
import { isPhoneRegion, normalizeMobile } from '@parvaz/domain/validation/contact';
import { discountCodeOf } from './stay-discount';
import { filedTotal, shownFromFiled } from '../hotels/room-prices';

// The reserve page's rules, free of React: which chosen room each searched room sleeps in, the
// price of the choice, the guest form's checks (the domain's, the same the server runs) and
// the body of `hotel/reserveHotel`.

/** One room as reserved: its type and who sleeps in it. */
export interface ReservedRoom {
  offer: HotelRoomOffer;
  occupancy: RoomOccupancy;
}

/**
 * Puts each room of the search into one chosen room of a type that fits it (adults and children
 * within the type's capacity), so a family room goes to the family. Null when the choice does
 * not hold the search's rooms: a count that differs, a type gone, or a party that fits nowhere.
 */
export function assignRooms(
  occupancies: readonly RoomOccupancy[],
  choice: RoomChoice,
  offers: readonly HotelRoomOffer[],
): ReservedRoom[] | null {
  const slots: HotelRoomOffer[] = [];
  for (const [id, count] of Object.entries(choice)) {
    const offer = offers.find((o) => o.roomTypeId === Number(id));
    if (!offer || count > offer.available) return null;
    for (let i = 0; i < count; i += 1) slots.push(offer);
  }
  if (slots.length === 0 || slots.length !== occupancies.length) return null;
  // Few rooms (at most ten): a plain search over the slots, tightest fitting slot first.
  const order = [...slots].sort(
    (a, b) => a.capacity.adults + a.capacity.children - (b.capacity.adults + b.capacity.children),
  );
  const used = new Array<boolean>(order.length).fill(false);
  const picked: HotelRoomOffer[] = [];
  const place = (i: number): boolean => {
    const room = occupancies[i];
    if (!room) return true;
    for (let s = 0; s < order.length; s += 1) {
      const offer = order[s];
      if (used[s] || !offer) continue;
      if (room.adults > offer.capacity.adults || room.children > offer.capacity.children) continue;
      used[s] = true;
      picked[i] = offer;
      if (place(i + 1)) return true;
      used[s] = false;
    }
    return false;
  };
  if (!place(0)) return null;
  return occupancies.map((occupancy, i) => ({ offer: picked[i] as HotelRoomOffer, occupancy }));
}

/**
 * The stay's price as shown and sent as `expectedTotal`: every room's filed total added up, less
 * a discount (in the filed currency, as the server gives it), converted once by the rooms' rate.
 */
export function stayTotal(rooms: readonly ReservedRoom[], discount = 0): number {
  const offers = rooms.map((room) => room.offer);
  return shownFromFiled(offers, filedTotal(offers) - discount);
}

/** An amount of the rooms' filed currency (a discount) as the page shows it. */
export function shownStayAmount(rooms: readonly ReservedRoom[], amount: number): number {
  return shownFromFiled(
    rooms.map((room) => room.offer),
    amount,
  );
}

/** Each night's price over all rooms, in the order of the nights. */
export function nightTotals(rooms: readonly ReservedRoom[]): { date: string; amount: number }[] {
  const byDate = new Map<string, number>();
  for (const room of rooms)
    for (const night of room.offer.price.nights)
      byDate.set(night.date, (byDate.get(night.date) ?? 0) + night.amount);
  return [...byDate.entries()].map(([date, amount]) => ({ date, amount }));
}

/** A guest as typed. */
export interface GuestValues {
  firstName: string;
  lastName: string;
  nationality: string;
  national_id: string;
  passport_number: string;
}

export interface ReserveForm {
  /** Per room: its lead guest first, then whoever else the guest chose to name. */
  rooms: { guests: GuestValues[] }[];
  contact: { country: string; mobile: string; email: string };
  /** As typed; sent once the page has shown what it takes off (`useStayDiscount`). */
  discountCode: string;
  agreement: boolean;
  payment: PaymentChoice;
}

export function emptyGuest(nationality: string): GuestValues {
  return { firstName: '', lastName: '', nationality, national_id: '', passport_number: '' };
}

/** One named guest per room (the lead guest), as the server asks at least. */
export function emptyReserveForm(
  roomCount: number,
  country: string,
  nationality: string,
): ReserveForm {
  return {
    rooms: Array.from({ length: roomCount }, () => ({ guests: [emptyGuest(nationality)] })),
    contact: { country, mobile: '', email: '' },
    discountCode: '',
    agreement: false,
    payment: 'gateway',
  };
}

/** A guest as the server reads it: digits made Latin, names as a passport prints them. */
export function guestOf(values: GuestValues): HotelGuest {
  const text = (v: string) => normalizeDigits(v).trim();
  return {
    firstName: passportName(text(values.firstName)),
    lastName: passportName(text(values.lastName)),
    nationality: text(values.nationality).toUpperCase(),
    national_id: text(values.national_id),
    passport_number: text(values.passport_number).toUpperCase(),
  };
}

/** Every rule of the form by its field path, as message keys of `messages`. */
export function reserveFormErrors(
  values: ReserveForm,
  rooms: readonly ReservedRoom[],
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const asked = values.rooms.map((room, i) => ({
    adults: rooms[i]?.occupancy.adults ?? 1,
    children: rooms[i]?.occupancy.children ?? 0,
    guests: room.guests.map(guestOf),
  }));
  for (const p of guestProblems(asked))
    errors[`rooms.${p.room}.guests.${p.guest}.${p.field}`] ??= p.key;
  for (const [path, error] of Object.entries(contactErrors(values.contact)))
    if ('key' in error) errors[path] = error.key;
  if (!values.agreement) errors.agreement = 'agreementRequired';
  return errors;
}

/** The form's resolver: the rooms it judges by are its context. */
export const reserveFormResolver: Resolver<ReserveForm, readonly ReservedRoom[]> = (
  values,
  rooms,
) => {
  const found = Object.entries(reserveFormErrors(values, rooms ?? []));
  if (found.length === 0) return { values, errors: {} };
  const errors: FieldErrors<ReserveForm> = {};
  for (const [path, key] of found) set(errors, path, { type: 'rule', message: key });
  return { values: {}, errors };
};

/** The form field that shows a server error (`rooms.0.guests.1.national_id`), or null. */
export function reserveFieldOf(path: string): FieldPath<ReserveForm> | null {
  if (path === 'contact.country' || path === 'contact.mobile') return 'contact.mobile';
  if (path === 'contact.email' || path === 'agreement' || path === 'discountCode') return path;
  const match =
    /^rooms\.(\d+)\.guests\.(\d+)\.(firstName|lastName|nationality|national_id|passport_number)$/.exec(
      path,
    );
  return match
    ? (`rooms.${Number(match[1])}.guests.${Number(match[2])}.${match[3]}` as FieldPath<ReserveForm>)
    : null;
}

export interface StayAddress {
  hotelId: number;
  checkIn: string;
  checkOut: string;
}

/**
 * The body of `hotel/reserveHotel` for one attempt, with the discount code when one is typed and
 * the exchange rate the rooms were shown by (a new rate since answers 409 `rateChanged`).
 */
export function reserveBody(
  stay: StayAddress,
  rooms: readonly ReservedRoom[],
  values: ReserveForm,
  attempt: { key: string; expectedTotal: number; previousTotal?: number },
) {
  const discountCode = discountCodeOf(values.discountCode);
  const rateId = rooms[0]?.offer.exchange?.rateId;
  return {
    hotelId: stay.hotelId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: rooms.map((room, i) => ({
      roomTypeId: room.offer.roomTypeId,
      adults: room.occupancy.adults,
      children: room.occupancy.children,
      childAges: [...room.occupancy.childAges],
      guests: (values.rooms[i]?.guests ?? []).map(guestOf),
    })),
    contact: {
      country: values.contact.country,
      mobile: normalizeDigits(values.contact.mobile).trim(),
      email: values.contact.email.trim() || undefined,
    },
    agreement: values.agreement,
    idempotencyKey: attempt.key,
    expectedTotal: attempt.expectedTotal,
    ...(attempt.previousTotal !== undefined ? { previousTotal: attempt.previousTotal } : {}),
    ...(rateId !== undefined ? { rateId } : {}),
    ...(discountCode ? { discountCode } : {}),
    payment: values.payment,
  };
}

/** The contact mobile as the stay stores it (E.164), or as typed when it does not read. */
export function contactMobile(values: Pick<ReserveForm, 'contact'>): string {
  const region = values.contact.country.toUpperCase();
  const typed = normalizeDigits(values.contact.mobile).trim();
  return (isPhoneRegion(region) ? normalizeMobile(typed, region) : null) ?? typed;
}
