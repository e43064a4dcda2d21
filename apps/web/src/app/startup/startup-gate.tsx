import type { Language } from '@parvaz/domain/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ApiRequestError } from '../../lib/api/api-result';
import { i18n, startI18n } from '../i18n/i18n';
import { appRouter } from '../router/app-router';
import { useSettingsStore } from '../settings/settings-store';
import { FullScreenLoader } from '../shell/loader/full-screen-loader';
import { LazyToastHost } from '../shell/toasts/lazy-toast-host';
import { AppConfigProvider } from '../tenant/app-config-context';
import { DocumentHead } from '../tenant/document-head';
import { tenantChoice } from '../tenant/tenant-choice';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { initialConfigQuery, prefetchShellContent } from './context-api';
import { StartupFailure } from './startup-failure';

/** English is the spec's default locale; used only when no tenant is known to say otherwise. */
const lastResortLanguage: Language = 'en';

/**
 * Start-up (spec section 2 "Application shell"): the full-screen loader shows until the
 * initial configuration and the translations of the starting language are in. The language is
 * the user's remembered choice when the site offers it, else the tenant's locale.
 */
export function StartupGate() {
  // Made now, not once the configuration is in: the router starts loading the page's own code
  // while the configuration and translations are on their way.
  const [router] = useState(appRouter);
  const queryClient = useQueryClient();
  const config = useQuery(initialConfigQuery(tenantChoice()));
  const chosen = useSettingsStore((state) => state.language);
  const [i18nReady, setI18nReady] = useState(i18n.isInitialized);

  const startLanguage: Language | null = config.data
    ? chosen && config.data.languages.includes(chosen)
      ? chosen
      : config.data.tenant.locale
    : config.isError
      ? (chosen ?? lastResortLanguage)
      : null;

  useEffect(() => {
    if (!startLanguage) return;
    if (config.data) void prefetchShellContent(queryClient, config.data, startLanguage);
    // Failed translation files still resolve: the page then shows keys rather than nothing.
    void startI18n(startLanguage).finally(() => setI18nReady(true));
  }, [startLanguage, config.data, queryClient]);

  if (config.isError) {
    const kind =
      config.error instanceof ApiRequestError && config.error.kind === 'network'
        ? 'connection'
        : 'server';
    return (
      <I18nextProvider i18n={i18n}>
        <StartupFailure kind={kind} onRetry={() => void config.refetch()} />
      </I18nextProvider>
    );
  }
  if (!config.data || !i18nReady) return <FullScreenLoader label="Loading" />;

  return (
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider config={config.data}>
        <AppThemeProvider>
          <DocumentHead />
          <RouterProvider router={router} />
          <LazyToastHost />
        </AppThemeProvider>
      </AppConfigProvider>
    </I18nextProvider>
  );
}
