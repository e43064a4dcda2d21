import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '@parvaz/domain/languages';
import type { Namespace } from './index';

const require = createRequire(import.meta.url);

/** The folder holding `<lng>/<ns>.json`; found through the package so it works from a bundle. */
export const localesDir = join(dirname(require.resolve('@parvaz/i18n/package.json')), 'locales');

export type Translations = Record<string, string>;

export function readLocale(language: Language, namespace: Namespace): Translations {
  const text = readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error(`bad locale ${language}/${namespace}`);
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}
