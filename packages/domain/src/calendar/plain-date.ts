import { normalizeDigits } from '../format/digits';

/**
 * A date on a calendar with no time and no zone: month 1–12, day 1–31. Which calendar it
 * belongs to is the caller's knowledge (Gregorian unless a function says Jalali).
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay and date-fns count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const msPerDay = 86_400_000;

/** Years outside 1–9999 cannot be written as YYYY and never come up in bookings. */
export function hasCalendarShape(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1
  );
}

/**
 * UTC midnight of the date. All Gregorian arithmetic here goes through UTC so the host's time
 * zone (and its daylight-saving jumps) can never move a date.
 */
function utcTime(date: CalendarDate): number {
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getTime();
}

function fromUtcTime(time: number): CalendarDate {
  const d = new Date(time);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function isValidGregorianDate(date: CalendarDate): boolean {
  if (!hasCalendarShape(date)) return false;
  const back = fromUtcTime(utcTime(date));
  return back.year === date.year && back.month === date.month && back.day === date.day;
}

function assertGregorian(date: CalendarDate): void {
  if (!isValidGregorianDate(date)) {
    throw new RangeError(`Not a Gregorian date: ${date.year}-${date.month}-${date.day}`);
  }
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (Persian or Arabic digits accepted) into a real Gregorian date. */
/** The Gregorian day a YYYY-MM-DD text names, or null when it names none (1990-02-30). */
export function readIsoDate(text: string): CalendarDate | null {
  const match = isoDate.exec(normalizeDigits(text.trim()));
  const date = { year: Number(match?.[1]), month: Number(match?.[2]), day: Number(match?.[3]) };
  return match && isValidGregorianDate(date) ? date : null;
}

/** Whether a text is a YYYY-MM-DD of a day that exists. */
export function isIsoDate(text: string): boolean {
  return readIsoDate(text) !== null;
}

export function parseIsoDate(text: string): CalendarDate {
  const date = readIsoDate(text);
  if (!date) throw new RangeError(`Not an ISO date: ${text}`);
  return date;
}

export function formatIsoDate(date: CalendarDate): string {
  assertGregorian(date);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  assertGregorian(date);
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return fromUtcTime(utcTime(date) + days * msPerDay);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  assertGregorian(from);
  assertGregorian(to);
  return Math.round((utcTime(to) - utcTime(from)) / msPerDay);
}

export function gregorianWeekday(date: CalendarDate): Weekday {
  assertGregorian(date);
  return toWeekday(new Date(utcTime(date)).getUTCDay());
}

export function toWeekday(value: number): Weekday {
  switch (value) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
      return value;
    default:
      throw new RangeError(`Not a weekday: ${value}`);
  }
}
