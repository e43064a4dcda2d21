import { describe, expect, it } from 'vitest';
import { listStyleOfDigits, normalizeDigits, referenceIn, toLocalDigits } from './digits';

describe('normalizeDigits', () => {
  it('converts Persian digits', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('converts Arabic-Indic digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('converts mixed scripts inside text and leaves everything else', () => {
    expect(normalizeDigits('کد ۱۲3٤: abc-٥')).toBe('کد 1234: abc-5');
    expect(normalizeDigits('09123456789')).toBe('09123456789');
    expect(normalizeDigits('')).toBe('');
  });

  it('leaves Persian letters and separators that look like digits alone', () => {
    // ٫ (decimal) and ٬ (thousands) are separators, not digits; ه and ۰-like letters stay.
    expect(normalizeDigits('۱٫۵ ٬ ه و')).toBe('1٫5 ٬ ه و');
  });

  it('is idempotent', () => {
    const once = normalizeDigits('۱۲٣٤');
    expect(normalizeDigits(once)).toBe(once);
  });
});

describe('toLocalDigits', () => {
  it('writes Persian digits for fa', () => {
    expect(toLocalDigits('0123456789', 'fa')).toBe('۰۱۲۳۴۵۶۷۸۹');
  });

  it('writes Arabic-Indic digits for ar', () => {
    expect(toLocalDigits('0123456789', 'ar')).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('leaves en and tr unchanged', () => {
    expect(toLocalDigits('Flight 123', 'en')).toBe('Flight 123');
    expect(toLocalDigits('Uçuş 123', 'tr')).toBe('Uçuş 123');
  });

  it('keeps non-digit text', () => {
    expect(toLocalDigits('IR-730 at 12:05', 'fa')).toBe('IR-۷۳۰ at ۱۲:۰۵');
  });

  it('round-trips with normalizeDigits', () => {
    for (const language of ['fa', 'ar', 'en', 'tr'] as const) {
      expect(normalizeDigits(toLocalDigits('2024-03-20 1,234.5', language))).toBe(
        '2024-03-20 1,234.5',
      );
    }
  });
});

describe('listStyleOfDigits', () => {
  it('numbers a list in the digits toLocalDigits writes', () => {
    expect(listStyleOfDigits('fa')).toBe('persian');
    expect(listStyleOfDigits('ar')).toBe('arabic-indic');
    expect(listStyleOfDigits('en')).toBe('decimal');
    expect(listStyleOfDigits('tr')).toBe('decimal');
  });
});

describe('referenceIn', () => {
  it('shows a tracking code of digits in the reader’s digits', () => {
    expect(referenceIn('3282570160', 'fa')).toBe('۳۲۸۲۵۷۰۱۶۰');
    expect(referenceIn('3282570160', 'ar')).toBe('٣٢٨٢٥٧٠١٦٠');
    expect(referenceIn('3282570160', 'en')).toBe('3282570160');
  });

  it('leaves a PNR with letters as the airline wrote it', () => {
    expect(referenceIn('X7K2P9', 'fa')).toBe('X7K2P9');
  });
});
