import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut } from './share-out';

describe('shareOut', () => {
  it('shares by the rounded running total', () => {
    expect(shareOut(900, [300, 700])).toEqual([270, 630]);
    expect(shareOut(1, [300, 700])).toEqual([0, 1]);
    // 5 of 1:2 is 1.67 and 3.33.
    expect(shareOut(5, [1, 2])).toEqual([2, 3]);
    // 10 of 1:1:1: the running totals 3.33, 6.67 and 10 round to 3, 7 and 10.
    expect(shareOut(10, [1, 1, 1])).toEqual([3, 4, 3]);
    expect(shareOut(3, [2, 4])).toEqual([1, 2]);
  });

  it('gives a unit at an exact half to the earlier weight, whichever is larger', () => {
    expect(shareOut(1, [5, 5])).toEqual([1, 0]);
    // 2 of 1:3 is 0.5 and 1.5.
    expect(shareOut(2, [1, 3])).toEqual([1, 1]);
    expect(shareOut(2, [3, 1])).toEqual([2, 0]);
  });

  it('shares nothing over nothing, and refuses to share something over nothing', () => {
    expect(shareOut(0, [0, 0])).toEqual([0, 0]);
    expect(() => shareOut(1, [0, 0])).toThrow(RangeError);
    expect(() => shareOut(0.5, [1])).toThrow(RangeError);
    expect(() => shareOut(1, [-1, 2])).toThrow(RangeError);
  });

  const weightsArb = fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), {
    minLength: 1,
    maxLength: 8,
  });

  it('shares out exactly, each share within a unit of its exact part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), weightsArb, (total, weights) => {
        const sum = weights.reduce((s, w) => s + w, 0);
        fc.pre(sum > 0);
        const shares = shareOut(total, weights);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(Math.abs(share - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
        });
      }),
    );
  });

  it('gives no share above its weight, and the weights back when their sum is shared', () => {
    fc.assert(
      fc.property(weightsArb, fc.double({ min: 0, max: 1, noNaN: true }), (weights, part) => {
        const sum = weights.reduce((s, w) => s + w, 0);
        fc.pre(sum > 0);
        expect(shareOut(sum, weights)).toEqual(weights);
        const shares = shareOut(Math.floor(sum * part), weights);
        shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i] ?? 0));
      }),
    );
  });
});
