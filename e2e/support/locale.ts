import type { Language } from '@parvaz/domain/languages';
import { readLocale } from '@parvaz/i18n/node';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { tenantIds } from '@parvaz/domain/tenants/tenants';

/** The web app's own words, so tests find elements the way a reader of that language would. */
export function words(language: Language): (key: string) => string {
  const common = readLocale(language, 'common');
  return (key) => {
    const text = common[key];
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return text;
  };
}

/**
 * Starts in a language the way the language switch leaves it: its cookie, on the test server's
 * address and on every brand's host name, so the server renders the first page in it.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  const port = inject('port');
  const hosts = ['127.0.0.1', 'localhost', ...tenantIds.map((tenant) => `${tenant}.localhost`)];
  await page.context().addCookies(
    hosts.map((host) => ({
      name: pageCookies.language,
      value: language,
      url: `http://${host}:${port}`,
    })),
  );
}
