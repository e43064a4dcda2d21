import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localesDir } from '@parvaz/i18n/node';
import { notFoundEnvelope } from './error-handler';

/**
 * Serves the translation files, and the built web app when it exists: assets by path, and the
 * app's index page for every other non-API GET so that client-side routes load.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
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
    if (!isApi && isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send(notFoundEnvelope(request));
  });
}
