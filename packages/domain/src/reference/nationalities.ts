import type { Language } from '../languages';
import { countryName, dialCodeOf } from './countries';

/**
 * One choice of the nationality / country select of passenger and profile forms
 * (spec section 3, "Country/nationality option").
 */
export interface NationalityOption {
  /** Country name in the reader's language ('ایران' for fa). */
  label: string;
  /** ISO alpha-3 code: 'IRN', 'TUR', 'OMN'; '' for the empty option. */
  id: string;
  /** English name. */
  title: string;
  /** Dialling prefix: '+98', '+90', '+968'. */
  code: string;
}

/**
 * The offered nationalities, in the order the forms show them. The English titles are the
 * everyday short names; the library's official English name of IRN is "Islamic Republic of Iran".
 */
const offered = [
  { id: 'IRN', alpha2: 'IR', title: 'Iran' },
  { id: 'TUR', alpha2: 'TR', title: 'Türkiye' },
  { id: 'OMN', alpha2: 'OM', title: 'Oman' },
] as const;

export const emptyNationalityOption: Readonly<NationalityOption> = Object.freeze({
  label: '',
  id: '',
  title: '',
  code: '',
});

/** Iran, Türkiye, Oman, then the empty option. */
export function nationalityOptions(language: Language): NationalityOption[] {
  const options = offered.map(({ id, alpha2, title }) => ({
    label: countryName(id, language) ?? title,
    id,
    title,
    code: dialCodeOf(alpha2),
  }));
  return [...options, { ...emptyNationalityOption }];
}
