import { afterEach, describe, expect, it } from 'vitest';
import {
  isJalaliLeapYear,
  isValidJalaliDate,
  jalaliMonthLength,
  jalaliMonthNames,
  toGregorian,
  toJalali,
} from './jalali';
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from './plain-date';

const j = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

/** Known dates: Nowruz of several years, the last day of leap years, 22 Bahman 1357. */
const knownDates: Array<[CalendarDate, string]> = [
  [j(1399, 1, 1), '2020-03-20'],
  [j(1399, 12, 30), '2021-03-20'],
  [j(1400, 1, 1), '2021-03-21'],
  [j(1402, 1, 1), '2023-03-21'],
  [j(1402, 12, 29), '2024-03-19'],
  [j(1403, 1, 1), '2024-03-20'],
  [j(1403, 12, 30), '2025-03-20'],
  [j(1404, 1, 1), '2025-03-21'],
  [j(1405, 1, 1), '2026-03-21'],
  [j(1357, 11, 22), '1979-02-11'],
  [j(1403, 6, 31), '2024-09-21'],
  [j(1403, 7, 1), '2024-09-22'],
  [j(1403, 10, 11), '2024-12-31'],
  [j(1403, 10, 12), '2025-01-01'],
];

describe('toGregorian and toJalali on known dates', () => {
  it.each(knownDates)('%o is %s', (jalali, iso) => {
    expect(formatIsoDate(toGregorian(jalali))).toBe(iso);
    expect(toJalali(parseIsoDate(iso))).toEqual(jalali);
  });

  it('rejects days that do not exist', () => {
    expect(() => toGregorian(j(1402, 12, 30))).toThrow(RangeError);
    expect(() => toGregorian(j(1403, 7, 31))).toThrow(RangeError);
    expect(() => toGregorian(j(1403, 13, 1))).toThrow(RangeError);
    expect(() => toGregorian(j(1403, 1, 0))).toThrow(RangeError);
    expect(() => toJalali({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
  });
});

describe('leap years and month lengths', () => {
  it('knows recent leap years', () => {
    expect(isJalaliLeapYear(1399)).toBe(true);
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1408)).toBe(true);
    expect(isJalaliLeapYear(1400)).toBe(false);
    expect(isJalaliLeapYear(1402)).toBe(false);
    expect(isJalaliLeapYear(1404)).toBe(false);
  });

  it('30 Esfand exists only in leap years', () => {
    expect(isValidJalaliDate(j(1403, 12, 30))).toBe(true);
    expect(isValidJalaliDate(j(1402, 12, 30))).toBe(false);
    expect(isValidJalaliDate(j(1399, 12, 30))).toBe(true);
    expect(isValidJalaliDate(j(1402, 12, 29))).toBe(true);
  });

  it('has 31 days in months 1–6, 30 in 7–11 and 29 or 30 in Esfand', () => {
    for (let year = 1350; year <= 1450; year++) {
      for (let month = 1; month <= 12; month++) {
        const expected = month <= 6 ? 31 : month <= 11 ? 30 : isJalaliLeapYear(year) ? 30 : 29;
        expect(jalaliMonthLength(year, month)).toBe(expected);
      }
    }
  });

  it('has 8 leap years in every 33 years, about every four years', () => {
    const leaps = Array.from({ length: 33 }, (_, i) => 1390 + i).filter(isJalaliLeapYear);
    expect(leaps.length).toBe(8);
  });

  it('rejects months and years out of range', () => {
    expect(() => jalaliMonthLength(1403, 13)).toThrow(RangeError);
    expect(() => jalaliMonthLength(1403, 0)).toThrow(RangeError);
    expect(() => isJalaliLeapYear(1403.5)).toThrow(RangeError);
  });
});

describe('every day from 2015 to 2035', () => {
  it('round-trips both ways and walks the Jalali calendar one day at a time', () => {
    let gregorian: CalendarDate = { year: 2015, month: 1, day: 1 };
    let previous = toJalali(gregorian);
    let days = 0;
    while (gregorian.year <= 2035) {
      const jalali = toJalali(gregorian);
      expect(toGregorian(jalali)).toEqual(gregorian);
      if (days > 0) {
        const continues =
          jalali.year === previous.year &&
          jalali.month === previous.month &&
          jalali.day === previous.day + 1;
        const nextMonth =
          jalali.day === 1 &&
          previous.day === jalaliMonthLength(previous.year, previous.month) &&
          ((jalali.year === previous.year && jalali.month === previous.month + 1) ||
            (jalali.year === previous.year + 1 && jalali.month === 1 && previous.month === 12));
        expect(continues || nextMonth).toBe(true);
      }
      previous = jalali;
      gregorian = addDays(gregorian, 1);
      days++;
    }
    expect(days).toBe(21 * 365 + 5);
  });

  it('maps every Jalali day of 1394–1414 to a Gregorian day and back', () => {
    for (let year = 1394; year <= 1414; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= jalaliMonthLength(year, month); day++) {
          expect(toJalali(toGregorian(j(year, month, day)))).toEqual(j(year, month, day));
        }
      }
    }
  });
});

describe('time zones', () => {
  const original = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would store the string "undefined".
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // Offsets in January 2024 (minutes, as getTimezoneOffset gives them) prove the zone took effect.
  it.each([
    ['UTC', 0],
    ['Asia/Tehran', -210],
    ['Europe/Istanbul', -180],
    ['Asia/Muscat', -240],
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
  ] as const)('gives the same answers in %s', (zone, offset) => {
    process.env.TZ = zone;
    expect(new Date(2024, 0, 15, 12).getTimezoneOffset()).toBe(offset);
    for (const [jalali, iso] of knownDates) {
      expect(formatIsoDate(toGregorian(jalali))).toBe(iso);
      expect(toJalali(parseIsoDate(iso))).toEqual(jalali);
    }
    // Iran moved its clocks at midnight around Nowruz until 2022.
    expect(toJalali({ year: 2008, month: 3, day: 21 })).toEqual(j(1387, 1, 2));
    expect(toJalali({ year: 2008, month: 3, day: 20 })).toEqual(j(1387, 1, 1));
    expect(jalaliMonthLength(1387, 1)).toBe(31);
  });
});

describe('jalaliMonthNames', () => {
  it('gives twelve names in each language, Farvardin first and Esfand last', () => {
    expect(jalaliMonthNames('fa')[0]).toBe('فروردین');
    expect(jalaliMonthNames('fa')[11]).toBe('اسفند');
    expect(jalaliMonthNames('ar')[0]).toBe('فروردين');
    expect(jalaliMonthNames('en')[0]).toBe('Farvardin');
    expect(jalaliMonthNames('en')[11]).toBe('Esfand');
    expect(jalaliMonthNames('tr')[6]).toBe('Mehr');
    for (const language of ['fa', 'ar', 'en', 'tr'] as const) {
      const names = jalaliMonthNames(language);
      expect(names).toHaveLength(12);
      expect(new Set(names).size).toBe(12);
    }
  });
});
