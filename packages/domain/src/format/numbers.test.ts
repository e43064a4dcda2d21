import { describe, expect, it } from 'vitest';
import { groupThousands } from './numbers';

describe('groupThousands', () => {
  it('groups integers by thousands with a comma', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(7)).toBe('7');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(12345)).toBe('12,345');
    expect(groupThousands(123456)).toBe('123,456');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(1000000000)).toBe('1,000,000,000');
  });

  it('handles negative numbers', () => {
    expect(groupThousands(-1234567)).toBe('-1,234,567');
    expect(groupThousands(-999)).toBe('-999');
    expect(groupThousands(-0)).toBe('0');
  });

  it('keeps decimals and groups only the integer part', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(-1234567.891)).toBe('-1,234,567.891');
    expect(groupThousands(0.25)).toBe('0.25');
    expect(groupThousands('1234.5000')).toBe('1,234.5000');
  });

  it('writes large and tiny numbers in full instead of exponent form', () => {
    expect(groupThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(groupThousands(1.5e22)).toBe('15,000,000,000,000,000,000,000');
    expect(groupThousands(1e-7)).toBe('0.0000001');
    expect(groupThousands(-2.5e-8)).toBe('-0.000000025');
  });

  it('accepts bigint beyond the safe integer range', () => {
    expect(groupThousands(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
    expect(groupThousands(-1000n)).toBe('-1,000');
  });

  it('accepts decimal strings, with Persian or Arabic digits and surrounding spaces', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('۱۲۳۴۵۶۷')).toBe('1,234,567');
    expect(groupThousands('-٤٥٦٧.٨٩')).toBe('-4,567.89');
    expect(groupThousands(' +2500 ')).toBe('2,500');
    expect(groupThousands('98765432109876543210')).toBe('98,765,432,109,876,543,210');
    expect(groupThousands('0001234')).toBe('1,234');
    expect(groupThousands('-0.00')).toBe('0.00');
  });

  it('rejects what is not a finite decimal', () => {
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
    expect(() => groupThousands(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => groupThousands('')).toThrow(RangeError);
    expect(() => groupThousands('12a')).toThrow(RangeError);
    expect(() => groupThousands('1,234')).toThrow(RangeError);
    expect(() => groupThousands('1e5')).toThrow(RangeError);
    expect(() => groupThousands('.5')).toThrow(RangeError);
  });
});
