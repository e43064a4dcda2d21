import { describe, expect, it } from 'vitest';
import { formatClock, formatTicketDate, localTimeAt, parseLocalTime } from './ticket-format';

describe('ticket dates and times', () => {
  it('reads the airport-local date and time as written, whatever the host zone', () => {
    const time = parseLocalTime('2026-12-01T00:05:00+03:30');
    expect(time.date).toEqual({ year: 2026, month: 12, day: 1 });
    expect(formatClock(time, 'en')).toBe('00:05');
    expect(formatClock(time, 'fa')).toBe('۰۰:۰۵');
    expect(time.instant).toBe(Date.UTC(2026, 10, 30, 20, 35));
  });

  it('rejects a time without an offset', () => {
    expect(() => parseLocalTime('2026-12-01T07:45:00')).toThrow(RangeError);
  });

  it('writes Jalali dates with the domain month names and local digits', () => {
    const date = { year: 2026, month: 12, day: 1 };
    expect(formatTicketDate(date, 'fa', 'jalali')).toBe('سه‌شنبه، ۱۰ آذر ۱۴۰۵');
    expect(formatTicketDate(date, 'en', 'jalali')).toBe('Tuesday, 10 Azar 1405');
  });

  it('writes Gregorian dates, also in Persian, where fa-IR alone would pick the Persian calendar', () => {
    const date = { year: 2026, month: 12, day: 1 };
    expect(formatTicketDate(date, 'en', 'gregorian')).toBe('Tuesday, 1 December 2026');
    expect(formatTicketDate(date, 'fa', 'gregorian')).toContain('۲۰۲۶');
    expect(formatTicketDate(date, 'tr', 'gregorian')).toBe('1 Aralık 2026 Salı');
  });

  it('shows the issue instant at the departure airport offset', () => {
    const issued = localTimeAt('2026-11-20T21:45:00Z', 180);
    expect(issued.date).toEqual({ year: 2026, month: 11, day: 21 });
    expect(formatClock(issued, 'tr')).toBe('00:45');
  });
});
