import type { Language } from '@parvaz/domain/languages';
import { useCallback } from 'react';
import { useSettingsStore } from '../settings/settings-store';
import { useLoaderStore } from '../shell/loader/loader-store';
import { i18n } from './i18n';

/**
 * Switches the language: the full-screen loader shows until the new translations are in,
 * then the choice is remembered and the page (direction, font, menus) follows.
 */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  return useCallback(
    async (language: Language) => {
      if (language === i18n.language) return;
      const done = useLoaderStore.getState().hold('language');
      try {
        await i18n.changeLanguage(language);
        setLanguage(language);
      } finally {
        done();
      }
    },
    [setLanguage],
  );
}
