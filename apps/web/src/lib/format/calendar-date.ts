import { formatLongDate as formatDay } from '@parvaz/domain/format/dates';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/**
 * The day of a Date (its fields on this device) written out in the chosen calendar and
 * language by the domain's one date formatter, e.g. "Saturday, 22 Azar 1404" or
 * "Saturday, 13 December 2025".
 */
export function formatLongDate(date: Date, calendar: CalendarMode, language: Language): string {
  return formatDay(
    { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() },
    calendar,
    language,
  );
}
