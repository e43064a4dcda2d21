import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { parseCookie } from 'cookie';
import type { PageData } from '../page-data';
import { webNamespaces, type Translations } from '../i18n/i18n';
import { isCalendarMode } from '@parvaz/domain/calendar/calendar-choice';
import { isLanguage } from '../../lib/settings/settings-store';
import { configureApiClient } from '../../lib/api/api-client';
import { tenantInAddress } from '../tenant/tenant-choice';
import { fetchInitialConfig } from './context-api';

/**
 * For a page the server did not render (the Vite dev server's): what the server would have
 * written, asked of the API and the translation files instead.
 */
export async function pageDataFromApi(): Promise<PageData> {
  configureApiClient({ getTenant: tenantInAddress });
  const config = await fetchInitialConfig();
  const cookies = parseCookie(document.cookie);
  const chosen = cookies[pageCookies.language];
  const language =
    isLanguage(chosen) && config.languages.includes(chosen) ? chosen : config.tenant.locale;
  const calendar = cookies[pageCookies.calendar];
  const translations: Translations = Object.fromEntries(
    await Promise.all(
      webNamespaces.map(async (namespace) => {
        const response = await fetch(`/locales/${language}/${namespace}.json`);
        return [namespace, (await response.json()) as Record<string, string>] as const;
      }),
    ),
  );
  return {
    config,
    language,
    calendar: isCalendarMode(calendar) ? calendar : null,
    translations,
    queries: { mutations: [], queries: [] },
    loaderData: {},
  };
}
