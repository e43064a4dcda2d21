import { describe, expect, it } from 'vitest';
import { formatLocalClock, formatLocalDateTime, readLocalTime } from './date-time';

describe('airport-local times', () => {
  it('read the date and clock as written, not on the device’s zone', () => {
    const local = readLocalTime('2026-12-01T23:45:00+03:30');
    expect(local?.isoDate).toBe('2026-12-01');
    expect(local?.clock).toBe('23:45');
    expect(local?.date.getDate()).toBe(1);
  });

  it('show in the calendar and digits of the reader', () => {
    expect(formatLocalDateTime('2025-11-22T07:05:00+03:30', 'gregorian', 'en')).toBe(
      '22/11/2025 07:05',
    );
    expect(formatLocalDateTime('2025-11-22T07:05:00+03:00', 'gregorian', 'tr')).toBe(
      '22.11.2025 07:05',
    );
    expect(formatLocalDateTime('2025-11-22T07:05:00+03:30', 'jalali', 'fa')).toBe(
      '۱۴۰۴/۰۹/۰۱ ۰۷:۰۵',
    );
    expect(formatLocalClock('2025-11-22T07:05:00+03:00', 'ar')).toBe('٠٧:٠٥');
  });

  it('leave text that is not a time as it is', () => {
    expect(readLocalTime('soon')).toBeNull();
    expect(formatLocalClock('soon', 'en')).toBe('soon');
  });
});
