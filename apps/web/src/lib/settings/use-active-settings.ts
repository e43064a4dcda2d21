import { activeCalendar } from '@parvaz/domain/calendar/calendar-choice';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/app-config-context';
import { isLanguage, useSettingsStore } from './settings-store';

/** The language the page is shown in: i18next's, which changes once the translations are in. */
export function useActiveLanguage(): Language {
  const { i18n } = useTranslation();
  const tenant = useTenant();
  return isLanguage(i18n.language) ? i18n.language : tenant.locale;
}

/** The user's calendar, else the one that goes with the language (the tenant's by default). */
export function useActiveCalendar(): CalendarMode {
  const chosen = useSettingsStore((state) => state.calendar);
  return activeCalendar(useActiveLanguage(), chosen);
}
