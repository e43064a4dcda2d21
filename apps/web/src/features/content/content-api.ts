import type { ContentPage, FaqGroup } from '@parvaz/domain/contracts/pages';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';
import { ContentLoadError } from '../../lib/api/content-load-error';

const contracts = () => import('@parvaz/domain/contracts/pages');

/** A page of the brand in a language; null when the brand has no such page (the page is a 404). */
export function contentPageQuery(url: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'page', url, language],
    queryFn: async ({ signal }): Promise<ContentPage | null> => {
      const result = await apiCall(
        'context/getPageByUrl',
        { url },
        {
          signal,
          language,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.contentPageSchema)),
        },
      );
      if (result.ok) return result.data;
      if (result.error.status === 404) return null;
      throw new ContentLoadError(result.error.message);
    },
    staleTime: 60_000,
  });
}

/** The brand's questions by topic, in a language. */
export function faqQuery(language: Language) {
  return queryOptions({
    queryKey: ['content', 'faq', language],
    queryFn: async ({ signal }): Promise<FaqGroup[]> => {
      const result = await apiCall(
        'context/getGroupFaqs',
        {},
        {
          signal,
          language,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.faqGroupsSchema)),
        },
      );
      if (result.ok) return result.data;
      throw new ContentLoadError(result.error.message);
    },
    staleTime: 60_000,
  });
}
