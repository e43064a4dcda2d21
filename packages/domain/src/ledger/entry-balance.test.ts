import { describe, expect, it } from 'vitest';
import { entryProblem, imbalances } from './entry-balance';
import { isMoney, ledgerUnits, nonMoneyUnits } from './units';

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

describe('a unit other than money', () => {
  it('balances per unit as per currency, and is never an ISO 4217 code', () => {
    // 1,200 miles to a member against the brand's issued miles, in the same entry as money.
    expect(
      entryProblem([
        { amount: 1_200, currency: 'MILE' },
        { amount: -1_200, currency: 'MILE' },
        { amount: 500, currency: 'IRR' },
        { amount: -500, currency: 'IRR' },
      ]),
    ).toBeNull();
    // Miles never pay for rials.
    expect(
      entryProblem([
        { amount: 1_200, currency: 'MILE' },
        { amount: -1_200, currency: 'IRR' },
      ]),
    ).toBe('postings do not balance: 1200 MILE, -1200 IRR');
    for (const unit of nonMoneyUnits) expect(unit).not.toMatch(/^[A-Z]{3}$/);
    expect(ledgerUnits).toEqual(['IRR', 'USD', 'KWD', 'MILE']);
    expect(isMoney('MILE')).toBe(false);
    expect(isMoney('KWD')).toBe(true);
  });
});
