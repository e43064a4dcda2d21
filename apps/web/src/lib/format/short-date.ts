import { readIsoDate } from '@parvaz/domain/calendar/plain-date';
import { formatShortDate as formatDay } from '@parvaz/domain/format/dates';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/** Today on this device, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A Gregorian YYYY-MM-DD (a time may follow) as the reader's short date, from the domain's one
 * date formatter: "۱۴۰۴/۰۹/۰۱", "22.11.2025", "22/11/2025"; the text as given when it is not a date.
 */
export function formatShortDate(iso: string, calendar: CalendarMode, language: Language): string {
  const date = readIsoDate(iso.slice(0, 10));
  return date ? formatDay(date, calendar, language) : iso;
}
