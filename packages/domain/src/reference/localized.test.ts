import { describe, expect, it } from 'vitest';
import { isComplete, localized, sortByName, wrongScriptLanguages } from './localized';

describe('localized names', () => {
  it('spots a blank language', () => {
    expect(isComplete(localized('تهران', 'طهران', 'Tehran', 'Tahran'))).toBe(true);
    expect(isComplete(localized('تهران', ' ', 'Tehran', 'Tahran'))).toBe(false);
  });

  it('spots Arabic yeh/kaf in Persian and Persian letters in Arabic', () => {
    expect(wrongScriptLanguages(localized('کرمان', 'كرمان', 'Kerman', 'Kirman'))).toEqual([]);
    expect(wrongScriptLanguages(localized('كرمان', 'کرمان', 'کرمان', 'Kirman'))).toEqual([
      'fa',
      'ar',
      'en',
    ]);
  });

  it('sorts in the collation of the language', () => {
    const names = [{ name: 'Çorum' }, { name: 'Zonguldak' }, { name: 'Cide' }];
    expect(sortByName(names, 'tr').map((n) => n.name)).toEqual(['Cide', 'Çorum', 'Zonguldak']);
    const persian = [{ name: 'یزد' }, { name: 'آمل' }, { name: 'پاوه' }, { name: 'بم' }];
    expect(sortByName(persian, 'fa').map((n) => n.name)).toEqual(['آمل', 'بم', 'پاوه', 'یزد']);
  });
});
