import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../settings/use-active-settings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A plural key's words for a count: "1 night", "2 nights"; "ليلتان" in Arabic. */
export type Counted = (key: string, count: number, values?: Record<string, string>) => string;

/**
 * i18next picks the plural form (`key_one`, `key_few`, …) the language has for `count`; the
 * words show the number as `{{n}}`, in the digits its readers expect.
 */
export function countedWith(t: Translate, language: Language): Counted {
  return (key, count, values) =>
    t(key, { ...values, count, n: toLocalDigits(String(count), language) });
}

/** `countedWith` in the page's language (the same function while the language holds). */
export function useCounted(): Counted {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  return useMemo(() => countedWith(t, language), [t, language]);
}
