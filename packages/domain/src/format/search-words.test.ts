import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-words';

describe('text as a search compares it', () => {
  it('reads Arabic yeh and kaf as the Persian letters, and Persian or Arabic digits as Western', () => {
    expect(foldForSearch('كيف')).toBe(foldForSearch('کیف'));
    expect(foldForSearch('مصطفى')).toBe('مصطفی');
    expect(foldForSearch('۲۴ ساعت')).toBe('24 ساعت');
    expect(foldForSearch('٢٤ ساعة')).toBe('24 ساعة');
  });

  it('drops diacritics, tatweel and hamza seats, folds the non-joiner and case', () => {
    expect(foldForSearch('الأمتعة')).toBe('الامتعة');
    expect(foldForSearch('إلغاء')).toBe('الغاء');
    expect(foldForSearch('مُسافِر')).toBe('مسافر');
    expect(foldForSearch('تـذكرة')).toBe(foldForSearch('تذکرة'));
    expect(foldForSearch('می\u200Cخواهم')).toBe('می خواهم');
    expect(foldForSearch('İADE Işlemi')).toBe('iade islemi');
    expect(foldForSearch('  Bagaj   hakkı ')).toBe('bagaj hakki');
  });

  it('finds a text holding every typed word, in any order', () => {
    const question = 'چگونه بلیت خود را استرداد کنم؟';
    expect(matchesSearch(question, 'استرداد بليت')).toBe(true);
    expect(matchesSearch(question, 'استرداد هتل')).toBe(false);
    expect(matchesSearch('Can I change my flight date?', 'DATE change')).toBe(true);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
