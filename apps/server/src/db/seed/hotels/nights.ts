import {
  addDays,
  daysBetween,
  formatIsoDate,
  gregorianWeekday,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { randomFor } from '../inventory/random';
import { nightFactor, roundedPrice } from './pricing';
import type { GeneratedRoomType } from './rooms';

// A demo room type's nights: rooms filed, rooms already sold and the price, night by night.
// Each night draws from its own random stream (hotel, room, date), so a night filed on a later
// start, when the window has moved on, is the night the first seed would have filed.

/** The demo files nights this many days ahead, from the hotel's local today. */
export const hotelNightDays = 120;

export interface NightsHotel {
  key: string;
  cityCode: string;
  country: 'IR' | 'TR' | 'OM';
  /** 0–1: how much of a plain night is already sold a month ahead. */
  demand: number;
  /** Nearly full for the coming weeks: a room or two left, now and then none. */
  almostFull: boolean;
  /** Sold out on the coming weekend's busiest nights. */
  sellsOutOnWeekend: boolean;
}

export interface GeneratedNight {
  night: string;
  allotment: number;
  sold: number;
  price: number;
}

/** The local dates `from` to `from + days - 1`. */
export function nightDates(from: string, days: number): string[] {
  const start = parseIsoDate(from);
  return Array.from({ length: days }, (_, i) => formatIsoDate(addDays(start, i)));
}

/** The next Thursday and Friday from `today` (today included): a weekend everyone travels. */
export function comingWeekend(today: string): string[] {
  const start = parseIsoDate(today);
  const ahead = (4 - gregorianWeekday(start) + 7) % 7;
  const thursday = addDays(start, ahead);
  return [formatIsoDate(thursday), formatIsoDate(addDays(thursday, 1))];
}

/** Bookings come in as the night nears: little is sold months ahead, most in the last weeks. */
function leadFactor(daysAhead: number): number {
  if (daysAhead < 7) return 1.3;
  if (daysAhead < 30) return 1;
  if (daysAhead < 60) return 0.6;
  return 0.3;
}

export function nightsFor(
  hotel: NightsHotel,
  roomIndex: number,
  room: GeneratedRoomType,
  nights: readonly string[],
  today: string,
): GeneratedNight[] {
  const weekend = hotel.sellsOutOnWeekend ? new Set(comingWeekend(today)) : new Set<string>();
  return nights.map((night) => {
    const random = randomFor('hotel-night', hotel.key, roomIndex, night);
    const factor = nightFactor(hotel.cityCode, hotel.country, night);
    const daysAhead = daysBetween(parseIsoDate(today), parseIsoDate(night));
    const price = roundedPrice(room.currency, room.basePrice * factor * random.between(0.96, 1.04));
    let sold: number;
    if (weekend.has(night)) sold = room.allotment;
    else if (hotel.almostFull && daysAhead < 21)
      sold = room.allotment - (random.chance(0.25) ? 0 : random.int(1, 2));
    else {
      const share = hotel.demand * factor * leadFactor(daysAhead) * random.between(0.6, 1.2);
      sold = Math.round(room.allotment * share);
    }
    return {
      night,
      allotment: room.allotment,
      sold: Math.min(room.allotment, Math.max(0, sold)),
      price,
    };
  });
}
