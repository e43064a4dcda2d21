import { describe, expect, it } from 'vitest';
import {
  bankReconciliationRangeMaxDays,
  bankReconciliationRequestSchema,
  reconciliationRangeProblem,
} from './bank-reconciliation';

describe('a reconciliation range', () => {
  it('takes a day, or up to the longest range, and refuses the end before the start', () => {
    expect(reconciliationRangeProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(reconciliationRangeProblem('2026-01-01', '2026-04-03')).toBeNull(); // 92 days apart
    expect(reconciliationRangeProblem('2026-01-01', '2026-04-04')).toBe('tooLong');
    expect(reconciliationRangeProblem('2026-11-25', '2026-11-24')).toBe('invalid');
    expect(reconciliationRangeProblem('2026-02-30', '2026-03-01')).toBe('invalid');
    expect(bankReconciliationRangeMaxDays).toBe(93);
  });

  it('is what the request schema asks', () => {
    expect(
      bankReconciliationRequestSchema.safeParse({ from: '2026-01-01', to: '2026-04-03' }).success,
    ).toBe(true);
    expect(
      bankReconciliationRequestSchema.safeParse({ from: '2026-01-01', to: '2026-04-04' }).success,
    ).toBe(false);
  });
});
