import { escapeHtml, jsonForScript } from '@parvaz/domain/format/html-text';
import type { Language } from '@parvaz/domain/languages';
import { pathInLanguage } from '@parvaz/domain/content/language-address';

// A page's head for search engines and link previews (issue 19): its own title and description,
// its canonical address, the same page in the brand's other languages (hreflang), and structured
// data. The server writes these tags; the browser keeps them in step on client-side navigation.

/** What a page says of itself in the head. */
export interface PageHeadInfo {
  /** The page's own title; the brand's name is written after it. */
  title: string;
  /** One line for search results and previews; the site's tagline when absent. */
  description?: string;
  /**
   * The path its canonical and alternate-language links name (default: the address's path,
   * without its query). `null` for a page that is only one visitor's (no such links).
   */
  path?: string | null;
  /** The languages the page exists in (default: every language the site offers). */
  languages?: readonly Language[];
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Where and for whom the head is written. */
export interface HeadSite {
  /** `https://sepehran.parvaz.travel`, without a trailing slash. */
  origin: string;
  /** The address's path, used when the page names none. */
  pathname: string;
  language: Language;
  /** The brand's own language: its pages need no `?lang=`. */
  brandLanguage: Language;
  brandName: string;
  siteLanguages: readonly Language[];
  /** The site's one-line description, for pages that give none. */
  tagline: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface ResolvedHead {
  title: string;
  description: string;
  links: HeadLink[];
  jsonLd: Record<string, unknown> | null;
}

/**
 * A page's address in a language: as it is in the brand's own language, with `?lang=` for the
 * others (the server renders a page in the language its address names, before the visitor's
 * cookie); the domain's rule, which the server's sitemap and feeds use too.
 */
export function addressIn(
  origin: string,
  path: string,
  language: Language,
  brandLanguage: Language,
) {
  return `${origin}${pathInLanguage(path, language, brandLanguage)}`;
}

/** The title with the brand's name after it. */
export function fullTitle(title: string, brandName: string): string {
  return title && title !== brandName ? `${title} | ${brandName}` : brandName;
}

export function resolveHead(info: PageHeadInfo, site: HeadSite): ResolvedHead {
  const path = info.path === undefined ? site.pathname : info.path;
  const links: HeadLink[] = [];
  if (path !== null) {
    const at = (language: Language) => addressIn(site.origin, path, language, site.brandLanguage);
    links.push({ rel: 'canonical', href: at(site.language) });
    const offered = info.languages ?? site.siteLanguages;
    const languages = site.siteLanguages.filter((language) => offered.includes(language));
    if (languages.length > 1) {
      for (const language of languages)
        links.push({ rel: 'alternate', hreflang: language, href: at(language) });
      if (languages.includes(site.brandLanguage))
        links.push({ rel: 'alternate', hreflang: 'x-default', href: at(site.brandLanguage) });
    }
  }
  return {
    title: fullTitle(info.title, site.brandName),
    description: info.description?.trim() || site.tagline,
    links,
    jsonLd: info.jsonLd ?? null,
  };
}

/** Marks the head elements a page owns, so the browser can replace them on the next page. */
export const pageHeadAttribute = 'data-page-head';

/** The head as HTML, for the server's page. */
export function headHtml(head: ResolvedHead): string[] {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...head.links.map(
      (link) =>
        `<link rel="${link.rel}"${link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : ''} href="${escapeHtml(link.href)}" ${pageHeadAttribute} />`,
    ),
    ...(head.jsonLd
      ? [
          `<script type="application/ld+json" ${pageHeadAttribute}>${jsonForScript(head.jsonLd)}</script>`,
        ]
      : []),
  ];
}
