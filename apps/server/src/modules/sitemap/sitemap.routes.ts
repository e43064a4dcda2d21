import type { FastifyInstance } from 'fastify';
import { brandOrigin } from '../../platform/brand-origin';
import { sitemapXml } from './sitemap-xml';
import { sitemapEntries } from './sitemap.service';

/** What crawlers may read: everything but the API and the signed-in areas. */
const robotsRules = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /profile',
  'Disallow: /user/',
  'Allow: /',
];

/**
 * `GET /sitemap.xml` and `GET /robots.txt` of the brand the host names: every address in them is
 * absolute on the brand's host (`brandOrigin`), so each brand's crawl stays on the brand.
 */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries = await sitemapEntries(
      app.db,
      request.tenant,
      brandOrigin(request, request.tenant),
      app.now(),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'host')
      .send(sitemapXml(entries));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host')
      .send(
        [
          ...robotsRules,
          '',
          `Sitemap: ${brandOrigin(request, request.tenant)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
