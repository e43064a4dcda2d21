import { languageMeta } from '@parvaz/i18n';
import { useEffect } from 'react';
import { currentPageTitle } from '../../lib/pages/page-head';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = href.endsWith('.svg') ? 'image/svg+xml' : '';
  link.href = href;
}

/**
 * Keeps <html lang dir>, the title and the favicon in step with the tenant and the language.
 * The title is the brand name (spec section 2), or the page's own title before it where the page
 * gives one (`PageHead`: content pages, the FAQ, posts).
 */
export function DocumentHead() {
  const tenant = useTenant();
  const language = useActiveLanguage();

  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = languageMeta[language].dir;
    document.title = currentPageTitle() ?? tenant.name[language] ?? tenant.name.en ?? 'Parvaz';
  }, [language, tenant]);

  useEffect(() => setFavicon(tenant.favicon), [tenant.favicon]);

  return null;
}
