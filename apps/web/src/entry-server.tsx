import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { PageRenderRequest, PageRenderResult } from '@parvaz/domain/contracts/page-render';
import type { Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { readLocale } from '@parvaz/i18n/node';
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { createI18n, webNamespaces, type Translations } from './app/i18n/i18n';
import { wordsAddress, type WordsAddresses } from './app/i18n/page-words';
import type { PageData } from './app/page-data';
import { escapeHtml, jsonForScript } from '@parvaz/domain/format/html-text';
import { createRoutes, isSharedRoute } from './app/router/app-router';
import { createSettingsStore } from './lib/settings/settings-store';
import { createQueryClient } from './app/startup/query-client';
import { createEmotionCaches } from './app/theme/emotion-caches';
import { pageStyleTags } from './app/theme/server-styles';
import { configureApiClient } from './lib/api/api-client';
import { createAuthStore, setAuthStoreResolver, type AuthStore } from './lib/auth/auth-store';
import { sessionFromServer } from './lib/auth/session-from-server';
import { signedOut } from './lib/auth/session-rules';
import { loadAllParts } from './lib/lazy/lazy-part';
import { headHtml, resolveHead, type PageHeadInfo } from './lib/pages/head-links';
import { PageHeadCollector } from './lib/pages/page-head';

interface PageRender {
  request: PageRenderRequest;
  /** The visitor's session: this render's own, never another's. */
  auth: AuthStore;
}

/**
 * The page being rendered: the API calls its data loaders make go to its brand and language,
 * with its visitor's session.
 */
const scope = new AsyncLocalStorage<PageRender>();

function current(): PageRenderRequest {
  const render = scope.getStore();
  if (!render) throw new Error('An API call outside a page render');
  return render.request;
}

const nobody = createAuthStore(signedOut);
setAuthStoreResolver(() => scope.getStore()?.auth ?? nobody);

configureApiClient({
  getLanguage: () => scope.getStore()?.request.language ?? null,
  getTenant: () => scope.getStore()?.request.config.tenant.id ?? null,
  // The visitor's choice from its cookie, as the browser's calls send it: the same amounts.
  getCurrency: () => {
    const request = scope.getStore()?.request;
    return request ? (request.currency ?? request.config.tenant.displayCurrency) : null;
  },
  notifyError: () => undefined,
  onSessionExpired: () => undefined,
  showsProgress: false,
  fetch: (url, init) =>
    current().fetch(url, {
      method: init.method ?? 'POST',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : String(init.body ?? ''),
    }),
});

interface LanguageWords {
  translations: Translations;
  /** Where the browser fetches them, by addresses that name their content. */
  addresses: WordsAddresses;
  i18n: I18n;
}

/** Each language's words, their addresses and i18next instance, read once: a render only reads them. */
const languages = new Map<Language, LanguageWords>();

function wordsOf(language: Language): LanguageWords {
  let words = languages.get(language);
  if (!words) {
    const translations: Translations = Object.fromEntries(
      webNamespaces.map((namespace) => [namespace, readLocale(language, namespace)]),
    );
    const addresses = Object.fromEntries(
      Object.entries(translations).map(([namespace, words]) => {
        const digest = createHash('sha256').update(JSON.stringify(words)).digest('hex');
        return [namespace, wordsAddress(language, namespace, digest.slice(0, 12))];
      }),
    );
    words = {
      translations,
      addresses,
      i18n: createI18n(language, translations, { fetchOtherLanguages: false }),
    };
    languages.set(language, words);
  }
  return words;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function headOf(
  request: PageRenderRequest,
  words: Translations,
  page: PageHeadInfo | null,
): string {
  const { tenant } = request.config;
  const { language } = request;
  const tagline = words.common?.['home.tagline'] ?? '';
  const brandName = tenant.name[language];
  const head = page
    ? headHtml(
        resolveHead(page, {
          origin: request.origin,
          pathname: new URL(request.url, 'http://page.local').pathname,
          language,
          brandLanguage: tenant.locale,
          brandName,
          siteLanguages: request.config.languages,
          tagline,
        }),
      )
    : [
        `<title>${escapeHtml(brandName)}</title>`,
        `<meta name="description" content="${escapeHtml(tagline)}" />`,
      ];
  return [
    ...head,
    `<meta name="theme-color" content="${escapeHtml(tenant.palette.primary.main)}" />`,
    `<link rel="icon" href="${escapeHtml(tenant.favicon)}" />`,
    // The header's logo is often the largest element a phone paints: fetched with the page.
    `<link rel="preload" href="${escapeHtml(tenant.logo)}" as="image" fetchpriority="high" />`,
    // The body text's web font, which the first paint of fa and ar pages waits for.
    ...(languageMeta[language].fontFamily.startsWith('Vazirmatn')
      ? [
          '<link rel="preload" href="/fonts/Vazirmatn-Regular.woff2" as="font" type="font/woff2" crossorigin="anonymous" />',
        ]
      : []),
  ].join('\n    ');
}

/**
 * Renders one page with its data, in the brand, language and calendar of the request: the
 * router's loaders fill the query cache from the API, React renders the whole page (waiting for
 * its lazy parts), and the critical CSS is taken from the page's own emotion cache.
 */
export function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const render: PageRender = { request, auth: nobody };
  return scope.run(render, async (): Promise<PageRenderResult> => {
    // A signed-in visitor's page is drawn with who they are (the cookie goes with the call).
    const session = request.session
      ? await sessionFromServer(request.session.expiresAt * 1000)
      : signedOut;
    const auth = createAuthStore(session);
    render.auth = auth;
    const { translations, addresses, i18n } = wordsOf(request.language);
    const queryClient = createQueryClient();
    const routes = createRoutes({
      queryClient,
      config: request.config,
      language: () => request.language,
      currency: () => request.currency ?? request.config.tenant.displayCurrency,
      waitForData: true,
    });
    const handler = createStaticHandler(routes);
    const fetchRequest = new Request(new URL(request.url, 'http://page.local'), { method: 'GET' });
    const context = await handler.query(fetchRequest);
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }
    // The route's code is in; its lazy parts load now, so the render sends no fallback.
    await loadAllParts();
    const caches = createEmotionCaches();
    // Styles are collected from the cache after the render (critical CSS in the head) rather
    // than written beside each element.
    caches.rtl.compat = true;
    caches.ltr.compat = true;
    const settings = createSettingsStore({
      language: request.language,
      calendar: request.calendar,
      currency: request.currency,
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    // The page's own head (title, description, links), as its PageHead gives it while rendering.
    let pageHead: PageHeadInfo | null = null;
    const collectHead = (head: PageHeadInfo) => {
      pageHead = head;
    };
    const { prelude } = await prerenderToNodeStream(
      <AppRoot
        config={request.config}
        i18n={i18n}
        queryClient={queryClient}
        settings={settings}
        caches={caches}
        auth={auth}
      >
        <PageHeadCollector collect={collectHead}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageHeadCollector>
      </AppRoot>,
      // Every part is written in place: a large part sent apart would need an inline script
      // (which the content security policy refuses) to show without JavaScript.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const html = await readAll(prelude as unknown as AsyncIterable<unknown>);
    const cache = caches[languageMeta[request.language].dir];
    const styles = pageStyleTags(cache, html);
    const data: PageData = {
      config: request.config,
      language: request.language,
      calendar: request.calendar,
      currency: request.currency,
      words: addresses,
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
      session,
    };
    const leaf = context.matches.at(-1)?.route;
    return {
      kind: 'page',
      status: leaf?.path === '*' ? 404 : context.statusCode,
      head: `${headOf(request, translations, pageHead)}\n    ${styles}`,
      html,
      data: jsonForScript(data),
      fetches: Object.values(addresses),
      shared: isSharedRoute(leaf?.handle),
    };
  });
}
