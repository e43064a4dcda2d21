import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import {
  creditPartHeldLines,
  creditPartReleasedLines,
  entryKinds,
  entryKindsOfMove,
  openingWalletLines,
  paymentReturnedLines,
  paymentSettledLines,
  statementMoveOf,
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
      creditPartHeldLines(3, 800, 'USD'),
      creditPartReleasedLines(3, 800, 'USD'),
    ];
    for (const lines of all) expect(entryProblem(lines)).toBeNull();
  });

  it('meet a purchase in the clearing account: the bank on one side', () => {
    expect(codes(paymentSettledLines('sandbox', 1000, 'IRR'))).toEqual([
      ['bank_clearing:sandbox', 1000],
      ['purchase_clearing', -1000],
    ]);
  });

  it("spend an agency's credit line into the clearing account, and give exactly that back", () => {
    expect(codes(creditPartHeldLines(3, 800, 'USD'))).toEqual([
      ['agency_credit:agency:3', 800],
      ['purchase_clearing', -800],
    ]);
    expect(codes(creditPartReleasedLines(3, 800, 'USD'))).toEqual([
      ['purchase_clearing', 800],
      ['agency_credit:agency:3', -800],
    ]);
    expect(creditPartHeldLines(3, 800, 'USD')[0]?.account.kind).toBe('agency_credit');
    expect(() => creditPartHeldLines(3, 0, 'USD')).toThrow(RangeError);
    expect(() => creditPartReleasedLines(3, -5, 'USD')).toThrow(RangeError);
  });

  it('refuse an amount that is not a positive whole number', () => {
    expect(() => topupLines(7, 0, 'USD')).toThrow(RangeError);
    expect(() => paymentSettledLines('sandbox', 1.5, 'USD')).toThrow(RangeError);
  });
});

describe('statementMoveOf', () => {
  it('calls a wallet part of a purchase a payment and its return a refund, as a sale and a refund', () => {
    expect(statementMoveOf(entryKinds.sale)).toBe('payment');
    expect(statementMoveOf(entryKinds.walletPartHeld)).toBe('payment');
    expect(statementMoveOf(entryKinds.refund)).toBe('refund');
    expect(statementMoveOf(entryKinds.walletPartReleased)).toBe('refund');
    expect(statementMoveOf(entryKinds.creditPartHeld)).toBe('payment');
    expect(statementMoveOf(entryKinds.creditPartReleased)).toBe('refund');
    expect(statementMoveOf(entryKinds.transferOwedBack)).toBe('refund');
    expect(statementMoveOf(entryKinds.topup)).toBe('topup');
    expect(statementMoveOf(entryKinds.opening)).toBe('adjustment');
    expect(statementMoveOf('anything else')).toBe('adjustment');
  });

  it('filters by a move with exactly the kinds it calls so', () => {
    expect(entryKindsOfMove('payment').sort()).toEqual(
      [entryKinds.sale, entryKinds.walletPartHeld, entryKinds.creditPartHeld].sort(),
    );
    expect(entryKindsOfMove('refund').sort()).toEqual(
      [
        entryKinds.refund,
        entryKinds.walletPartReleased,
        entryKinds.creditPartReleased,
        entryKinds.transferOwedBack,
      ].sort(),
    );
  });
});
