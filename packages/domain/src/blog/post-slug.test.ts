import { describe, expect, it } from 'vitest';
import { postSlugPattern, suggestPostSlug } from './post-slug';

describe('post addresses', () => {
  it('suggests lower-case words with hyphens from a Latin title', () => {
    expect(suggestPostSlug('A weekend in Shiraz')).toBe('a-weekend-in-shiraz');
    expect(suggestPostSlug('  Istanbul in 3 days!  ')).toBe('istanbul-in-3-days');
    expect(suggestPostSlug('Kapadokya’da balon turu: ılık şafak')).toBe(
      'kapadokya-da-balon-turu-ilik-safak',
    );
    expect(suggestPostSlug('Crème brûlée & café')).toBe('creme-brulee-cafe');
    for (const title of ['A weekend in Shiraz', 'Kapadokya’da ılık şafak', 'x'.repeat(300)])
      expect(suggestPostSlug(title)).toMatch(postSlugPattern);
  });

  it('suggests nothing for a title in another script', () => {
    expect(suggestPostSlug('یک آخر هفته در شیراز')).toBe('');
    expect(suggestPostSlug('عطلة في مسقط 2026')).toBe('');
    expect(suggestPostSlug('Shiraz شیراز')).toBe('');
    expect(suggestPostSlug('!!!')).toBe('');
  });

  it('takes only lower-case words joined by single hyphens', () => {
    for (const good of ['a', 'shiraz-2026', 'a-b-c']) expect(postSlugPattern.test(good)).toBe(true);
    for (const bad of ['', 'A-b', 'a--b', '-a', 'a-', 'a b', 'شیراز', 'a_b'])
      expect(postSlugPattern.test(bad)).toBe(false);
  });
});
