import type { Language } from '@parvaz/domain/languages';
import { readLocale } from '@parvaz/i18n/node';

/** The web app's own words, so tests find elements the way a reader of that language would. */
export function words(language: Language): (key: string) => string {
  const common = readLocale(language, 'common');
  return (key) => {
    const text = common[key];
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return text;
  };
}
