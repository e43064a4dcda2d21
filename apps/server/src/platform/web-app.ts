import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localesDir } from '@parvaz/i18n/node';
import { acceptsGzip } from './envelope';
import { notFoundEnvelope } from './error-handler';
import { indexPageRenderer } from './index-page';

/**
 * Serves the translation files, and the built web app when it exists: assets by path, and the
 * app's index page for every other non-API GET so that client-side routes load.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  startUpData: (request: FastifyRequest) => unknown,
): Promise<void> {
  // The translation files change with a release, not per request: compressed on the way out
  // (a page needs about 60 kB of them before its first paint, 15 kB compressed).
  await app.register(async (locales) => {
    await locales.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await locales.register(fastifyStatic, {
      root: localesDir,
      prefix: '/locales/',
      decorateReply: false,
      maxAge: '1h',
    });
  });
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const indexPage = hasWebApp ? indexPageRenderer(webDist, startUpData) : null;
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
    if (!isApi && isPage && indexPage) {
      const page = indexPage(request);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      reply.type('text/html; charset=utf-8');
      return acceptsGzip(request)
        ? reply.header('content-encoding', 'gzip').send(gzipSync(page))
        : reply.send(page);
    }
    return reply.status(404).send(notFoundEnvelope(request));
  });
}
