import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { formatLongDate } from './calendar-date';
import { formatShortDate } from './short-date';

const localIsoPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * A time the API answers with the airport's offset ('2026-12-01T07:45:00+03:30') as it reads at
 * that airport: date and clock as written, whatever zone the device is in (decision 6).
 */
export function readLocalTime(iso: string): { date: Date; isoDate: string; clock: string } | null {
  const match = localIsoPattern.exec(iso);
  if (!match) return null;
  const [, y, m, d, hh, mm] = match.map(Number);
  return {
    date: new Date(y ?? 0, (m ?? 1) - 1, d ?? 1),
    isoDate: iso.slice(0, 10),
    clock: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`,
  };
}

/** "HH:mm" of an airport-local time, in the language's digits. */
export function formatLocalClock(iso: string, language: Language): string {
  return toLocalDigits(readLocalTime(iso)?.clock ?? iso, language);
}

/** The airport-local day of a time written out in the calendar shown. */
export function formatLocalDay(iso: string, calendar: CalendarMode, language: Language): string {
  const local = readLocalTime(iso);
  return local ? formatLongDate(local.date, calendar, language) : iso;
}

/** "1404/09/10 07:45" of an airport-local time. */
export function formatLocalDateTime(
  iso: string,
  calendar: CalendarMode,
  language: Language,
): string {
  const local = readLocalTime(iso);
  if (!local) return iso;
  return `${formatShortDate(local.isoDate, calendar, language)} ${toLocalDigits(local.clock, language)}`;
}

/** An instant (UTC from the API) as "1404/09/10 07:45" on this device's clock. */
export function formatInstant(iso: string, calendar: CalendarMode, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  const clock = `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  return `${formatShortDate(day, calendar, language)} ${toLocalDigits(clock, language)}`;
}
