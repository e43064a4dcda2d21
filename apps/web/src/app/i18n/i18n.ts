import type { Language } from '@parvaz/domain/languages';
import { defaultNamespace, languageMeta } from '@parvaz/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The namespaces the web app shows; the page carries them for its language. */
export const webNamespaces = ['common', 'messages'] as const;

export type Translations = Record<string, Record<string, string>>;

/**
 * An i18next instance that starts ready, with the page's translations: the server renders with
 * one, and the browser hydrates with the same words. In the browser other languages are fetched
 * from the server's /locales/<lng>/<ns>.json when the user switches.
 */
export function createI18n(
  language: Language,
  translations: Translations,
  options: { fetchOtherLanguages: boolean },
): I18n {
  const instance = i18next.createInstance();
  if (options.fetchOtherLanguages) instance.use(HttpBackend);
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: translations },
    partialBundledLanguages: true,
    initAsync: false,
    supportedLngs: Object.keys(languageMeta),
    load: 'currentOnly',
    // A missing key is caught by the locales test; falling back would fetch a second language.
    fallbackLng: false,
    ns: [...webNamespaces],
    defaultNS: defaultNamespace,
    // Keys are flat ("header.login") so the files stay one level deep.
    keySeparator: false,
    interpolation: { escapeValue: false },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    react: { useSuspense: false },
  });
  return instance;
}
