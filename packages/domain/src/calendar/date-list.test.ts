import { describe, expect, it } from 'vitest';
import { datePickerDays, datePickerLength, datePickerPastDays } from './date-list';

describe('datePickerDays', () => {
  it('lists 65 days from five days back, the first five disabled', () => {
    const days = datePickerDays('2024-03-25', 'gregorian');
    expect(datePickerLength).toBe(65);
    expect(datePickerPastDays).toBe(5);
    expect(days).toHaveLength(65);
    expect(days[0]?.iso).toBe('2024-03-20');
    expect(days.slice(0, 5).every((d) => d.disabled)).toBe(true);
    expect(days.slice(5).every((d) => !d.disabled)).toBe(true);
    expect(days[5]).toMatchObject({ iso: '2024-03-25', isToday: true, disabled: false });
    expect(days.filter((d) => d.isToday)).toHaveLength(1);
    expect(days[64]?.iso).toBe('2024-05-23');
  });

  it('gives consecutive days with their weekdays', () => {
    const days = datePickerDays('2024-02-27', 'gregorian');
    expect(days.slice(5, 9).map((d) => d.iso)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(days[5]?.weekday).toBe(2);
    days.forEach((day, i) => {
      if (i > 0) expect(day.weekday).toBe(((days[i - 1]?.weekday ?? 0) + 1) % 7);
    });
  });

  it('labels Gregorian lists with Gregorian parts', () => {
    const days = datePickerDays('2025-01-02', 'gregorian');
    expect(days[0]?.label).toEqual({ year: 2024, month: 12, day: 28 });
    expect(days[5]?.label).toEqual({ year: 2025, month: 1, day: 2 });
  });

  it('labels Jalali lists with Jalali parts across Nowruz while keeping Gregorian ISO dates', () => {
    const days = datePickerDays('2025-03-22', 'jalali');
    expect(days[0]).toMatchObject({ iso: '2025-03-17', label: { year: 1403, month: 12, day: 27 } });
    expect(days[3]).toMatchObject({ iso: '2025-03-20', label: { year: 1403, month: 12, day: 30 } });
    expect(days[4]).toMatchObject({
      iso: '2025-03-21',
      label: { year: 1404, month: 1, day: 1 },
      disabled: true,
    });
    expect(days[5]).toMatchObject({
      iso: '2025-03-22',
      label: { year: 1404, month: 1, day: 2 },
      isToday: true,
    });
  });

  it('accepts Persian digits and rejects a malformed today', () => {
    expect(datePickerDays('۲۰۲۵-۰۳-۲۱', 'jalali')[5]?.label).toEqual({
      year: 1404,
      month: 1,
      day: 1,
    });
    expect(() => datePickerDays('2025-02-30', 'gregorian')).toThrow(RangeError);
    expect(() => datePickerDays('today', 'jalali')).toThrow(RangeError);
  });
});
