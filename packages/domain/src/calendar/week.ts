import type { Language } from '../languages';
import type { CalendarMode } from '../tenants/tenants';
import { toWeekday, type Weekday } from './plain-date';

/**
 * The Persian week starts on Saturday (PRODUCT.md decision 2). The Gregorian calendar takes the
 * ISO 8601 Monday, which is also what en-GB and tr-TR readers expect.
 */
const weekStarts: Record<CalendarMode, Weekday> = { jalali: 6, gregorian: 1 };

export function weekStartOf(calendar: CalendarMode): Weekday {
  return weekStarts[calendar];
}

/** The seven weekdays in the order a month grid shows its columns. */
export function weekdayOrder(calendar: CalendarMode): Weekday[] {
  const start = weekStarts[calendar];
  return Array.from({ length: 7 }, (_, i) => toWeekday((start + i) % 7));
}

/**
 * Weekday names, Sunday first (a `Weekday` indexes them), as CLDR writes them. Kept here like
 * the Jalali month names: a Jalali date needs no Intl formatter at all, whose first use costs a
 * phone a long pause while it loads the locale's data.
 */
const weekdayNameTable: Record<Language, readonly string[]> = {
  fa: ['یکشنبه', 'دوشنبه', 'سه\u200cشنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  tr: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'],
};

export function weekdayName(weekday: Weekday, language: Language): string {
  return weekdayNameTable[language][weekday] ?? '';
}
