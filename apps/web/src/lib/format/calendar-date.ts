import { jalaliMonthNames, toJalali } from '@parvaz/domain/calendar/jalali';
import { toWeekday } from '@parvaz/domain/calendar/plain-date';
import { weekdayName } from '@parvaz/domain/calendar/week';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/*
 * Making an Intl.DateTimeFormat costs far more than using one (about a millisecond each on a
 * phone), and a results page writes dozens of dates: one formatter per locale, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function gregorianFormatterOf(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      calendar: 'gregory',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * A day written out in the chosen calendar and language, e.g. "Saturday 22 Azar 1404" or
 * "Saturday 13 December 2025". Jalali month and weekday names come from the domain rather than
 * Intl: its Arabic names for the months differ between browsers, and a Jalali page then needs no
 * Intl date formatter, whose first use is a long pause on a phone.
 */
export function formatLongDate(date: Date, calendar: CalendarMode, language: Language): string {
  if (calendar === 'gregorian') return gregorianFormatterOf(intlLocaleOf(language)).format(date);
  const weekday = weekdayName(toWeekday(date.getDay()), language);
  const jalali = toJalali({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  });
  const month = jalaliMonthNames(language)[jalali.month - 1] ?? String(jalali.month);
  const separator = language === 'fa' || language === 'ar' ? '، ' : ', ';
  return `${weekday}${separator}${toLocalDigits(`${jalali.day}`, language)} ${month} ${toLocalDigits(`${jalali.year}`, language)}`;
}
