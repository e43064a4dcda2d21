// The library's codes alone (no country names): the passenger rules load it in the browser.
import isoCountries from 'i18n-iso-countries';

/** Whether `code` is an ISO 3166-1 alpha-3 country ('IRN'), not just any three letters. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && isoCountries.isValid(code);
}

/** The alpha-2 code of an alpha-3 one ('IRN' → 'IR'); undefined for no country. */
export function alpha2Of(alpha3: string): string | undefined {
  return isCountryCode(alpha3) ? isoCountries.alpha3ToAlpha2(alpha3) : undefined;
}
