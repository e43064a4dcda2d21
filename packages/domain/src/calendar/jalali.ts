import { getDate, getDaysInMonth, getMonth, getYear, isLeapYear, newDate } from 'date-fns-jalali';
import type { Language } from '../languages';
import { hasCalendarShape, isValidGregorianDate, type CalendarDate } from './plain-date';

/*
 * date-fns-jalali reads and writes a Date's local-time fields, so both directions build and
 * read the Date in local time at noon: the zone cancels out, and no daylight-saving jump (all
 * of which happen around midnight) can push the day over.
 */
const noon = 12;

function jalaliNoon(date: CalendarDate): Date {
  return newDate(date.year, date.month - 1, date.day, noon);
}

function gregorianNoon(date: CalendarDate): Date {
  const d = new Date(2000, 0, 1, noon);
  d.setFullYear(date.year, date.month - 1, date.day);
  return d;
}

export function isJalaliLeapYear(year: number): boolean {
  if (!hasCalendarShape({ year, month: 1, day: 1 })) {
    throw new RangeError(`Not a Jalali year: ${year}`);
  }
  return isLeapYear(jalaliNoon({ year, month: 1, day: 1 }));
}

/** 31 days in months 1–6, 30 in 7–11, Esfand 29 or 30 in a leap year (PRODUCT.md decision 2). */
export function jalaliMonthLength(year: number, month: number): number {
  if (!hasCalendarShape({ year, month, day: 1 })) {
    throw new RangeError(`Not a Jalali month: ${year}/${month}`);
  }
  return getDaysInMonth(jalaliNoon({ year, month, day: 1 }));
}

export function isValidJalaliDate(date: CalendarDate): boolean {
  return hasCalendarShape(date) && date.day <= jalaliMonthLength(date.year, date.month);
}

/** Throws RangeError for a day that does not exist, such as 30 Esfand of a common year. */
export function toGregorian(jalali: CalendarDate): CalendarDate {
  if (!isValidJalaliDate(jalali)) {
    throw new RangeError(`Not a Jalali date: ${jalali.year}/${jalali.month}/${jalali.day}`);
  }
  const d = jalaliNoon(jalali);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

export function toJalali(gregorian: CalendarDate): CalendarDate {
  if (!isValidGregorianDate(gregorian)) {
    throw new RangeError(
      `Not a Gregorian date: ${gregorian.year}-${gregorian.month}-${gregorian.day}`,
    );
  }
  const d = gregorianNoon(gregorian);
  return { year: getYear(d), month: getMonth(d) + 1, day: getDate(d) };
}

/**
 * Written out rather than taken from Intl: ICU's Arabic names for these months are
 * transliterations nobody uses (e.g. "فرفردن"), and browsers ship different ICU versions.
 */
const monthNames: Record<Language, readonly string[]> = {
  fa: [
    'فروردین',
    'اردیبهشت',
    'خرداد',
    'تیر',
    'مرداد',
    'شهریور',
    'مهر',
    'آبان',
    'آذر',
    'دی',
    'بهمن',
    'اسفند',
  ],
  ar: [
    'فروردين',
    'أرديبهشت',
    'خرداد',
    'تير',
    'مرداد',
    'شهريور',
    'مهر',
    'آبان',
    'آذر',
    'دي',
    'بهمن',
    'إسفند',
  ],
  en: [
    'Farvardin',
    'Ordibehesht',
    'Khordad',
    'Tir',
    'Mordad',
    'Shahrivar',
    'Mehr',
    'Aban',
    'Azar',
    'Dey',
    'Bahman',
    'Esfand',
  ],
  tr: [
    'Ferverdin',
    'Ordibeheşt',
    'Hordad',
    'Tir',
    'Mordad',
    'Şehriver',
    'Mehr',
    'Aban',
    'Azer',
    'Dey',
    'Behmen',
    'Esfend',
  ],
};

/** The twelve Jalali month names, Farvardin first. */
export function jalaliMonthNames(language: Language): readonly string[] {
  return monthNames[language];
}
