import { describe, expect, it } from 'vitest';
import type { RefundRules } from '../flights/inventory';
import { currentBand, penaltyBands } from './penalty-bands';
import { penaltyPercent } from './refund-rules';

const rules: RefundRules = {
  penalties: [
    { hoursBefore: 3, percent: 50 },
    { hoursBefore: 72, percent: 10 },
    { hoursBefore: 0, percent: 60 },
    { hoursBefore: 12, percent: 30 },
  ],
  noShowPercent: 70,
};

describe('a fare’s penalty table', () => {
  it('reads from the furthest time to departure, each line up to the one before', () => {
    expect(penaltyBands(rules)).toEqual([
      { from: 72, to: null, percent: 10 },
      { from: 12, to: 72, percent: 30 },
      { from: 3, to: 12, percent: 50 },
      { from: 0, to: 3, percent: 60 },
    ]);
  });

  it('marks the line a refund asked now falls in, as the domain’s rule reads it', () => {
    const departure = '2026-12-10T11:30:00+03:30';
    const at = (hoursBefore: number) =>
      new Date(new Date(departure).getTime() - hoursBefore * 3_600_000);
    for (const hours of [100, 72, 71.5, 12, 5, 3, 2, 0]) {
      const band = currentBand(rules, departure, at(hours));
      expect(typeof band).toBe('number');
      const percent = penaltyBands(rules)[Number(band)]?.percent;
      expect(percent, `${hours} h`).toBe(penaltyPercent(rules, hours));
    }
    expect(currentBand(rules, departure, at(-1))).toBe('noShow');
    expect(currentBand(rules, 'not a time', at(1))).toBeNull();
  });
});
