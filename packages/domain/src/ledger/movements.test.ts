import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import {
  openingWalletLines,
  paymentReturnedLines,
  paymentSettledLines,
  topupLines,
  type Line,
} from './movements';

const codes = (lines: Line[]) => lines.map((l) => [l.account.code, l.amount]);

describe('money movements', () => {
  it('balance every entry they make', () => {
    const all: Line[][] = [
      paymentSettledLines('sandbox', 1000, 'IRR'),
      paymentReturnedLines('sandbox', 1000, 'IRR'),
      topupLines(7, 500, 'USD'),
      openingWalletLines(7, 300, 'IRR'),
    ];
    for (const lines of all) expect(entryProblem(lines)).toBeNull();
  });

  it('meet a purchase in the clearing account: the bank on one side', () => {
    expect(codes(paymentSettledLines('sandbox', 1000, 'IRR'))).toEqual([
      ['bank_clearing:sandbox', 1000],
      ['purchase_clearing', -1000],
    ]);
  });

  it('refuse an amount that is not a positive whole number', () => {
    expect(() => topupLines(7, 0, 'USD')).toThrow(RangeError);
    expect(() => paymentSettledLines('sandbox', 1.5, 'USD')).toThrow(RangeError);
  });
});
