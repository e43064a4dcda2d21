import { escapeHtml as escapeXml } from '@parvaz/domain/format/html-text';
import type { Language } from '@parvaz/domain/languages';

/** One address of the sitemap, with the same page in other languages (itself included). */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  alternates: ReadonlyArray<{ lang: Language | 'x-default'; href: string }>;
}

/** A sitemap (sitemaps.org 0.9) whose entries name their languages' versions (hreflang). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`] : []),
      ...entry.alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(alternate.href)}" />`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
