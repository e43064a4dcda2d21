import { pathInLanguage } from '@parvaz/domain/content/language-address';
import { pagePath } from '@parvaz/domain/content/page-urls';
import { languages, type Language } from '@parvaz/domain/languages';
import { publicMenu } from '@parvaz/domain/menus/public-menu';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { publishedPosts } from '../blog/blog.api';
import { brandPages } from '../context/context.api';
import type { SitemapEntry } from './sitemap-xml';

/** Public pages that are not in the header's menu and the same on every brand. */
const otherPublicPaths = ['/flights', '/flightPrivacy', '/hotelPrivacy', '/sign'];

/** Every public page the app itself draws (in every language), once, in the menu's order. */
export function publicPaths(): string[] {
  return [...new Set([...publicMenu.map((item) => item.link), ...otherPublicPaths])];
}

/** One page in each of its languages, each version naming the others and the brand's default. */
function versionsOf(
  path: string,
  offered: readonly Language[],
  tenant: TenantConfig,
  origin: string,
  lastmod?: Date,
): SitemapEntry[] {
  const at = (lang: Language) => `${origin}${pathInLanguage(path, lang, tenant.locale)}`;
  const alternates = [
    ...offered.map((lang) => ({ lang, href: at(lang) })),
    ...(offered.includes(tenant.locale)
      ? [{ lang: 'x-default' as const, href: at(tenant.locale) }]
      : []),
  ];
  return offered.map((lang) => ({ loc: at(lang), alternates, ...(lastmod ? { lastmod } : {}) }));
}

/**
 * The brand's sitemap: the app's public pages in the four languages, the pages the operator
 * writes in the languages they are written in (read through the context module), then every
 * published post in its language.
 */
export async function sitemapEntries(
  db: Database,
  tenant: TenantConfig,
  origin: string,
  now: Date,
): Promise<SitemapEntry[]> {
  const [written, posts] = await Promise.all([
    brandPages(db, tenant.id),
    publishedPosts(db, tenant.id, now),
  ]);
  const writtenPaths = new Set(written.map((page) => pagePath(page.url)));
  const app = publicPaths()
    .filter((path) => !writtenPaths.has(path))
    .flatMap((path) => versionsOf(path, languages, tenant, origin));
  const pages = written.flatMap((page) =>
    versionsOf(
      pagePath(page.url),
      languages.filter((lang) => page.languages.includes(lang)),
      tenant,
      origin,
      new Date(page.updatedAt),
    ),
  );
  const articles = posts.map((post) => {
    const loc = `${origin}${pathInLanguage(post.path, post.lang, tenant.locale)}`;
    return { loc, lastmod: post.updatedAt, alternates: [{ lang: post.lang, href: loc }] };
  });
  return [...app, ...pages, ...articles];
}
