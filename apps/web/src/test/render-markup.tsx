import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createSettingsStore, SettingsContext } from '../lib/settings/settings-store';
import { AppConfigProvider } from '../lib/tenant/app-config-context';
import { i18nForTest } from './rendered-text';

/**
 * A piece of a page rendered as the server would, in `language` with the words on disk, inside
 * what every page has around it (queries, the brand, settings, a router): its markup.
 */
export function renderMarkup(language: Language, node: ReactNode): string {
  const config = {
    tenant: {
      id: 'sepehran',
      locale: language,
      displayCurrency: 'IRR',
      name: { fa: 'پرواز', ar: 'پرواز', en: 'Parvaz', tr: 'Parvaz' },
    },
  } as unknown as InitialConfig;
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider config={config}>
        <SettingsContext.Provider
          value={createSettingsStore({ language, calendar: null, currency: 'IRR' })}
        >
          <I18nextProvider i18n={i18nForTest(language)}>
            <MemoryRouter>{node}</MemoryRouter>
          </I18nextProvider>
        </SettingsContext.Provider>
      </AppConfigProvider>
    </QueryClientProvider>,
  );
}
