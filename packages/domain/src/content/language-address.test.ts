import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './language-address';

describe('a page’s path in a language', () => {
  it('is bare in the brand’s language and names any other', () => {
    expect(pathInLanguage('/blogs', 'fa', 'fa')).toBe('/blogs');
    expect(pathInLanguage('/blogs', 'en', 'fa')).toBe('/blogs?lang=en');
    expect(pathInLanguage('/blogs?tag=x', 'tr', 'ar')).toBe('/blogs?tag=x&lang=tr');
  });
});
