import { jalaliMonthNames, toJalali } from '../calendar/jalali';
import { gregorianWeekday, readIsoDate, type CalendarDate } from '../calendar/plain-date';
import { weekdayName } from '../calendar/week';
import type { Language } from '../languages';
import type { CalendarMode } from '../tenants/tenants';
import { toLocalDigits } from './digits';
import { intlLocaleOf } from './locale';

/*
 * Every date the user reads is written here, on the web pages, in e-mails and on the ticket PDF,
 * so a language writes its dates one way everywhere. Gregorian dates follow the language's own
 * Intl conventions ("24/11/2026", "24.11.2026", "٢٤/١١/٢٠٢٦"); Jalali dates are written by the
 * domain (year/month/day and its own month names), whose Intl support differs between engines.
 */

/**
 * Making an Intl.DateTimeFormat costs far more than using one (about a millisecond each on a
 * phone), and a results page writes dozens of dates: one formatter per language and style, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function gregorianFormat(language: Language, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    // The calendar is pinned: fa-IR alone would pick the Persian calendar, which is ours to write.
    format = new Intl.DateTimeFormat(intlLocaleOf(language), {
      calendar: 'gregory',
      timeZone: 'UTC',
      ...(style === 'short'
        ? { day: '2-digit', month: '2-digit', year: 'numeric' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    });
    formatters.set(key, format);
  }
  return format;
}

const utcOf = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
const pad = (n: number) => String(n).padStart(2, '0');
/** Right-to-left marks Intl puts around Arabic separators; they change nothing a reader sees. */
const directionMarks = /[\u200e\u200f\u061c]/g;

/** A Gregorian day as a short date: "24/11/2026", "24.11.2026", "۲۰۲۶/۱۱/۲۴", or "۱۴۰۵/۰۹/۰۳" in Jalali. */
export function formatShortDate(
  date: CalendarDate,
  calendar: CalendarMode,
  language: Language,
): string {
  if (calendar === 'jalali') {
    const jalali = toJalali(date);
    return toLocalDigits(`${jalali.year}/${pad(jalali.month)}/${pad(jalali.day)}`, language);
  }
  return gregorianFormat(language, 'short').format(utcOf(date)).replace(directionMarks, '');
}

/**
 * A Gregorian YYYY-MM-DD (a time may follow) as the reader's short date (`formatShortDate`):
 * "۱۴۰۴/۰۹/۰۱", "22.11.2025", "22/11/2025"; the text as given when it is not a date. Pages, SMS,
 * e-mails and PDFs that hold a day as text write it with this.
 */
export function formatIsoDay(iso: string, calendar: CalendarMode, language: Language): string {
  const date = readIsoDate(iso.slice(0, 10));
  return date ? formatShortDate(date, calendar, language) : iso;
}

/**
 * A Gregorian day written out: "Tuesday, 24 November 2026", "24 Kasım 2026 Salı", or in the
 * Jalali calendar "سه‌شنبه، ۳ آذر ۱۴۰۵" with the domain's month and weekday names (a Jalali
 * page then needs no Intl date formatter, whose first use is a long pause on a phone).
 */
export function formatLongDate(
  date: CalendarDate,
  calendar: CalendarMode,
  language: Language,
): string {
  if (calendar === 'gregorian') return gregorianFormat(language, 'long').format(utcOf(date));
  const weekday = weekdayName(gregorianWeekday(date), language);
  const jalali = toJalali(date);
  const month = jalaliMonthNames(language)[jalali.month - 1] ?? String(jalali.month);
  const separator = language === 'fa' || language === 'ar' ? '، ' : ', ';
  return `${weekday}${separator}${toLocalDigits(`${jalali.day} ${month} ${jalali.year}`, language)}`;
}

/** "07:45" in the language's digits. */
export function formatClock(hour: number, minute: number, language: Language): string {
  return toLocalDigits(`${pad(hour)}:${pad(minute)}`, language);
}

/** A short date and a clock time, "24.11.2026 07:45" or "۱۴۰۵/۰۹/۰۳ ۰۷:۴۵". */
export function formatDateTime(
  date: CalendarDate,
  time: { hour: number; minute: number },
  calendar: CalendarMode,
  language: Language,
): string {
  return `${formatShortDate(date, calendar, language)} ${formatClock(time.hour, time.minute, language)}`;
}

/**
 * The order and separator of the short date, for a date field that must read like the dates
 * around it: "dd.MM.yyyy" in Turkish, "dd/MM/yyyy" in English and Arabic, "yyyy/MM/dd" in Persian
 * and in the Jalali calendar (date-fns tokens).
 */
export function shortDatePattern(calendar: CalendarMode, language: Language): string {
  if (calendar === 'jalali') return 'yyyy/MM/dd';
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'dd',
    month: 'MM',
    year: 'yyyy',
  };
  return gregorianFormat(language, 'short')
    .formatToParts(Date.UTC(2001, 0, 1))
    .map((part) => tokens[part.type] ?? part.value.replace(directionMarks, ''))
    .join('');
}
