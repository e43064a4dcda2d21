import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditLimitProblem,
  creditSpendRefused,
  limitInForce,
  type CreditLimit,
} from './credit-limits';

const day = 86_400_000;
const now = new Date('2026-11-30T10:00:00Z');
const at = (offset: number) => new Date(now.getTime() + offset);

describe('a credit line’s limit in force', () => {
  it('is zero before any limit takes effect', () => {
    expect(limitInForce([], now)).toBe(0);
    expect(limitInForce([{ limit: 500, effectiveFrom: at(day) }], now)).toBe(0);
  });

  it('is the latest to take effect by then, not the latest set', () => {
    const limits: CreditLimit[] = [
      { limit: 1_000, effectiveFrom: at(-2 * day) },
      { limit: 3_000, effectiveFrom: at(day) },
      { limit: 2_000, effectiveFrom: at(-day) },
    ];
    expect(limitInForce(limits, at(-2 * day))).toBe(1_000);
    expect(limitInForce(limits, now)).toBe(2_000);
    // Tomorrow's raise does not count today, and counts from its moment on.
    expect(limitInForce(limits, at(day - 1))).toBe(2_000);
    expect(limitInForce(limits, at(day))).toBe(3_000);
  });

  it('takes the one set last of two effective at the same moment', () => {
    const limits: CreditLimit[] = [
      { limit: 1_000, effectiveFrom: now },
      { limit: 400, effectiveFrom: now },
    ];
    expect(limitInForce(limits, now)).toBe(400);
  });

  it('refuses a limit that is not a whole amount of zero or more', () => {
    expect(creditLimitProblem(0)).toBeNull();
    expect(creditLimitProblem(5_000_000)).toBeNull();
    expect(creditLimitProblem(-1)).not.toBeNull();
    expect(creditLimitProblem(0.5)).not.toBeNull();
    expect(creditLimitProblem(Number.MAX_SAFE_INTEGER + 1)).not.toBeNull();
  });
});

describe('a spend on credit', () => {
  it('passes down to minus the limit, not one unit further', () => {
    expect(creditSpendRefused(0, -1_000, 1_000)).toBe(false);
    expect(creditSpendRefused(0, -1_001, 1_000)).toBe(true);
    expect(creditSpendRefused(-600, -400, 1_000)).toBe(false);
    expect(creditSpendRefused(-600, -401, 1_000)).toBe(true);
  });

  it('refuses any spend of a line over a lowered limit, and lets refunds in', () => {
    // Spent 800 under 1,000, then lowered to 500: over its limit, nothing undone.
    expect(creditSpendRefused(-800, -1, 500)).toBe(true);
    expect(creditSpendRefused(-800, 100, 500)).toBe(false);
    expect(creditSpendRefused(-800, 800, 500)).toBe(false);
  });

  it('never lets spends alone take the balance below the limit in force at each', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ spend: fc.integer({ min: 1, max: 900 }) }),
            fc.record({ refund: fc.integer({ min: 1, max: 900 }) }),
            fc.record({ limit: fc.integer({ min: 0, max: 2_000 }) }),
          ),
          { maxLength: 40 },
        ),
        (steps) => {
          let limit = 0;
          let balance = 0;
          for (const step of steps) {
            if ('limit' in step) limit = step.limit;
            else {
              const change = 'spend' in step ? -step.spend : step.refund;
              const lowestBefore = Math.min(balance, 0 - limit);
              if (!creditSpendRefused(balance, change, limit)) balance += change;
              // Spent only within the limit; over it only by a limit lowered since.
              if (change < 0) expect(balance).toBeGreaterThanOrEqual(lowestBefore);
            }
          }
        },
      ),
    );
  });
});
