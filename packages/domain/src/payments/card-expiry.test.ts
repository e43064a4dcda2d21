import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate } from '../calendar/plain-date';
import { cardYearCandidates, readCardExpiry } from './card-expiry';

// 5 Azar 1405 in the Solar Hijri calendar.
const today = parseIsoDate('2026-11-26');

describe('a bank card’s expiry, in either calendar', () => {
  it('reads a plausible Solar Hijri two-digit year as 14xx (12/08 is Esfand 1408)', () => {
    expect(readCardExpiry('12', '08', today)).toEqual({
      ok: true,
      calendar: 'jalali',
      year: 1408,
      month: 12,
    });
    expect(readCardExpiry('1', '15', today)).toMatchObject({ calendar: 'jalali', year: 1415 });
    expect(readCardExpiry('03', '06', today)).toMatchObject({ calendar: 'jalali', year: 1406 });
  });

  it('reads a plausible Gregorian two-digit year as 20xx', () => {
    expect(readCardExpiry('12', '30', today)).toEqual({
      ok: true,
      calendar: 'gregorian',
      year: 2030,
      month: 12,
    });
    expect(readCardExpiry('06', '40', today)).toMatchObject({ calendar: 'gregorian', year: 2040 });
  });

  it('takes four-digit years in the calendar they belong to', () => {
    expect(readCardExpiry('12', '1408', today)).toMatchObject({ calendar: 'jalali', year: 1408 });
    expect(readCardExpiry('12', '2030', today)).toMatchObject({
      calendar: 'gregorian',
      year: 2030,
    });
  });

  it('takes Persian and Arabic digits', () => {
    expect(readCardExpiry('۱۲', '۰۸', today)).toMatchObject({ calendar: 'jalali', year: 1408 });
    expect(readCardExpiry('١٢', '٢٠٣٠', today)).toMatchObject({
      calendar: 'gregorian',
      year: 2030,
    });
  });

  it('keeps a card good to the end of its expiry month, in its own calendar', () => {
    // Azar is the 9th Solar Hijri month; November the 11th Gregorian one.
    expect(readCardExpiry('09', '05', today)).toMatchObject({ ok: true, year: 1405 });
    expect(readCardExpiry('08', '05', today)).toEqual({ ok: false, reason: 'cardExpired' });
    expect(readCardExpiry('11', '26', today)).toMatchObject({ ok: true, year: 2026 });
    expect(readCardExpiry('10', '2026', today)).toEqual({ ok: false, reason: 'cardExpired' });
    expect(readCardExpiry('12', '1404', today)).toEqual({ ok: false, reason: 'cardExpired' });
  });

  it('turns the Solar Hijri year at Nowruz, not on the first of January', () => {
    const lastDayOf1405 = parseIsoDate('2027-03-20');
    expect(readCardExpiry('12', '05', lastDayOf1405)).toMatchObject({ ok: true, year: 1405 });
    expect(readCardExpiry('12', '05', addDays(lastDayOf1405, 1))).toEqual({
      ok: false,
      reason: 'cardExpired',
    });
  });

  it('tells an old card that it has expired, and refuses a year no card has', () => {
    expect(readCardExpiry('12', '02', today)).toEqual({ ok: false, reason: 'cardExpired' });
    expect(readCardExpiry('12', '24', today)).toEqual({ ok: false, reason: 'cardExpired' });
    for (const year of ['50', '99', '1', '123', '2099', '1499', '0000', ''])
      expect(readCardExpiry('12', year, today), year).toEqual({
        ok: false,
        reason: 'expiryInvalid',
      });
    for (const month of ['0', '13', '', 'ab', '123'])
      expect(readCardExpiry(month, '08', today), month).toEqual({
        ok: false,
        reason: 'expiryInvalid',
      });
  });

  it('never reads one two-digit year in both calendars, through three years', () => {
    // Both sides of Nowruz and of the first of January, and every fortnight in between.
    const days = ['2027-03-20', '2027-03-21', '2027-12-31', '2028-01-01'].map(parseIsoDate);
    for (let day = parseIsoDate('2026-01-01'), i = 0; i < 80; i++, day = addDays(day, 14))
      days.push(day);
    const twice = days.flatMap((day) =>
      Array.from({ length: 100 }, (_, yy) => cardYearCandidates(yy, day)).filter(
        (found) => found.length > 1,
      ),
    );
    expect(twice).toEqual([]);
  });
});
