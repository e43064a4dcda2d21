import {
  addDays,
  daysBetween,
  formatIsoDate,
  parseIsoDate,
  readIsoDate,
} from '../calendar/plain-date';
import type { MessageKey } from '../messages';

/** A stay's limits: what one search or reservation may ask for. */
export const stayLimits = {
  maxNights: 30,
  maxRooms: 5,
  adultsPerRoom: { min: 1, max: 4 },
  childrenPerRoom: { min: 0, max: 3 },
  childAge: { min: 0, max: 17 },
  /** How far ahead a stay may start. */
  maxDaysAhead: 365,
} as const;

/** Who sleeps in one room. */
export interface RoomOccupancy {
  adults: number;
  children: number;
  childAges: readonly number[];
}

export interface StayProblem {
  path: string;
  key: MessageKey;
}

/** The nights of a stay: every local date from check-in up to, not including, check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const from = parseIsoDate(checkIn);
  const count = daysBetween(from, parseIsoDate(checkOut));
  return Array.from({ length: Math.max(0, count) }, (_, i) => formatIsoDate(addDays(from, i)));
}

/**
 * The nights a no-show gives back to sale: every night after the check-in night. A no-show's
 * charge is a penalty in money, as a cancellation's is (a cancellation gives every night back
 * whatever it kept); the guest who did not come by the end of the check-in day is not coming,
 * so the hotel may sell the rest. The check-in night stays sold: it passed with the room kept.
 */
export function nightsFreedByNoShow(checkIn: string, checkOut: string): string[] {
  return nightsOf(checkIn, checkOut).slice(1);
}

/**
 * What is wrong with a stay's dates, given today in the hotel's city. Check-out must follow
 * check-in, within `maxNights`; check-in not before today nor more than `maxDaysAhead` away.
 */
export function stayDateProblems(checkIn: string, checkOut: string, today: string): StayProblem[] {
  const from = readIsoDate(checkIn);
  if (!from) return [{ path: 'checkIn', key: checkIn ? 'invalidValue' : 'checkInRequired' }];
  const to = readIsoDate(checkOut);
  if (!to) return [{ path: 'checkOut', key: checkOut ? 'invalidValue' : 'checkOutRequired' }];
  const problems: StayProblem[] = [];
  const todayDate = parseIsoDate(today);
  if (daysBetween(todayDate, from) < 0) problems.push({ path: 'checkIn', key: 'checkInInPast' });
  else if (daysBetween(todayDate, from) > stayLimits.maxDaysAhead)
    problems.push({ path: 'checkIn', key: 'checkInTooFar' });
  const nights = daysBetween(from, to);
  if (nights < 1) problems.push({ path: 'checkOut', key: 'checkOutAfterCheckIn' });
  else if (nights > stayLimits.maxNights) problems.push({ path: 'checkOut', key: 'stayTooLong' });
  return problems;
}

/** What is wrong with the rooms asked for: their number, who sleeps in each, children's ages. */
export function occupancyProblems(rooms: readonly RoomOccupancy[]): StayProblem[] {
  if (rooms.length === 0) return [{ path: 'rooms', key: 'required' }];
  if (rooms.length > stayLimits.maxRooms) return [{ path: 'rooms', key: 'tooManyRooms' }];
  const problems: StayProblem[] = [];
  rooms.forEach((room, i) => {
    const { adultsPerRoom, childrenPerRoom, childAge } = stayLimits;
    if (room.adults < adultsPerRoom.min || room.adults > adultsPerRoom.max)
      problems.push({ path: `rooms.${i}.adults`, key: 'roomAdultsRange' });
    if (room.children < childrenPerRoom.min || room.children > childrenPerRoom.max)
      problems.push({ path: `rooms.${i}.children`, key: 'roomChildrenRange' });
    else if (room.childAges.length !== room.children)
      problems.push({ path: `rooms.${i}.childAges`, key: 'childAgeRequired' });
    else
      room.childAges.forEach((age, j) => {
        if (!Number.isInteger(age) || age < childAge.min || age > childAge.max)
          problems.push({ path: `rooms.${i}.childAges.${j}`, key: 'childAgeRange' });
      });
  });
  return problems;
}
