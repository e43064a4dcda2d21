import { toJalali } from '../calendar/jalali';
import type { CalendarDate } from '../calendar/plain-date';
import { normalizeDigits } from '../format/digits';

/**
 * Iranian bank cards print their expiry in the Solar Hijri calendar (1408/12, or 08/12), foreign
 * ones in the Gregorian (12/30): a bank reads a year in either, as printed.
 */
export type CardCalendar = 'jalali' | 'gregorian';

/**
 * How far from this year (in its own calendar) a two-digit year is still read as a card's:
 * a few years back, so an old card is told it has expired rather than that its date is wrong,
 * and well beyond the longest card life ahead. Together under 21 years, the distance between
 * the two calendars' years, so no two-digit year is ever both.
 */
export const cardExpiryYearsBack = 5;
export const cardExpiryYearsAhead = 15;

export type CardExpiry =
  | { ok: true; calendar: CardCalendar; year: number; month: number }
  | { ok: false; reason: 'expiryInvalid' | 'cardExpired' };

/** This year and month in each calendar. */
function currentMonths(today: CalendarDate): Record<CardCalendar, { year: number; month: number }> {
  const jalali = toJalali(today);
  return {
    jalali: { year: jalali.year, month: jalali.month },
    gregorian: { year: today.year, month: today.month },
  };
}

/**
 * The full years a two-digit year can be on a card at `today`: the year ending in those digits
 * within the plausible window of each calendar (never more than one, see above).
 */
export function cardYearCandidates(
  twoDigits: number,
  today: CalendarDate,
): Array<{ calendar: CardCalendar; year: number }> {
  const current = currentMonths(today);
  const found: Array<{ calendar: CardCalendar; year: number }> = [];
  for (const calendar of ['jalali', 'gregorian'] as const) {
    const now = current[calendar].year;
    for (let year = now - cardExpiryYearsBack; year <= now + cardExpiryYearsAhead; year++)
      if (year % 100 === twoDigits) found.push({ calendar, year });
  }
  return found;
}

/** A four-digit year names its calendar: 13xx–14xx are Solar Hijri, 19xx–21xx Gregorian. */
function calendarOfFullYear(year: number): CardCalendar | null {
  if (year >= 1300 && year <= 1499) return 'jalali';
  if (year >= 1900 && year <= 2199) return 'gregorian';
  return null;
}

/**
 * A card's expiry as typed (month, then year in two or four digits, Persian or Arabic digits
 * allowed) read in the calendar its year belongs to, and checked against `today` (the bank's
 * local date): a card is good to the end of its expiry month.
 */
export function readCardExpiry(
  monthText: string,
  yearText: string,
  today: CalendarDate,
): CardExpiry {
  const invalid = { ok: false, reason: 'expiryInvalid' } as const;
  const monthDigits = normalizeDigits(monthText).trim();
  const yearDigits = normalizeDigits(yearText).trim();
  if (!/^\d{1,2}$/.test(monthDigits)) return invalid;
  const month = Number(monthDigits);
  if (month < 1 || month > 12) return invalid;

  let read: { calendar: CardCalendar; year: number } | undefined;
  if (/^\d{4}$/.test(yearDigits)) {
    const year = Number(yearDigits);
    const calendar = calendarOfFullYear(year);
    if (calendar) read = { calendar, year };
  } else if (/^\d{2}$/.test(yearDigits)) {
    read = cardYearCandidates(Number(yearDigits), today)[0];
  }
  if (!read) return invalid;

  const now = currentMonths(today)[read.calendar];
  if (read.year > now.year + cardExpiryYearsAhead) return invalid;
  if (read.year * 12 + month < now.year * 12 + now.month)
    return { ok: false, reason: 'cardExpired' };
  return { ok: true, calendar: read.calendar, year: read.year, month };
}
