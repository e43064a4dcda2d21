import { jalaliMonthNames, toJalali } from '@parvaz/domain/calendar/jalali';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/*
 * Making an Intl.DateTimeFormat costs far more than using one (about a millisecond each on a
 * phone), and a results page writes dozens of dates: one formatter per locale and kind, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, kind: 'gregorian' | 'weekday'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      kind === 'gregorian'
        ? { calendar: 'gregory', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : { weekday: 'long' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A day written out in the chosen calendar and language, e.g. "Saturday 22 Azar 1404" or
 * "Saturday 13 December 2025". Jalali month names come from the domain rather than Intl, whose
 * Arabic names for them differ between browsers.
 */
export function formatLongDate(date: Date, calendar: CalendarMode, language: Language): string {
  const locale = intlLocaleOf(language);
  if (calendar === 'gregorian') return formatterOf(locale, 'gregorian').format(date);
  const weekday = formatterOf(locale, 'weekday').format(date);
  const jalali = toJalali({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  });
  const month = jalaliMonthNames(language)[jalali.month - 1] ?? String(jalali.month);
  const separator = language === 'fa' || language === 'ar' ? '، ' : ', ';
  return `${weekday}${separator}${toLocalDigits(`${jalali.day}`, language)} ${month} ${toLocalDigits(`${jalali.year}`, language)}`;
}
