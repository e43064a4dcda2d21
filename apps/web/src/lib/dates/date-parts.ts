import {
  isValidJalaliDate,
  jalaliMonthNames,
  toGregorian,
  toJalali,
} from '@parvaz/domain/calendar/jalali';
import {
  formatIsoDate,
  isValidGregorianDate,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/** A date as the three selects hold it, in the calendar they were shown in ('' = not chosen). */
export interface DateInput {
  calendar: CalendarMode;
  year: string;
  month: string;
  day: string;
}

export const emptyDate = (calendar: CalendarMode): DateInput => ({
  calendar,
  year: '',
  month: '',
  day: '',
});

/** Not a date, so the passenger rules answer "Date of birth is invalid." for it. */
const impossible = '0000-00-00';

/**
 * Gregorian YYYY-MM-DD for the API: '' while a part is missing, and a value the rules reject
 * for a day that does not exist (31 Esfand of a common year, 30 February).
 */
export function isoOfInput(input: DateInput): string {
  if (!input.year || !input.month || !input.day) return '';
  const date = { year: Number(input.year), month: Number(input.month), day: Number(input.day) };
  if (input.calendar === 'jalali') {
    if (!isValidJalaliDate(date)) return impossible;
    return formatIsoDate(toGregorian(date));
  }
  if (!isValidGregorianDate(date)) return impossible;
  return formatIsoDate(date);
}

/** The same day shown in another calendar; an unfinished choice starts again. */
export function inputInCalendar(input: DateInput, calendar: CalendarMode): DateInput {
  if (input.calendar === calendar) return input;
  const iso = isoOfInput(input);
  if (!iso || iso === impossible) return emptyDate(calendar);
  return inputOfIso(iso, calendar);
}

export function inputOfIso(iso: string, calendar: CalendarMode): DateInput {
  const gregorian = parseIsoDate(iso);
  const date = calendar === 'jalali' ? toJalali(gregorian) : gregorian;
  return {
    calendar,
    year: String(date.year),
    month: String(date.month),
    day: String(date.day),
  };
}

/** Years from `from` to `to` (Gregorian years), in the calendar shown, newest first when asked. */
export function yearRange(
  calendar: CalendarMode,
  fromIso: string,
  toIso: string,
  newestFirst: boolean,
): number[] {
  const first = inputOfIso(fromIso, calendar);
  const last = inputOfIso(toIso, calendar);
  const years: number[] = [];
  for (let y = Number(first.year); y <= Number(last.year); y += 1) years.push(y);
  return newestFirst ? years.reverse() : years;
}

export function monthNames(calendar: CalendarMode, language: Language): string[] {
  if (calendar === 'jalali') return [...jalaliMonthNames(language)];
  const format = new Intl.DateTimeFormat(intlLocaleOf(language), {
    calendar: 'gregory',
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2001, i, 1))));
}
