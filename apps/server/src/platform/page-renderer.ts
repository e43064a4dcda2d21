import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { PageRenderResult, RenderPage } from '@parvaz/domain/contracts/page-render';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig, TenantId } from '@parvaz/domain/tenants/tenants';
import { languageMeta } from '@parvaz/i18n';
import { stringifySetCookie } from 'cookie';
import { brandOrigin } from './brand-origin';
import type { PageTemplate } from './page-html';
import { pageChoice } from './page-request';
import { authenticateRequest } from './auth/authenticate';
import { pageSessionToken } from './auth/session-cookie';
import { onContentChanged } from './content-changes';

/** A page's HTML, with its gzipped copy made on first need and kept with it. */
export interface PageBody {
  html: string;
  gzipped: () => Buffer;
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: PageBody; cookies: string[]; renderMs: number };

function pageBody(html: string): PageBody {
  let gzipped: Buffer | null = null;
  return { html, gzipped: () => (gzipped ??= gzipSync(html)) };
}

/** A page for everyone (home per brand and language) is reused for this long, or until content changes. */
const sharedPageTtlMs = 60_000;

/**
 * Answers a page request: the web app's server bundle renders it with the API reached
 * in-process (with the visitor's address, so rate limits still count them), and pages that show
 * nothing of the visitor are reused for a minute. Without a server bundle, or if rendering
 * fails, the plain index page goes out and the browser renders the page itself.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: {
    template: PageTemplate;
    renderPage: RenderPage | null;
    defaultTenant: TenantId;
    initialConfig: (tenant: TenantConfig, language: Language) => InitialConfig;
  },
): (request: FastifyRequest) => Promise<PageAnswer> {
  const { template, renderPage } = options;
  const shared = new LRUCache<string, { status: number; body: PageBody }>({
    max: 500,
    ttl: sharedPageTtlMs,
  });

  // A page an operator changes is shown as changed at once, not a minute later.
  onContentChanged(() => shared.clear());

  const plainBody = pageBody(template.plain);

  return async (request) => {
    const started = performance.now();
    const choice = pageChoice(request, options.defaultTenant);
    const cookies = choice.rememberTenant
      ? [
          stringifySetCookie({
            name: pageCookies.tenant,
            value: choice.rememberTenant,
            path: '/',
            sameSite: 'lax',
          }),
        ]
      : [];
    const plain = { kind: 'page' as const, status: 200, body: plainBody, cookies };
    if (!renderPage) return { ...plain, renderMs: performance.now() - started };

    const token = pageSessionToken(request);
    if (token && app.hasDecorator('db'))
      await authenticateRequest(request, app.db, app.now(), token, app.accountOf);
    const signedIn = request.sessionExpiresAt !== null;
    const origin = brandOrigin(request, choice.tenant);
    const key = [
      origin,
      choice.tenant.id,
      choice.language,
      choice.calendar ?? '',
      choice.currency ?? '',
      request.url,
    ].join('|');
    // A signed-in visitor's page shows who they are: never shared, in either direction.
    const cached = signedIn ? undefined : shared.get(key);
    if (cached) return { kind: 'page', ...cached, cookies, renderMs: performance.now() - started };

    let result: PageRenderResult;
    try {
      result = await renderPage({
        url: request.url,
        origin,
        config: options.initialConfig(choice.tenant, choice.language),
        language: choice.language,
        calendar: choice.calendar,
        currency: choice.currency,
        session: signedIn
          ? { expiresAt: Math.floor((request.sessionExpiresAt?.getTime() ?? 0) / 1000) }
          : null,
        fetch: async (url, init) => {
          const answer = await app.inject({
            method: 'POST',
            url,
            headers: {
              ...init.headers,
              host: request.headers.host ?? 'localhost',
              // The visitor's session cookie, for the calls of a signed-in page.
              ...(signedIn && request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            },
            payload: init.body,
            remoteAddress: request.ip,
          });
          return new Response(answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
          });
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'page render failed; the browser renders it');
      return { ...plain, renderMs: performance.now() - started };
    }
    if (result.kind === 'redirect') return result;
    const body = pageBody(
      template.compose({
        lang: choice.language,
        dir: languageMeta[choice.language].dir,
        head: result.head,
        html: result.html,
        data: result.data,
        fetches: result.fetches,
      }),
    );
    // A shared page is kept with its compressed copy, so a cached answer costs no compression.
    if (result.shared && !signedIn && result.status === 200)
      shared.set(key, { status: result.status, body });
    return {
      kind: 'page',
      status: result.status,
      body,
      cookies,
      renderMs: performance.now() - started,
    };
  };
}
