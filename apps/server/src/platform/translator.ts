import i18next, { type i18n } from 'i18next';
import { languages, type Language } from '@parvaz/domain/languages';
import { namespaces, type Namespace } from '@parvaz/i18n';
import { readLocale } from '@parvaz/i18n/node';

export type Translate = (
  key: string,
  options?: { ns?: Namespace } & Record<string, unknown>,
) => string;

/** Server-side i18next over the same locale files the web app loads. */
export function createTranslator(): { forLanguage(language: Language): Translate } {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const language of languages) {
    resources[language] = {};
    for (const ns of namespaces) resources[language][ns] = readLocale(language, ns);
  }
  const instance: i18n = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'messages',
    interpolation: { escapeValue: false },
  });
  const fixed = new Map(languages.map((l) => [l, instance.getFixedT(l)]));
  return {
    forLanguage(language) {
      const t = fixed.get(language);
      if (!t) throw new Error(`no translator for ${language}`);
      return (key, options) => t(key, options);
    },
  };
}
