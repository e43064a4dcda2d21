import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-text';

describe('foldSearchText', () => {
  it('reads a flight number the same with spaces, dashes, lower case or Persian digits', () => {
    for (const typed of ['IR 452', 'ir-452', 'IR۴۵۲', ' Ir٤٥٢ '])
      expect(foldSearchText(typed)).toBe('ir452');
  });

  it('folds Turkish letters so a Latin keyboard finds them', () => {
    expect(foldSearchText('İstanbul')).toBe('istanbul');
    expect(foldSearchText('Iğdır')).toBe(foldSearchText('igdir'));
  });

  it('reads Arabic and Persian spellings of a name as one', () => {
    expect(foldSearchText('كيش')).toBe(foldSearchText('کیش'));
    expect(foldSearchText('مسقط')).toBe('مسقط');
    expect(foldSearchText('بندر\u200cعباس')).toBe(foldSearchText('بندر عباس'));
    expect(foldSearchText('أصفهان')).toBe(foldSearchText('اصفهان'));
  });
});
