import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits';
import { formatDuration, splitDuration } from './duration';

describe('splitDuration', () => {
  it('splits minutes into hours and minutes', () => {
    expect(splitDuration(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(59)).toEqual({ hours: 0, minutes: 59 });
    expect(splitDuration(60)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(61)).toEqual({ hours: 1, minutes: 1 });
    expect(splitDuration(1500)).toEqual({ hours: 25, minutes: 0 });
  });

  it('rejects negative, fractional and non-finite durations', () => {
    expect(() => splitDuration(-1)).toThrow(RangeError);
    expect(() => splitDuration(1.5)).toThrow(RangeError);
    expect(() => splitDuration(Number.NaN)).toThrow(RangeError);
    expect(() => splitDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatDuration', () => {
  it('writes English abbreviations', () => {
    expect(formatDuration(135, 'en')).toBe('2h 15m');
    expect(formatDuration(120, 'en')).toBe('2h');
    expect(formatDuration(45, 'en')).toBe('45m');
    expect(formatDuration(0, 'en')).toBe('0m');
    expect(formatDuration(905, 'en')).toBe('15h 5m');
  });

  it('writes Turkish abbreviations', () => {
    expect(formatDuration(135, 'tr')).toBe('2 sa 15 dk');
    expect(formatDuration(60, 'tr')).toBe('1 sa');
    expect(formatDuration(5, 'tr')).toBe('5 dk');
  });

  it('writes Persian with Persian digits', () => {
    expect(formatDuration(135, 'fa')).toBe('۲ ساعت و ۱۵ دقیقه');
    expect(formatDuration(60, 'fa')).toBe('۱ ساعت');
    expect(formatDuration(50, 'fa')).toBe('۵۰ دقیقه');
    expect(formatDuration(0, 'fa')).toBe('۰ دقیقه');
  });

  it('writes Arabic with number agreement and Arabic-Indic digits', () => {
    expect(formatDuration(135, 'ar')).toBe('ساعتان و ١٥ دقيقة');
    expect(formatDuration(61, 'ar')).toBe('ساعة واحدة و دقيقة واحدة');
    expect(formatDuration(122, 'ar')).toBe('ساعتان و دقيقتان');
    expect(formatDuration(185, 'ar')).toBe('٣ ساعات و ٥ دقائق');
    expect(normalizeDigits(formatDuration(11 * 60 + 10, 'ar'))).toBe('11 ساعة و 10 دقائق');
    expect(normalizeDigits(formatDuration(100 * 60, 'ar'))).toBe('100 ساعة');
    expect(formatDuration(0, 'ar')).toBe('٠ دقيقة');
  });

  it('rejects invalid durations in every language', () => {
    expect(() => formatDuration(-5, 'fa')).toThrow(RangeError);
  });
});
