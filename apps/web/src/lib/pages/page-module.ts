import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a page's data loader is given: it fills the query cache with what the page shows. */
export interface PrefetchContext {
  queryClient: QueryClient;
  url: URL;
  language: Language;
  /** The currency priced answers are asked in (the visitor's choice, else the brand's). */
  currency: Currency;
}

/**
 * Starts the public data a page shows (docs/rendering.md): the server waits for it and renders
 * the page with it; the browser starts it on a client-side navigation and shows skeletons.
 * It never changes state (no hold, no counter) and never reads the visitor's session.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

/**
 * What a prefetch answers when the address names nothing there is (an unknown content page):
 * the server sends the page it renders with status 404.
 */
export const pageNotFound = Symbol('page not found');

/**
 * What a prefetch answers when the page's address is another (a search sent before its page
 * woke, naming a city by the text typed): the server answers 302 to it. The browser, which does
 * not wait for a prefetch, shows the page of the address it has.
 */
export interface PageMoved {
  movedTo: string;
}

export function pageMovedTo(location: string): PageMoved {
  return { movedTo: location };
}

export function isPageMoved(value: unknown): value is PageMoved {
  return typeof value === 'object' && value !== null && 'movedTo' in value;
}

/** How a page declares itself to the router. */
export interface PageModule {
  Component: ComponentType;
  prefetch?: PagePrefetch;
  /** The page shows nothing that depends on who asks: the server may share it for a minute. */
  shared?: boolean;
}
