import type { Language } from '@parvaz/domain/languages';
import { listCountries } from '@parvaz/domain/reference/countries';
import { nationalityOptions } from '@parvaz/domain/reference/nationalities';
import { useMemo } from 'react';
import type { Choice } from '../forms/choice-match';

/** Iran, Türkiye and Oman first, then every other country by name. */
export function useNationalities(language: Language): Choice[] {
  return useMemo(() => {
    const first = nationalityOptions(language).filter((o) => o.id !== '');
    const ids = new Set(first.map((o) => o.id));
    const others = listCountries(language)
      .filter((c) => !ids.has(c.id))
      .map((c) => ({ value: c.id, label: c.name }));
    return [...first.map((o) => ({ value: o.id, label: o.label })), ...others];
  }, [language]);
}
