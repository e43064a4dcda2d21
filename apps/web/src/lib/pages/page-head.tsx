import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../settings/use-active-settings';
import { useAppConfig } from '../tenant/app-config-context';
import {
  pageHeadAttribute,
  resolveHead,
  type HeadSite,
  type PageHeadInfo,
  type ResolvedHead,
} from './head-links';

/** How the server collects the head of the page it renders (nothing does in the browser). */
export type CollectPageHead = (head: PageHeadInfo) => void;

const CollectContext = createContext<CollectPageHead | null>(null);

export function PageHeadCollector({
  collect,
  children,
}: {
  collect: CollectPageHead;
  children: ReactNode;
}) {
  return <CollectContext.Provider value={collect}>{children}</CollectContext.Provider>;
}

/** The title of the page shown now, which the document's title follows (app/tenant/document-head). */
let shownTitle: string | null = null;

export function currentPageTitle(): string | null {
  return shownTitle;
}

function applyHead(head: ResolvedHead): void {
  shownTitle = head.title;
  document.title = head.title;
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = head.description;
  for (const owned of document.head.querySelectorAll(`[${pageHeadAttribute}]`)) owned.remove();
  for (const link of head.links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    if (link.hreflang) element.hreflang = link.hreflang;
    element.href = link.href;
    element.setAttribute(pageHeadAttribute, '');
    document.head.append(element);
  }
  if (head.jsonLd) {
    // A data block: the browser never runs it, so the content security policy has no say.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(head.jsonLd);
    script.setAttribute(pageHeadAttribute, '');
    document.head.append(script);
  }
}

/**
 * A page's title, description, canonical and alternate-language links and structured data
 * (`head-links.ts`). The server writes them into the page's head; in the browser they follow
 * client-side navigation and are taken away when the page goes. Renders nothing.
 */
export function PageHead({ title, description, path, languages, jsonLd }: PageHeadInfo) {
  const collect = useContext(CollectContext);
  const config = useAppConfig();
  const language = useActiveLanguage();
  const { t } = useTranslation();
  // The server's render is the only one with a sink: it reads the head once the page is written.
  collect?.({ title, description, path, languages, jsonLd });
  const brandName = config.tenant.name[language];
  const tagline = t('home.tagline');
  // Compared by value: a page passes new arrays and objects on every render.
  const languagesKey = languages?.join(' ') ?? null;
  const jsonLdKey = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    const site: HeadSite = {
      origin: window.location.origin,
      pathname: window.location.pathname,
      language,
      brandLanguage: config.tenant.locale,
      brandName,
      siteLanguages: config.languages,
      tagline,
    };
    const meta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = meta()?.content ?? tagline;
    const info: PageHeadInfo = {
      title,
      ...(description === undefined ? {} : { description }),
      ...(path === undefined ? {} : { path }),
      ...(languagesKey === null
        ? {}
        : { languages: config.languages.filter((l) => languagesKey.split(' ').includes(l)) }),
      ...(jsonLdKey === null ? {} : { jsonLd: JSON.parse(jsonLdKey) }),
    };
    applyHead(resolveHead(info, site));
    return () => {
      shownTitle = null;
      document.title = brandName;
      for (const owned of document.head.querySelectorAll(`[${pageHeadAttribute}]`)) owned.remove();
      const element = meta();
      if (element) element.content = before;
    };
  }, [title, description, path, languagesKey, jsonLdKey, language, config, brandName, tagline]);
  return null;
}
