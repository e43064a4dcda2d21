import type { CalendarDate } from '@parvaz/domain/calendar/plain-date';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { formatClock as formatClockOf, formatLongDate } from '@parvaz/domain/format/dates';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';

/** A wall-clock time as a flight shows it: the airport's local date and time, and its offset. */
export interface LocalTime {
  /** Gregorian date at the airport. */
  date: CalendarDate;
  hour: number;
  minute: number;
  offsetMinutes: number;
  /** Milliseconds since the epoch, for durations. */
  instant: number;
}

const localIso = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads '2026-12-01T07:45:00+03:30' without going through the host's time zone: the date and
 * time written are already the airport's. Throws RangeError on anything else.
 */
export function parseLocalTime(text: string): LocalTime {
  const match = localIso.exec(text);
  const instant = Date.parse(text);
  if (!match || Number.isNaN(instant)) throw new RangeError(`Not a local ISO time: ${text}`);
  const [, day = '', hour = '', minute = '', zone = 'Z'] = match;
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes =
    zone === 'Z' ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return {
    date: parseIsoDate(day),
    hour: Number(hour),
    minute: Number(minute),
    offsetMinutes,
    instant,
  };
}

/** The instant seen at a fixed UTC offset, e.g. when the ticket was issued, at the departure airport. */
export function localTimeAt(isoInstant: string, offsetMinutes: number): LocalTime {
  const instant = Date.parse(isoInstant);
  if (Number.isNaN(instant)) throw new RangeError(`Not an ISO instant: ${isoInstant}`);
  const shifted = new Date(instant + offsetMinutes * 60_000);
  return {
    date: {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    },
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    offsetMinutes,
    instant,
  };
}

/** '07:45' in the language's digits. */
export function formatClock(time: LocalTime, language: Language): string {
  return formatClockOf(time.hour, time.minute, language);
}

/**
 * 'Tuesday, 1 December 2026', or in the Jalali calendar 'سه‌شنبه، ۱۰ آذر ۱۴۰۵': the domain's
 * one long-date formatter, so the ticket reads like the pages.
 */
export function formatTicketDate(
  date: CalendarDate,
  language: Language,
  calendar: CalendarMode,
): string {
  return formatLongDate(date, calendar, language);
}
