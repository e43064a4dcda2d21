import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthStoreContext, type AuthStore } from '../lib/auth/auth-store';
import { SettingsContext, type SettingsStore } from '../lib/settings/settings-store';
import { LazyToastHost } from './shell/toasts/lazy-toast-host';
import { AppConfigProvider } from '../lib/tenant/app-config-context';
import { DocumentHead } from './tenant/document-head';
import { AppThemeProvider } from './theme/app-theme-provider';
import type { EmotionCaches } from './theme/emotion-caches';

export interface AppRootProps {
  config: InitialConfig;
  i18n: I18n;
  queryClient: QueryClient;
  settings: SettingsStore;
  caches: EmotionCaches;
  /** The visitor's session: on the server, this render's own. */
  auth: AuthStore;
  /** The router: static on the server, the browser's in the browser. */
  children: ReactNode;
}

/** Everything around the router, the same on the server and in the browser. */
export function AppRoot({
  config,
  i18n,
  queryClient,
  settings,
  caches,
  auth,
  children,
}: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SettingsContext.Provider value={settings}>
          <AuthStoreContext.Provider value={auth}>
            <AppConfigProvider config={config}>
              <AppThemeProvider caches={caches}>
                <DocumentHead />
                {children}
                <LazyToastHost />
              </AppThemeProvider>
            </AppConfigProvider>
          </AuthStoreContext.Provider>
        </SettingsContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
