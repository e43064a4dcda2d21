import { describe, expect, it } from 'vitest';
import { instantAt, localDateIn, offsetIn, zonedIso } from './zoned';

describe('zoned time', () => {
  const instant = new Date('2026-11-28T04:45:00Z');

  it('shows an instant in Tehran, Istanbul and Muscat time', () => {
    expect(zonedIso(instant, 'Asia/Tehran')).toBe('2026-11-28T08:15:00+03:30');
    expect(zonedIso(instant, 'Europe/Istanbul')).toBe('2026-11-28T07:45:00+03:00');
    expect(zonedIso(instant, 'Asia/Muscat')).toBe('2026-11-28T08:45:00+04:00');
  });

  it('gives the local date, which can differ from the UTC date', () => {
    const lateUtc = new Date('2026-11-27T21:00:00Z');
    expect(localDateIn(lateUtc, 'Asia/Tehran')).toBe('2026-11-28');
    expect(localDateIn(lateUtc, 'Europe/Istanbul')).toBe('2026-11-28');
    expect(localDateIn(lateUtc, 'UTC')).toBe('2026-11-27');
  });

  it('finds the instant of a local time', () => {
    expect(instantAt('2026-11-28', '08:15', 'Asia/Tehran').toISOString()).toBe(
      '2026-11-28T04:45:00.000Z',
    );
    expect(instantAt('2026-07-01', '23:30', 'Asia/Muscat').toISOString()).toBe(
      '2026-07-01T19:30:00.000Z',
    );
  });

  it('knows Iran no longer observes daylight saving time', () => {
    expect(offsetIn(new Date('2026-07-01T12:00:00Z'), 'Asia/Tehran')).toBe('+03:30');
  });
});

describe('zoned time around a daylight-saving change', () => {
  it('follows the offset across the change (Europe/Berlin, 2026-03-29 01:00 UTC)', () => {
    expect(zonedIso(new Date('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(
      '2026-03-29T01:59:00+01:00',
    );
    expect(zonedIso(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-03-29T03:00:00+02:00',
    );
  });
});
