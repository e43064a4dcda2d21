import { toJalali } from '@parvaz/domain/calendar/jalali';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/** Today on this device, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A Gregorian YYYY-MM-DD written as year/month/day in the chosen calendar with the language's
 * digits, e.g. "۱۴۰۴/۰۹/۰۱" or "2025/11/22"; the text as given when it is not such a date.
 */
export function formatShortDate(iso: string, calendar: CalendarMode, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const shown = calendar === 'jalali' ? toJalali(date) : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return toLocalDigits(`${shown.year}/${pad(shown.month)}/${pad(shown.day)}`, language);
}
