import isoCountries from 'i18n-iso-countries';
import arNames from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import enNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import faNames from 'i18n-iso-countries/langs/fa.json' with { type: 'json' };
import trNames from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
// The mobile metadata, as validation/contact.ts uses: one copy of it in the web app, not two.
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/mobile';
import type { Language } from '../languages';
import { sortByName } from './localized';

// The browser build of the library ships no names; registering is idempotent in Node.
// Node refuses a JSON module without `with { type: 'json' }`, and esbuild drops the attribute
// for targets older than Node 20.10: a server bundle that leaves these files external must
// target node20.19 (the engines floor) or later.
for (const names of [faNames, arNames, enNames, trNames]) isoCountries.registerLocale(names);

export interface Country {
  /** ISO 3166-1 alpha-3, e.g. 'IRN'. */
  readonly id: string;
  /** ISO 3166-1 alpha-2, e.g. 'IR'. */
  readonly code: string;
  readonly name: string;
  /** International dialling prefix such as '+98'; '' for territories without one. */
  readonly dialCode: string;
}

/** '+98' for 'IR'; '' where libphonenumber knows no calling code (Antarctica, Bouvet Island…). */
export function dialCodeOf(alpha2: string): string {
  const code = alpha2.toUpperCase();
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '';
}

/** Official short name of a country from its alpha-2 or alpha-3 code, or undefined if unknown. */
export function countryName(alpha2OrAlpha3: string, language: Language): string | undefined {
  return isoCountries.getName(alpha2OrAlpha3.trim().toUpperCase(), language);
}

function buildCountries(language: Language): readonly Country[] {
  const rows: Country[] = [];
  for (const [code, id] of Object.entries(isoCountries.getAlpha2Codes())) {
    const name = countryName(code, language) ?? countryName(code, 'en');
    if (name) rows.push({ id, code, name, dialCode: dialCodeOf(code) });
  }
  return Object.freeze(sortByName(rows, language));
}

const cache = new Map<Language, readonly Country[]>();

/** Every ISO 3166-1 country, named and sorted in `language` (a fresh array each call). */
export function listCountries(language: Language): Country[] {
  let list = cache.get(language);
  if (!list) {
    list = buildCountries(language);
    cache.set(language, list);
  }
  return [...list];
}
