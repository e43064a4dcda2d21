import {
  addDays,
  formatIsoDate,
  gregorianWeekday,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { hashString, mulberry32 } from '../inventory/random';
import { nightFactor, roundedPrice } from './pricing';
import type { GeneratedRoomType } from './rooms';

// A demo room type's nights: rooms filed, rooms already sold and the price, night by night.
// Each night draws from its own random stream (hotel, room, date), so a night filed on a later
// start, when the window has moved on, is the night the first seed would have filed. The
// stream's seed mixes the room's hash with the night's day number (hashing a key string per
// night made most of the seed's time), and a city's factor is worked out once per date.

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
  const start = Date.parse(`${formatIsoDate(parseIsoDate(from))}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(start + i * dayMs).toISOString().slice(0, 10),
  );
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

const dayMs = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** A city's factor and each night's day number, worked out once per run of dates. */
interface Calendar {
  days: number[];
  factors: number[];
}
const calendars = new Map<string, Calendar>();

function calendarOf(hotel: NightsHotel, nights: readonly string[]): Calendar {
  const key = `${hotel.cityCode}|${nights[0] ?? ''}|${nights.length}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = {
      days: nights.map(dayNumber),
      factors: nights.map((night) => nightFactor(hotel.cityCode, hotel.country, night)),
    };
    calendars.set(key, calendar);
  }
  return calendar;
}

export function nightsFor(
  hotel: NightsHotel,
  roomIndex: number,
  room: GeneratedRoomType,
  nights: readonly string[],
  today: string,
): GeneratedNight[] {
  const weekend = hotel.sellsOutOnWeekend ? new Set(comingWeekend(today)) : new Set<string>();
  const roomSeed = hashString(`hotel-night|${hotel.key}|${roomIndex}`);
  const todayNumber = dayNumber(today);
  const { days, factors } = calendarOf(hotel, nights);
  return nights.map((night, i) => {
    const day = days[i] ?? todayNumber;
    const factor = factors[i] ?? 1;
    const next = mulberry32(roomSeed ^ Math.imul(day, 0x9e3779b1));
    const between = (min: number, max: number) => min + (max - min) * next();
    const daysAhead = day - todayNumber;
    const price = roundedPrice(room.currency, room.basePrice * factor * between(0.96, 1.04));
    let sold: number;
    if (weekend.has(night)) sold = room.allotment;
    else if (hotel.almostFull && daysAhead < 21)
      sold = room.allotment - (next() < 0.25 ? 0 : Math.floor(between(1, 3)));
    else {
      const share = hotel.demand * factor * leadFactor(daysAhead) * between(0.6, 1.2);
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
