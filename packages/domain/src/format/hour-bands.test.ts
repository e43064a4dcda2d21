import { describe, expect, it } from 'vitest';
import { hourBandOf, hourBandOfMinutes, hourBands } from './hour-bands';

describe('hourBands', () => {
  it('lists the four bands of the spec in order, covering the whole day without gaps', () => {
    expect(hourBands.map((b) => b.key)).toEqual(['EM', 'M', 'E', 'N']);
    expect(hourBands.map((b) => [b.fromHour, b.toHour])).toEqual([
      [0, 5],
      [5, 12],
      [12, 18],
      [18, 24],
    ]);
    hourBands.forEach((band, index) => {
      if (index > 0) expect(band.fromHour).toBe(hourBands[index - 1]?.toHour);
    });
  });
});

describe('hourBandOf', () => {
  it('puts each boundary in the band it starts', () => {
    expect(hourBandOf('00:00')).toBe('EM');
    expect(hourBandOf('04:59')).toBe('EM');
    expect(hourBandOf('05:00')).toBe('M');
    expect(hourBandOf('11:59')).toBe('M');
    expect(hourBandOf('12:00')).toBe('E');
    expect(hourBandOf('17:59')).toBe('E');
    expect(hourBandOf('18:00')).toBe('N');
    expect(hourBandOf('23:59')).toBe('N');
  });

  it('takes hours as numbers', () => {
    expect(hourBandOf(0)).toBe('EM');
    expect(hourBandOf(4)).toBe('EM');
    expect(hourBandOf(4.99)).toBe('EM');
    expect(hourBandOf(5)).toBe('M');
    expect(hourBandOf(12)).toBe('E');
    expect(hourBandOf(18)).toBe('N');
    expect(hourBandOf(23)).toBe('N');
  });

  it('takes clock times with seconds, one-digit hours and Persian or Arabic digits', () => {
    expect(hourBandOf('5:30')).toBe('M');
    expect(hourBandOf('18:00:00')).toBe('N');
    expect(hourBandOf('13:45:10.500')).toBe('E');
    expect(hourBandOf('۰۴:۳۰')).toBe('EM');
    expect(hourBandOf('١٢:٠٠')).toBe('E');
    expect(hourBandOf(' 06:15 ')).toBe('M');
  });

  it('rejects what is not a time of day', () => {
    for (const bad of ['24:00', '12:60', '1200', '12', 'noon', '', '-1:00']) {
      expect(() => hourBandOf(bad)).toThrow(RangeError);
    }
    expect(() => hourBandOf(24)).toThrow(RangeError);
    expect(() => hourBandOf(-1)).toThrow(RangeError);
    expect(() => hourBandOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('hourBandOfMinutes', () => {
  it('maps minutes of the day with the same boundaries', () => {
    expect(hourBandOfMinutes(0)).toBe('EM');
    expect(hourBandOfMinutes(299)).toBe('EM');
    expect(hourBandOfMinutes(300)).toBe('M');
    expect(hourBandOfMinutes(719)).toBe('M');
    expect(hourBandOfMinutes(720)).toBe('E');
    expect(hourBandOfMinutes(1079)).toBe('E');
    expect(hourBandOfMinutes(1080)).toBe('N');
    expect(hourBandOfMinutes(1439)).toBe('N');
  });

  it('agrees with hourBandOf for every minute of the day', () => {
    for (let minute = 0; minute < 1440; minute++) {
      const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(hourBandOf(clock)).toBe(hourBandOfMinutes(minute));
    }
  });

  it('rejects minutes outside the day', () => {
    expect(() => hourBandOfMinutes(1440)).toThrow(RangeError);
    expect(() => hourBandOfMinutes(-1)).toThrow(RangeError);
  });
});
