import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localesDir } from '@parvaz/i18n/node';
import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig, TenantId } from '@parvaz/domain/tenants/tenants';
import type { RenderPage } from '@parvaz/domain/contracts/page-render';
import { answerSessionFields } from './auth/session-cookie';
import { acceptsGzip } from './envelope';
import { notFoundEnvelope } from './error-handler';
import { loadPageTemplate } from './page-html';
import { createPageRenderer } from './page-renderer';

export interface WebAppOptions {
  /** The built web app (index page and assets). */
  webDist: string;
  /** The web app's server bundle; by default dist-ssr/entry-server.js beside webDist. */
  webSsrEntry?: string;
  defaultTenant: TenantId;
  initialConfig: (tenant: TenantConfig, language: Language) => InitialConfig;
}

async function loadRenderPage(entry: string): Promise<RenderPage | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/**
 * Serves the translation files and the built web app: assets by path, and every other non-API
 * GET as a page rendered on the server (docs/decisions/005-server-rendering.md).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDist } = options;
  // The translation files change with a release, not per request: compressed on the way out.
  await app.register(async (locales) => {
    await locales.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await locales.register(fastifyStatic, {
      root: localesDir,
      prefix: '/locales/',
      decorateReply: false,
      // A page asks for its translations by an address that names their content (?v=): kept
      // for good. The unversioned address (a language switch) is revalidated.
      setHeaders(reply) {
        const versioned = /[?&]v=/.test(reply.request.url);
        reply.header(
          'cache-control',
          versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const pages = hasWebApp
    ? createPageRenderer(app, {
        template: loadPageTemplate(webDist),
        renderPage: await loadRenderPage(
          options.webSsrEntry ?? join(webDist, '..', 'dist-ssr', 'entry-server.js'),
        ),
        defaultTenant: options.defaultTenant,
        initialConfig: options.initialConfig,
      })
    : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${join(webDist, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && isPage && pages) {
      const page = await pages(request);
      // A renewed session's cookie is extended, and one that signs nobody in is cleared.
      answerSessionFields(request, reply);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      for (const cookie of page.cookies) reply.header('set-cookie', cookie);
      reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .header('server-timing', `render;dur=${page.renderMs.toFixed(1)}`)
        .type('text/html; charset=utf-8');
      return acceptsGzip(request)
        ? reply.header('content-encoding', 'gzip').send(page.body.gzipped())
        : reply.send(page.body.html);
    }
    return reply.status(404).send(notFoundEnvelope(request));
  });
}
