import { describe, expect, it } from 'vitest';
import { entryProblem, imbalances } from './entry-balance';

describe('whether postings balance', () => {
  it('takes postings that sum to zero in each currency', () => {
    const postings = [
      { amount: 1_000, currency: 'IRR' as const },
      { amount: -600, currency: 'IRR' as const },
      { amount: -400, currency: 'IRR' as const },
      { amount: 250, currency: 'USD' as const },
      { amount: -250, currency: 'USD' as const },
    ];
    expect(imbalances(postings)).toEqual([]);
    expect(entryProblem(postings)).toBeNull();
  });

  it('names each currency that does not balance, even when the totals would cancel out', () => {
    const postings = [
      { amount: 100, currency: 'IRR' as const },
      { amount: -100, currency: 'USD' as const },
    ];
    expect(imbalances(postings)).toEqual([
      { currency: 'IRR', sum: 100n },
      { currency: 'USD', sum: -100n },
    ]);
    expect(entryProblem(postings)).toMatch(/do not balance: 100 IRR, -100 USD/);
  });

  it('sums beyond the safe integers exactly', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      imbalances([
        { amount: big, currency: 'IRR' },
        { amount: big, currency: 'IRR' },
        { amount: -big, currency: 'IRR' },
        { amount: -big, currency: 'IRR' },
        { amount: 1, currency: 'IRR' },
      ]),
    ).toEqual([{ currency: 'IRR', sum: 1n }]);
  });

  it('refuses fewer than two postings and zero or fractional amounts', () => {
    expect(entryProblem([])).toMatch(/two postings/);
    expect(entryProblem([{ amount: 5, currency: 'IRR' }])).toMatch(/two postings/);
    expect(
      entryProblem([
        { amount: 0, currency: 'IRR' },
        { amount: 0, currency: 'IRR' },
      ]),
    ).toMatch(/non-zero/);
    expect(
      entryProblem([
        { amount: 0.5, currency: 'USD' },
        { amount: -0.5, currency: 'USD' },
      ]),
    ).toMatch(/whole/);
  });
});
