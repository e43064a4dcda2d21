import type { InitialConfig } from '@parvaz/domain/contracts/context';
import { startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import type { DehydratedState } from '@tanstack/react-query';
import type { AuthSession } from '../lib/auth/session-rules';
import type { WordsAddresses } from './i18n/page-words';

/**
 * What a server-rendered page carries for the browser to take it over without a call: the
 * brand's configuration, the language and calendar it was rendered in, where its words are, the
 * data it showed (react-query's dehydrated cache) and what its route loaders returned.
 */
export interface PageData {
  config: InitialConfig;
  language: Language;
  calendar: CalendarMode | null;
  /** The visitor's currency; null is the brand's display currency. */
  currency: Currency | null;
  /** Where its translations are fetched from (not carried: the browser keeps them across pages). */
  words: WordsAddresses;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** The visitor's session as the server knew it (never its token); absent when not known. */
  session?: AuthSession;
}

/** The page data the server wrote, or null on a page it did not render (the dev server's). */
export function readPageData(): PageData | null {
  const text = document.getElementById(startUpDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && 'config' in data && 'language' in data
      ? (data as PageData)
      : null;
  } catch {
    return null;
  }
}
