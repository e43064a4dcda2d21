import type { Language } from '@parvaz/domain/languages';
import { readLocale } from '@parvaz/i18n/node';
import type { Page } from 'playwright-core';

/** The web app's own words, so tests find elements the way a reader of that language would. */
export function words(language: Language): (key: string) => string {
  const common = readLocale(language, 'common');
  return (key) => {
    const text = common[key];
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return text;
  };
}

/** Starts in a language by seeding the stored settings the way the language switch leaves them. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('parvaz.settings')) {
      localStorage.setItem(
        'parvaz.settings',
        JSON.stringify({ state: { language: lang, calendar: null, clubMode: false }, version: 1 }),
      );
    }
  }, language);
}
