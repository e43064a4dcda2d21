import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatIsoDate,
  gregorianWeekday,
  hasCalendarShape,
  isValidGregorianDate,
  parseIsoDate,
  toWeekday,
} from './plain-date';

describe('parseIsoDate and formatIsoDate', () => {
  it('parse and format real dates', () => {
    expect(parseIsoDate('2024-03-20')).toEqual({ year: 2024, month: 3, day: 20 });
    expect(formatIsoDate({ year: 2024, month: 3, day: 20 })).toBe('2024-03-20');
    expect(formatIsoDate({ year: 999, month: 1, day: 2 })).toBe('0999-01-02');
  });

  it('accept Persian and Arabic digits', () => {
    expect(parseIsoDate('۲۰۲۴-۰۲-۲۹')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('٢٠٢٥-١٢-٣١')).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('reject impossible or malformed dates', () => {
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-3-20',
      '20240320',
      '',
      '2024-03-20T00:00',
    ]) {
      expect(() => parseIsoDate(bad)).toThrow(RangeError);
    }
    expect(() => formatIsoDate({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
  });
});

describe('isValidGregorianDate', () => {
  it('knows leap days', () => {
    expect(isValidGregorianDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidGregorianDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isValidGregorianDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isValidGregorianDate({ year: 2023, month: 2, day: 29 })).toBe(false);
  });

  it('keeps years below 100 as they are', () => {
    expect(isValidGregorianDate({ year: 50, month: 1, day: 1 })).toBe(true);
    expect(addDays({ year: 50, month: 12, day: 31 }, 1)).toEqual({ year: 51, month: 1, day: 1 });
  });

  it('rejects fractions and out-of-range parts', () => {
    expect(hasCalendarShape({ year: 2024, month: 1.5, day: 1 })).toBe(false);
    expect(isValidGregorianDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isValidGregorianDate({ year: 10000, month: 1, day: 1 })).toBe(false);
    expect(isValidGregorianDate({ year: 2024, month: 1, day: 0 })).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2023, month: 2, day: 28 }, 1)).toEqual({ year: 2023, month: 3, day: 1 });
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2025, month: 1, day: 3 }, -5)).toEqual({
      year: 2024,
      month: 12,
      day: 29,
    });
    expect(addDays({ year: 2025, month: 1, day: 3 }, 0)).toEqual({ year: 2025, month: 1, day: 3 });
  });

  it('rejects fractional days', () => {
    expect(() => addDays({ year: 2025, month: 1, day: 3 }, 0.5)).toThrow(RangeError);
  });
});

describe('gregorianWeekday', () => {
  it('counts from Sunday = 0', () => {
    expect(gregorianWeekday({ year: 2024, month: 3, day: 20 })).toBe(3); // Wednesday
    expect(gregorianWeekday({ year: 2025, month: 3, day: 22 })).toBe(6); // Saturday
    expect(gregorianWeekday({ year: 2025, month: 3, day: 23 })).toBe(0); // Sunday
  });

  it('toWeekday refuses numbers outside 0–6', () => {
    expect(toWeekday(6)).toBe(6);
    expect(() => toWeekday(7)).toThrow(RangeError);
  });
});
