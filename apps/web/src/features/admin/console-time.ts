import { useCallback } from 'react';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode, TenantId } from '@parvaz/domain/tenants/tenants';
import { tenantTimeZone } from '@parvaz/domain/tenants/time-zone';
import { formatLocalDateTime } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';

// Every time the console shows is on the brand's clock, with the zone named, whatever zone the
// operator's device is in: the audit log, the lists and the post editor agree.

// A zone's name per zone and language: a page of the audit log names it in every row.
const zoneNames = new Map<string, string>();

/** The zone's name in the language ("Iran Time", "وقت ایران"), or its IANA id where Intl has none. */
export function zoneName(timeZone: string, language: Language): string {
  const key = `${timeZone} ${language}`;
  const known = zoneNames.get(key);
  if (known !== undefined) return known;
  const name = namedZone(timeZone, language);
  zoneNames.set(key, name);
  return name;
}

function namedZone(timeZone: string, language: Language): string {
  try {
    const parts = new Intl.DateTimeFormat(intlLocaleOf(language), {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * An instant (UTC, or with any offset) as "1404/09/10 07:15 (Iran Time)": its date and clock in
 * the brand's zone, in the calendar and digits shown, the zone named.
 */
export function consoleTime(
  iso: string,
  tenant: TenantId,
  calendar: CalendarMode,
  language: Language,
): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const timeZone = tenantTimeZone(tenant);
  const local = formatLocalDateTime(zonedIso(instant, timeZone), calendar, language);
  return `${local} (${zoneName(timeZone, language)})`;
}

/** `consoleTime` for the brand, calendar and language shown (the same function while they hold). */
export function useConsoleTime(): (iso: string) => string {
  const tenant = useTenant().id;
  const calendar = useActiveCalendar();
  const language = useActiveLanguage();
  return useCallback(
    (iso: string) => consoleTime(iso, tenant, calendar, language),
    [tenant, calendar, language],
  );
}
