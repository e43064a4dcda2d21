import { describe, expect, it } from 'vitest';
import { refundRulesSchema } from '../flights/inventory';
import { fareClassCodes, fareClassRules } from './fare-rules';

describe('the fare classes’ refund rules', () => {
  it('lists every class once, with rules the offers accept', () => {
    expect(fareClassRules.map((c) => c.code)).toEqual([...fareClassCodes]);
    for (const c of fareClassRules)
      expect(refundRulesSchema.parse(c.refundRules)).toEqual(c.refundRules);
  });

  it('keeps more the closer the refund is to departure, and most for a no-show', () => {
    for (const { refundRules } of fareClassRules) {
      const steps = [...refundRules.penalties].sort((a, b) => b.hoursBefore - a.hoursBefore);
      const percents = steps.map((s) => s.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(steps.at(-1)?.hoursBefore).toBe(0);
      expect(refundRules.noShowPercent).toBeGreaterThanOrEqual(percents.at(-1) ?? 0);
    }
  });
});
