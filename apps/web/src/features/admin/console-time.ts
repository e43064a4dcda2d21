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

/** The zone's name in the language ("Iran Time", "وقت ایران"), or its IANA id where Intl has none. */
export function zoneName(timeZone: string, language: Language): string {
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

/** `consoleTime` for the brand, calendar and language shown. */
export function useConsoleTime(): (iso: string) => string {
  const tenant = useTenant();
  const calendar = useActiveCalendar();
  const language = useActiveLanguage();
  return (iso) => consoleTime(iso, tenant.id, calendar, language);
}
