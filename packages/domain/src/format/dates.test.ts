import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import {
  formatClock,
  formatDateTime,
  formatIsoDay,
  formatLongDate,
  formatShortDate,
  shortDatePattern,
} from './dates';

const day = { year: 2026, month: 11, day: 24 };
const westernDigit = /[0-9]/;

describe('short dates', () => {
  it('follow each language’s own convention in the Gregorian calendar', () => {
    expect(formatShortDate(day, 'gregorian', 'tr')).toBe('24.11.2026');
    expect(formatShortDate(day, 'gregorian', 'en')).toBe('24/11/2026');
    expect(formatShortDate(day, 'gregorian', 'ar')).toBe('٢٤/١١/٢٠٢٦');
    expect(formatShortDate(day, 'gregorian', 'fa')).toBe('۲۰۲۶/۱۱/۲۴');
  });

  it('write the Jalali calendar year first, in the reader’s digits', () => {
    expect(formatShortDate(day, 'jalali', 'fa')).toBe('۱۴۰۵/۰۹/۰۳');
    expect(formatShortDate(day, 'jalali', 'ar')).toBe('١٤٠٥/٠٩/٠٣');
    expect(formatShortDate(day, 'jalali', 'en')).toBe('1405/09/03');
  });

  it('pad days and months to two digits', () => {
    expect(formatShortDate({ year: 2026, month: 1, day: 5 }, 'gregorian', 'tr')).toBe('05.01.2026');
  });

  it('give a date field the same order and separator', () => {
    expect(shortDatePattern('gregorian', 'tr')).toBe('dd.MM.yyyy');
    expect(shortDatePattern('gregorian', 'en')).toBe('dd/MM/yyyy');
    expect(shortDatePattern('gregorian', 'ar')).toBe('dd/MM/yyyy');
    expect(shortDatePattern('gregorian', 'fa')).toBe('yyyy/MM/dd');
    expect(shortDatePattern('jalali', 'fa')).toBe('yyyy/MM/dd');
  });
});

describe('ISO days', () => {
  it('write a day held as text, a time after it left out, as the short date', () => {
    expect(formatIsoDay('2026-11-24', 'jalali', 'fa')).toBe('۱۴۰۵/۰۹/۰۳');
    expect(formatIsoDay('2026-11-24T08:30:00Z', 'gregorian', 'en')).toBe('24/11/2026');
    expect(formatIsoDay('2026-11-24', 'gregorian', 'tr')).toBe('24.11.2026');
  });

  it('leave a text that is no day as it is', () => {
    expect(formatIsoDay('2026-02-30', 'jalali', 'fa')).toBe('2026-02-30');
    expect(formatIsoDay('soon', 'gregorian', 'en')).toBe('soon');
  });
});

describe('long dates', () => {
  it('follow Intl in the Gregorian calendar, in every language', () => {
    expect(formatLongDate(day, 'gregorian', 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatLongDate(day, 'gregorian', 'tr')).toBe('24 Kasım 2026 Salı');
    expect(formatLongDate(day, 'gregorian', 'ar')).toBe('الثلاثاء، ٢٤ نوفمبر ٢٠٢٦');
    // fa-IR alone would pick the Persian calendar.
    expect(formatLongDate(day, 'gregorian', 'fa')).toContain('۲۰۲۶');
  });

  it('write Jalali days with the domain’s names', () => {
    expect(formatLongDate(day, 'jalali', 'fa')).toBe('سه‌شنبه، ۳ آذر ۱۴۰۵');
    expect(formatLongDate(day, 'jalali', 'en')).toBe('Tuesday, 3 Azar 1405');
    expect(formatLongDate(day, 'jalali', 'ar')).toBe('الثلاثاء، ٣ آذر ١٤٠٥');
  });
});

describe('clock times and date-times', () => {
  it('use the reader’s digits', () => {
    expect(formatClock(7, 5, 'fa')).toBe('۰۷:۰۵');
    expect(formatClock(23, 45, 'ar')).toBe('٢٣:٤٥');
    expect(formatClock(0, 0, 'tr')).toBe('00:00');
    expect(formatDateTime(day, { hour: 7, minute: 45 }, 'gregorian', 'tr')).toBe(
      '24.11.2026 07:45',
    );
    expect(formatDateTime(day, { hour: 7, minute: 45 }, 'jalali', 'fa')).toBe('۱۴۰۵/۰۹/۰۳ ۰۷:۴۵');
  });

  it('show no Western digit in Persian or Arabic, in either calendar', () => {
    for (const language of languages.filter((l) => l === 'fa' || l === 'ar')) {
      for (const calendar of ['jalali', 'gregorian'] as const) {
        expect(formatShortDate(day, calendar, language)).not.toMatch(westernDigit);
        expect(formatLongDate(day, calendar, language)).not.toMatch(westernDigit);
      }
    }
  });
});
