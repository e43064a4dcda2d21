import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBackground } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#FFFFFF', '#FB3640')).toBeCloseTo(3.68, 2);
  });

  it('picks the first background that reads at AA', () => {
    expect(readableBackground('#FFFFFF', ['#FB3640', '#B0262D'])).toBe('#B0262D');
    expect(readableBackground('#FFFFFF', ['#333333', '#000000'])).toBe('#333333');
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});
