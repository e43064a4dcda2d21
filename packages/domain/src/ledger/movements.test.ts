import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import {
  openingWalletLines,
  paymentReturnedLines,
  paymentSettledLines,
  discountReversal,
  refundLines,
  saleLines,
  topupLines,
  type Line,
} from './movements';

const codes = (lines: Line[]) => lines.map((l) => [l.account.code, l.amount]);

describe('money movements', () => {
  it('balance every entry they make', () => {
    const all: Line[][] = [
      paymentSettledLines('sandbox', 1000, 'IRR'),
      paymentReturnedLines('sandbox', 1000, 'IRR'),
      saleLines({
        product: 'flight',
        source: { paidBy: 'payment' },
        charged: 900,
        discount: 100,
        currency: 'IRR',
      }),
      saleLines({
        product: 'flight',
        source: { paidBy: 'wallet', userId: 7 },
        charged: 900,
        discount: 0,
        currency: 'USD',
      }),
      topupLines(7, 500, 'USD'),
      refundLines({ product: 'flight', to: { wallet: 7 }, amount: 400, currency: 'USD' }),
      refundLines({ product: 'services', to: 'card', amount: 400, currency: 'IRR' }),
      openingWalletLines(7, 300, 'IRR'),
    ];
    for (const lines of all) expect(entryProblem(lines)).toBeNull();
  });

  it('meet a purchase in the clearing account: the bank on one side, revenue on the other', () => {
    expect(codes(paymentSettledLines('sandbox', 1000, 'IRR'))).toEqual([
      ['bank_clearing:sandbox', 1000],
      ['purchase_clearing', -1000],
    ]);
    expect(
      codes(
        saleLines({
          product: 'flight',
          source: { paidBy: 'payment' },
          charged: 900,
          discount: 100,
          currency: 'IRR',
        }),
      ),
    ).toEqual([
      ['purchase_clearing', 900],
      ['discount', 100],
      ['revenue:flight', -1000],
    ]);
  });

  it('take a wallet payment from the wallet and give a refund back to it', () => {
    expect(
      codes(
        saleLines({
          product: 'flight',
          source: { paidBy: 'wallet', userId: 7 },
          charged: 900,
          discount: 0,
          currency: 'USD',
        }),
      ),
    ).toEqual([
      ['wallet:user:7', 900],
      ['revenue:flight', -900],
    ]);
    expect(
      codes(refundLines({ product: 'flight', to: { wallet: 7 }, amount: 400, currency: 'USD' })),
    ).toEqual([
      ['revenue:flight', 400],
      ['wallet:user:7', -400],
    ]);
  });

  describe('a discounted sale refunded', () => {
    const net = (entries: Line[][]) => {
      const by = new Map<string, number>();
      for (const l of entries.flat())
        by.set(l.account.code, (by.get(l.account.code) ?? 0) + l.amount);
      return Object.fromEntries(by);
    };
    // The stay of the report: 31,570,000 discount on a sale charged 284,130,000 (a 10% code).
    const sold = saleLines({
      product: 'hotel',
      source: { paidBy: 'wallet', userId: 7 },
      charged: 284_130_000,
      discount: 31_570_000,
      currency: 'IRR',
    });

    it('in full nets every account to zero, the discount taken back with the revenue', () => {
      const refund = refundLines({
        product: 'hotel',
        to: { wallet: 7 },
        amount: 284_130_000,
        currency: 'IRR',
        sale: { charged: 284_130_000, discount: 31_570_000, refunded: 0, discountReversed: 0 },
      });
      expect(entryProblem(refund)).toBeNull();
      expect(codes(refund)).toEqual([
        ['revenue:hotel', 315_700_000],
        ['discount', -31_570_000],
        ['wallet:user:7', -284_130_000],
      ]);
      expect(net([sold, refund])).toEqual({ 'wallet:user:7': 0, discount: 0, 'revenue:hotel': 0 });
    });

    it('in part takes back the discount in the same proportion (a flight refunded in three parts)', () => {
      // Charged 900 after a 100 discount: refunds of 300, 300 and 300 take back 33, 34 and 33.
      const sale = { charged: 900, discount: 100, refunded: 0, discountReversed: 0 };
      const soldFlight = saleLines({
        product: 'flight',
        source: { paidBy: 'payment' },
        ...sale,
        currency: 'IRR',
      });
      const first = refundLines({
        product: 'flight',
        to: 'card',
        amount: 300,
        currency: 'IRR',
        sale,
      });
      expect(codes(first)).toEqual([
        ['revenue:flight', 333],
        ['discount', -33],
        ['purchase_clearing', -300],
      ]);
      const second = refundLines({
        product: 'flight',
        to: 'card',
        amount: 300,
        currency: 'IRR',
        sale: { ...sale, refunded: 300, discountReversed: 33 },
      });
      expect(codes(second)[1]).toEqual(['discount', -34]);
      const third = refundLines({
        product: 'flight',
        to: 'card',
        amount: 300,
        currency: 'IRR',
        sale: { ...sale, refunded: 600, discountReversed: 67 },
      });
      expect(codes(third)[1]).toEqual(['discount', -33]);
      for (const e of [first, second, third]) expect(entryProblem(e)).toBeNull();
      expect(net([soldFlight, first, second, third])).toEqual({
        purchase_clearing: 0,
        discount: 0,
        'revenue:flight': 0,
      });
    });

    it("with a penalty kept leaves the penalty's share of the discount on the books", () => {
      // Half of 900 given back: half of the 100 discount back, the other half stays a cost of
      // the 450 kept (earned 500, discount 50).
      const sale = { charged: 900, discount: 100, refunded: 0, discountReversed: 0 };
      expect(discountReversal(sale, 450)).toBe(50);
      expect(discountReversal(sale, 900)).toBe(100);
      expect(discountReversal({ ...sale, refunded: 900, discountReversed: 100 }, 1)).toBe(0);
      expect(discountReversal({ ...sale, discount: 0 }, 450)).toBe(0);
      expect(discountReversal(undefined, 450)).toBe(0);
    });
  });

  it('refuse an amount that is not a positive whole number', () => {
    expect(() => topupLines(7, 0, 'USD')).toThrow(RangeError);
    expect(() => paymentSettledLines('sandbox', 1.5, 'USD')).toThrow(RangeError);
  });
});
