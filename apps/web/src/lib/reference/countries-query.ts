import type { Language } from '@parvaz/domain/languages';
import type { Country } from '@parvaz/domain/reference/countries';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Choice } from '../forms/choice-match';

/** The lists a page's country fields offer, in one language. */
export interface CountryLists {
  /** Every country, named and sorted in the language, with its dialling code ('' if none). */
  countries: Country[];
  /** The nationalities offered first (Iran, Türkiye, Oman), in their order. */
  first: { id: string; label: string }[];
}

/**
 * The country and nationality lists as page data, not page code: the names of every country in
 * four languages and the dialling codes (the phone-number metadata) are some 50 kB of script,
 * while one language's list is a few kB of the page's data. The server draws a page with them
 * (its prefetch adds `prefetchCountries`); a page reached in the browser loads them at once.
 */
export function countriesQuery(language: Language) {
  return queryOptions({
    queryKey: ['reference', 'countries', language],
    queryFn: async (): Promise<CountryLists> => {
      const [{ listCountries }, { nationalityOptions }] = await Promise.all([
        import('@parvaz/domain/reference/countries'),
        import('@parvaz/domain/reference/nationalities'),
      ]);
      return {
        countries: listCountries(language),
        first: nationalityOptions(language)
          .filter((option) => option.id !== '')
          .map(({ id, label }) => ({ id, label })),
      };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** For a page prefetch whose page draws a country or nationality field. */
export function prefetchCountries(queryClient: QueryClient, language: Language): Promise<void> {
  return queryClient.prefetchQuery(countriesQuery(language));
}

/** The country lists, empty until they are in (a page the server did not draw with them). */
export function useCountryLists(language: Language): CountryLists {
  const { data } = useQuery(countriesQuery(language));
  return data ?? noLists;
}

const noLists: CountryLists = { countries: [], first: [] };

/** Iran, Türkiye and Oman first, then every other country by name. */
export function useNationalities(language: Language): Choice[] {
  const { countries, first } = useCountryLists(language);
  return useMemo(() => {
    const ids = new Set(first.map((o) => o.id));
    const others = countries
      .filter((c) => !ids.has(c.id))
      .map((c) => ({ value: c.id, label: c.name }));
    return [...first.map((o) => ({ value: o.id, label: o.label })), ...others];
  }, [countries, first]);
}

/** Countries that have a dialling code, named in the reader's language. */
export function useDialCountries(language: Language): Country[] {
  const { countries } = useCountryLists(language);
  return useMemo(() => countries.filter((c) => c.dialCode !== ''), [countries]);
}
