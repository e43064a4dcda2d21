import type { Language } from '../languages';
import type { CalendarMode } from '../tenants/tenants';

/**
 * The calendar a page shows: the user's explicit choice, else the calendar that goes with the
 * language — Jalali for Persian readers, Gregorian for the others. Each tenant's own calendar is
 * the one of its default language, so a visitor who never switches sees the tenant's calendar.
 */
export function activeCalendar(
  language: Language,
  chosen: CalendarMode | null | undefined,
): CalendarMode {
  if (chosen) return chosen;
  return language === 'fa' ? 'jalali' : 'gregorian';
}

export function isCalendarMode(value: unknown): value is CalendarMode {
  return value === 'jalali' || value === 'gregorian';
}

/**
 * The calendar of what is sent (SMS, e-mail), which has no page to switch on and no reader's
 * choice to carry: the Jalali calendar for a Jalali brand or a Persian reader, as their pages
 * show it, else the Gregorian one. A PDF downloaded from a page takes that page's calendar
 * (`?calendar=`, else `activeCalendar`).
 */
export function documentCalendar(brandCalendar: CalendarMode, language: Language): CalendarMode {
  return brandCalendar === 'jalali' || language === 'fa' ? 'jalali' : 'gregorian';
}
