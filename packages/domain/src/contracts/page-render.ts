import type { Currency } from '../format/money';
import type { Language } from '../languages';
import type { CalendarMode } from '../tenants/tenants';
import type { InitialConfig } from './context';

/**
 * The seam between the server and the web app's server bundle: the server resolves the brand,
 * language and calendar of a page request and how its API is reached; the bundle answers the
 * page. Neither knows the other's internals.
 */
export interface PageRenderRequest {
  /** Path and query string, as the browser asked. */
  url: string;
  /**
   * The brand's origin the page is read on (`https://sepehran.parvaz.travel`), for its canonical
   * and alternate-language links.
   */
  origin: string;
  config: InitialConfig;
  language: Language;
  /** The visitor's calendar choice; null follows the language. */
  calendar: CalendarMode | null;
  /** The visitor's currency choice; null is the brand's display currency. */
  currency: Currency | null;
  /**
   * The visitor's session, read from its cookie by the server: when it ends (Unix seconds), or
   * null for a guest. The page fetches who it is through `fetch`, which carries the cookie.
   */
  session: { expiresAt: number } | null;
  /** The API, reached in-process with the request's brand and language (and session). */
  fetch: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => Promise<Response>;
}

export type PageRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Elements for <head>: title, description, links and the critical CSS. */
      head: string;
      /** The rendered app, for inside the root element. */
      html: string;
      /** JSON for the start-up data element: everything the browser needs to hydrate. */
      data: string;
      /** Files the browser fetches before it hydrates (the page's translations), fetched early. */
      fetches: string[];
      /** True when the page shows nothing that depends on who asked (it may be shared for a while). */
      shared: boolean;
    };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
