import type { Language } from '@parvaz/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSettingsStore } from '../../lib/settings/settings-store';
import { useLoaderStore } from '../shell/loader/loader-store';
import { prefetchShellContent } from '../startup/context-api';
import { useAppConfig } from '../../lib/tenant/app-config-context';

/**
 * Switches the language: the full-screen loader shows until the new translations and the
 * menus and footer in that language are in; then the choice is remembered (a cookie, so the
 * server renders the next page in it) and the page (direction, font, texts) follows at once.
 * An address that names a language (`?lang=`, an alternate-language link) loses it, so that a
 * reload keeps the language chosen.
 */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (language: Language) => {
      if (language === i18n.language) return;
      const done = useLoaderStore.getState().hold('language');
      try {
        // A failed content call shows its toast; the switch itself still happens.
        const content = prefetchShellContent(queryClient, config, language).catch(() => undefined);
        await Promise.all([i18n.changeLanguage(language), content]);
        setLanguage(language);
        const params = new URLSearchParams(location.search);
        if (params.has('lang')) {
          params.delete('lang');
          const search = params.toString();
          void navigate(
            {
              pathname: location.pathname,
              search: search ? `?${search}` : '',
              hash: location.hash,
            },
            { replace: true },
          );
        }
      } finally {
        done();
      }
    },
    [setLanguage, queryClient, config, i18n, location, navigate],
  );
}
