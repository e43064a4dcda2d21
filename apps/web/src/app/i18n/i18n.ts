import type { Language } from '@parvaz/domain/languages';
import { defaultNamespace, languageMeta } from '@parvaz/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The app's one i18next instance; translations come from the server's /locales/<lng>/<ns>.json. */
export const i18n: I18n = i18next.createInstance();

let started: Promise<unknown> | null = null;

export function startI18n(language: Language): Promise<unknown> {
  started ??= i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: Object.keys(languageMeta),
      load: 'currentOnly',
      // A missing key is caught by the locales test; falling back would fetch a second language.
      fallbackLng: false,
      // The shell needs only these two; other namespaces load with the pages that use them.
      ns: ['common', 'messages'],
      defaultNS: defaultNamespace,
      // Keys are flat ("header.login") so the files stay one level deep.
      keySeparator: false,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      react: { useSuspense: false },
    });
  return started;
}
