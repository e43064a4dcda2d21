import { describe, expect, it } from 'vitest';
import { i18nForTest } from '../../test/rendered-text';
import { countedWith } from './counted';

const nights = (language: 'fa' | 'ar' | 'en' | 'tr') => {
  const counted = countedWith(i18nForTest(language).t, language);
  return (count: number) => counted('hotels.nightsN', count);
};

describe('counted words', () => {
  it('take the plural form the language has for the count', () => {
    const en = nights('en');
    expect([en(0), en(1), en(2)]).toEqual(['0 nights', '1 night', '2 nights']);
    // Arabic's six forms: zero, one, two, few (3–10), many (11–99), other (100…).
    const ar = nights('ar');
    expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
      '٠ ليلة',
      'ليلة واحدة',
      'ليلتان',
      '٣ ليالٍ',
      '١١ ليلة',
      '١٠٠ ليلة',
    ]);
  });

  it('show the number in the digits of the language', () => {
    expect(nights('fa')(3)).toBe('۳ شب');
    expect(nights('tr')(1)).toBe('1 gece');
  });
});
