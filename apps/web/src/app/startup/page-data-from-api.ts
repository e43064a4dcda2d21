import { currencies, type Currency } from '@parvaz/domain/format/money';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { parseCookie } from 'cookie';
import type { PageData } from '../page-data';
import { webNamespaces } from '../i18n/i18n';
import { wordsAddress } from '../i18n/page-words';
import { isCalendarMode } from '@parvaz/domain/calendar/calendar-choice';
import { isLanguage } from '../../lib/settings/settings-store';
import { configureApiClient } from '../../lib/api/api-client';
import { tenantInAddress } from '../tenant/tenant-choice';
import { fetchInitialConfig } from './context-api';

/**
 * For a page the server did not render (the Vite dev server's): what the server would have
 * written, asked of the API instead.
 */
export async function pageDataFromApi(): Promise<PageData> {
  configureApiClient({ getTenant: tenantInAddress });
  const config = await fetchInitialConfig();
  const cookies = parseCookie(document.cookie);
  const chosen = cookies[pageCookies.language];
  const language =
    isLanguage(chosen) && config.languages.includes(chosen) ? chosen : config.tenant.locale;
  const calendar = cookies[pageCookies.calendar];
  // A plain check, not the contract's schema: read-only pages load no validation library.
  const currency = currencies.find(
    (code): code is Currency => code === cookies[pageCookies.currency],
  );
  return {
    config,
    language,
    calendar: isCalendarMode(calendar) ? calendar : null,
    currency: currency ?? null,
    words: Object.fromEntries(
      webNamespaces.map((namespace) => [namespace, wordsAddress(language, namespace)]),
    ),
    queries: { mutations: [], queries: [] },
    loaderData: {},
  };
}
