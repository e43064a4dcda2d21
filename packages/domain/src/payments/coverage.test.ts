import { describe, expect, it } from 'vitest';
import { paidVerdict } from './coverage';

describe('whether a purchase is paid', () => {
  it('adds a wallet part held and a card settling now up to what a booking owes', () => {
    // 10,000,000 from the wallet, 27,310,000 by card: 37,310,000 owed.
    expect(
      paidVerdict({ owes: 37_310_000, addsUp: true, covered: 10_000_000, settling: 27_310_000 }),
    ).toEqual({ paid: true, excess: 0 });
  });

  it('is not paid while the parts fall short, and gives back what they bring beyond', () => {
    expect(paidVerdict({ owes: 1_000, addsUp: true, covered: 400, settling: 500 })).toEqual({
      paid: false,
      excess: 0,
    });
    // An invoice of 1,000 paid by transfers of 600 and 700: 300 goes back.
    expect(paidVerdict({ owes: 1_000, addsUp: true, covered: 600, settling: 700 })).toEqual({
      paid: true,
      excess: 300,
    });
  });

  it('counts what already covers a purchase when no payment is settling', () => {
    expect(paidVerdict({ owes: 1_000, addsUp: true, covered: 1_000, settling: null })).toEqual({
      paid: true,
      excess: 0,
    });
    expect(paidVerdict({ owes: 1_000, addsUp: true, covered: 999, settling: null }).paid).toBe(
      false,
    );
  });

  it('pays a kind whose payments do not add up only by one payment of exactly what it owes', () => {
    expect(paidVerdict({ owes: 500, addsUp: false, covered: 0, settling: 500 })).toEqual({
      paid: true,
      excess: 0,
    });
    expect(paidVerdict({ owes: 500, addsUp: false, covered: 0, settling: 600 }).paid).toBe(false);
    expect(paidVerdict({ owes: 500, addsUp: false, covered: 0, settling: 400 }).paid).toBe(false);
    expect(paidVerdict({ owes: 500, addsUp: false, covered: 500, settling: null }).paid).toBe(
      false,
    );
  });
});
