import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import { collatorFor } from './localized';
import { countryName, dialCodeOf, listCountries } from './countries';

describe('listCountries', () => {
  it.each(languages)('lists every ISO country once, named and sorted in %s', (language) => {
    const list = listCountries(language);
    expect(list).toHaveLength(250);
    expect(new Set(list.map((c) => c.id)).size).toBe(250);
    expect(new Set(list.map((c) => c.code)).size).toBe(250);
    for (const country of list) {
      expect(country.id).toMatch(/^[A-Z]{3}$/);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.trim()).not.toBe('');
      expect(country.dialCode).toMatch(/^(\+\d{1,4})?$/);
    }
    const collator = collatorFor(language);
    for (let i = 1; i < list.length; i++) {
      const previous = list[i - 1];
      const current = list[i];
      if (previous && current)
        expect(collator.compare(previous.name, current.name)).toBeLessThanOrEqual(0);
    }
  });

  it('gives Persian names in fa and Turkish names in tr', () => {
    expect(listCountries('fa').find((c) => c.code === 'IR')).toEqual({
      id: 'IRN',
      code: 'IR',
      name: 'ایران',
      dialCode: '+98',
    });
    expect(listCountries('tr').find((c) => c.code === 'TR')).toEqual({
      id: 'TUR',
      code: 'TR',
      name: 'Türkiye',
      dialCode: '+90',
    });
    expect(listCountries('ar').find((c) => c.code === 'OM')?.name).toBe('عمان');
    expect(listCountries('en').find((c) => c.code === 'OM')?.dialCode).toBe('+968');
  });

  it('gives each caller its own array', () => {
    const first = listCountries('en');
    first.length = 0;
    expect(listCountries('en')).toHaveLength(250);
  });
});

describe('countryName', () => {
  it('accepts alpha-2 and alpha-3 codes in any case', () => {
    expect(countryName('IR', 'fa')).toBe('ایران');
    expect(countryName('irn', 'ar')).toBe('إيران');
    expect(countryName('TUR', 'tr')).toBe('Türkiye');
    expect(countryName('om', 'en')).toBe('Oman');
  });

  it('is undefined for an unknown code', () => {
    expect(countryName('XX', 'en')).toBeUndefined();
    expect(countryName('', 'fa')).toBeUndefined();
  });
});

describe('dialCodeOf', () => {
  it('is empty where no calling code exists', () => {
    expect(dialCodeOf('AQ')).toBe('');
    expect(dialCodeOf('ir')).toBe('+98');
  });
});
