import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import { nationalityOptions } from './nationalities';

describe('nationalityOptions', () => {
  it('offers Iran, Türkiye, Oman and then the empty option', () => {
    expect(nationalityOptions('fa')).toEqual([
      { label: 'ایران', id: 'IRN', title: 'Iran', code: '+98' },
      { label: 'ترکیه', id: 'TUR', title: 'Türkiye', code: '+90' },
      { label: 'عمان', id: 'OMN', title: 'Oman', code: '+968' },
      { label: '', id: '', title: '', code: '' },
    ]);
  });

  it.each(languages)('labels the options in %s and keeps ids, titles and codes', (language) => {
    const options = nationalityOptions(language);
    expect(options.map((o) => o.id)).toEqual(['IRN', 'TUR', 'OMN', '']);
    expect(options.map((o) => o.code)).toEqual(['+98', '+90', '+968', '']);
    expect(options.map((o) => o.title)).toEqual(['Iran', 'Türkiye', 'Oman', '']);
    for (const option of options.slice(0, 3)) expect(option.label.trim()).not.toBe('');
  });

  it('names the countries in the language asked for', () => {
    expect(nationalityOptions('tr').map((o) => o.label)).toEqual(['İran', 'Türkiye', 'Umman', '']);
    expect(nationalityOptions('ar')[0]?.label).toBe('إيران');
  });

  it('hands out a fresh empty option each time', () => {
    const first = nationalityOptions('en');
    const empty = first[3];
    if (empty) empty.label = 'changed';
    expect(nationalityOptions('en')[3]?.label).toBe('');
  });
});
