import type { FastifyInstance } from 'fastify';
import { blogFeedQuerySchema } from '@parvaz/domain/contracts/blog';
import { pathInLanguage } from '@parvaz/domain/content/language-address';
import { brandOrigin } from '../../platform/brand-origin';
import { feedLength, rssFeed } from './blog-feed';
import { listPosts } from './blog.service';

/**
 * `GET /blogs/feed.xml?lang=fa`: the brand's newest posts in a language as RSS 2.0, every link
 * absolute on the brand's host (the one asked on when it is the brand's). Readers poll it: it may be kept five minutes.
 */
export async function blogFeedRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/blogs/feed.xml',
    { schema: { hide: true, querystring: blogFeedQuerySchema } },
    async (request, reply) => {
      const tenant = request.tenant;
      const lang = blogFeedQuerySchema.parse(request.query).lang ?? tenant.locale;
      const t = app.translatorFor(lang);
      const { items } = await listPosts(
        app.db,
        { tenant: tenant.id, lang, now: app.now() },
        { q: '', category: '', tag: '', page: 1, pageSize: feedLength },
      );
      const origin = brandOrigin(request, tenant);
      const at = (path: string) => `${origin}${pathInLanguage(path, lang, tenant.locale)}`;
      const brand = tenant.name[lang];
      const xml = rssFeed(
        {
          title: `${t('page.blogs', { ns: 'common' })} — ${brand}`,
          description: t('blog.description', { ns: 'common', brand }),
          language: lang,
          link: at('/blogs'),
          self: `${origin}/blogs/feed.xml?lang=${lang}`,
          postLink: (slug) => at(`/blogs/${slug}`),
        },
        items,
      );
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'host')
        .send(xml);
    },
  );
}
