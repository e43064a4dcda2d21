import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import { creditPartHeldLines, type Line } from './movements';
import {
  penaltySplit,
  refundLines,
  saleCharged,
  saleCharging,
  saleLines,
  type SaleParts,
} from './sale-lines';
import { net, onBooks } from './sale-lines-test-kit';

const codes = (lines: Line[]) => lines.map((l) => [l.account.code, l.amount]);

const base = {
  product: 'flight',
  source: { paidBy: 'payment' },
  currency: 'IRR',
  taxes: 0,
  markup: 0,
  goods: 0,
  discount: 0,
} as const;

describe('a sale split into lines', () => {
  it("gives a traveller's own purchase no agency or GSA line: the fare to the airline", () => {
    // Two adults on IR 4,000,000 each and a service fee of 150,000 each:
    // fare 8,000,000 → IR's payable; fees 300,000 → the brand's service fee revenue;
    // a seat 200,000 → the brand's flight revenue; charged 8,500,000.
    const sale: SaleParts = {
      ...base,
      fares: [{ airline: 'IR', amount: 8_000_000 }],
      serviceFee: 300_000,
      goods: 200_000,
    };
    expect(saleCharged(sale)).toBe(8_500_000);
    const lines = saleLines(sale);
    expect(entryProblem(lines)).toBeNull();
    expect(codes(lines)).toEqual([
      ['purchase_clearing', 8_500_000],
      ['airline_payable:airline:IR', -8_000_000],
      ['revenue:flight:service_fee', -300_000],
      ['revenue:flight', -200_000],
    ]);
    expect(lines.every((l) => ['brand', 'airline'].includes(l.account.party.kind))).toBe(true);
  });

  it("splits an agency's sale with a GSA: commissions out of the fares, each airline its share", () => {
    // Round trip: IR 3,000,000 out, W5 1,000,000 back; taxes 400,000; brand fee 100,000 and
    // markup 50,000; the agency's markup 250,000; a 10,000 discount.
    //   gross   = 3,000,000 + 1,000,000 + 400,000 + 100,000 + 50,000 + 250,000 = 4,800,000
    //   charged = 4,800,000 - 10,000 = 4,790,000
    // Commission: the agency 5 % of the fares = 200,000, the GSA 1 % = 40,000; 240,000 in all,
    // out of the fares by their share: IR 3/4 = 180,000, W5 1/4 = 60,000.
    //   IR payable 3,000,000 - 180,000 = 2,820,000;  W5 payable 1,000,000 - 60,000 = 940,000
    // Credits: 2,820,000 + 940,000 + 400,000 + 100,000 + 50,000 + 250,000 + 200,000 + 40,000
    //        = 4,800,000 = debits 4,790,000 + 10,000.
    const lines = saleLines({
      ...base,
      source: { paidBy: 'wallet', userId: 9 },
      fares: [
        { airline: 'W5', amount: 1_000_000 },
        { airline: 'IR', amount: 3_000_000 },
      ],
      taxes: 400_000,
      serviceFee: 100_000,
      markup: 50_000,
      agency: { id: 4, markup: 250_000, commission: 200_000 },
      gsa: { id: 12, commission: 40_000 },
      discount: 10_000,
    });
    expect(entryProblem(lines)).toBeNull();
    expect(codes(lines)).toEqual([
      ['wallet:user:9', 4_790_000],
      ['discount', 10_000],
      ['airline_payable:airline:IR', -2_820_000],
      ['airline_payable:airline:W5', -940_000],
      ['tax', -400_000],
      ['revenue:flight:service_fee', -100_000],
      ['revenue:flight:markup', -50_000],
      ['agency_payable:agency:4', -250_000],
      ['commission_payable:agency:4', -200_000],
      ['commission_payable:gsa:12', -40_000],
    ]);
    expect(lines.map((l) => l.account.party)).toContainEqual({ kind: 'gsa', id: 12 });
  });

  it("earns a hotel stay's rooms as the brand's, the discount its cost", () => {
    // The stay of the report: rooms 315,700,000, a 10 % code takes 31,570,000 → 284,130,000.
    const lines = saleLines({
      ...base,
      product: 'hotel',
      fares: [],
      serviceFee: 0,
      goods: 315_700_000,
      discount: 31_570_000,
    });
    expect(codes(lines)).toEqual([
      ['purchase_clearing', 284_130_000],
      ['discount', 31_570_000],
      ['revenue:hotel', -315_700_000],
    ]);
  });

  it('refuses a sale of nothing, a discount past the price, commissions past the fares', () => {
    const sale: SaleParts = { ...base, fares: [{ airline: 'IR', amount: 100 }], serviceFee: 0 };
    expect(() => saleLines({ ...sale, discount: 100 })).toThrow(RangeError);
    expect(() => saleLines({ ...sale, discount: 101 })).toThrow(RangeError);
    expect(() => saleLines({ ...sale, gsa: { id: 1, commission: 101 } })).toThrow(RangeError);
    expect(() => saleLines({ ...sale, fares: [{ airline: 'ir', amount: 100 }] })).toThrow(
      RangeError,
    );
  });

  it('converts a sale charged in another currency share by share, to exactly the charge', () => {
    // 1,000,000 IRR of fare and 50,000 IRR of fee, less 50,000 discount = 1,000,000 IRR,
    // charged 2,381 cents: the discount 50,000 × 2,381 / 1,000,000 = 119.05 → 119; the gross
    // 2,381 + 119 = 2,500 shared 1,000,000 : 50,000 → 2,381 (2,380.95) and 119.
    const usd = saleCharging(
      {
        ...base,
        fares: [{ airline: 'IR', amount: 1_000_000 }],
        serviceFee: 50_000,
        discount: 50_000,
      },
      2_381,
      'USD',
    );
    expect(saleCharged(usd)).toBe(2_381);
    expect(codes(saleLines(usd))).toEqual([
      ['purchase_clearing', 2_381],
      ['discount', 119],
      ['airline_payable:airline:IR', -2_381],
      ['revenue:flight:service_fee', -119],
    ]);
  });
});

describe('a refund and its penalty', () => {
  // IR's fare 900, the brand's fee 60 and markup 40, an agency's markup 100 with a commission of
  // 90 out of the fare, a discount of 100: charged 1,000, credits 810 + 60 + 40 + 100 + 90 = 1,100.
  const sold = saleLines({
    ...base,
    fares: [{ airline: 'IR', amount: 900 }],
    serviceFee: 60,
    markup: 40,
    agency: { id: 3, markup: 100, commission: 90 },
    discount: 100,
  });

  it('keeps the penalty split in the same lines as the sale', () => {
    // A penalty of 300 kept of the whole 1,000: 700 goes back, 7/10 of every line.
    //   discount 100 × 7/10 = 70 back; the lines give back 700 + 70 = 770 in their shares:
    //   IR 810 → 567, fee 60 → 42, markup 40 → 28, agency 100 → 70, commission 90 → 63.
    const refund = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: 'card',
      amount: 700,
      penalty: 300,
      currency: 'IRR',
    });
    expect(entryProblem(refund)).toBeNull();
    expect(codes(refund)).toEqual([
      ['purchase_clearing', -700],
      ['discount', -70],
      ['airline_payable:airline:IR', 567],
      ['revenue:flight:service_fee', 42],
      ['revenue:flight:markup', 28],
      ['agency_payable:agency:3', 70],
      ['commission_payable:agency:3', 63],
    ]);
    // What stays is the penalty of 300 in the sale's proportions (3/10 of each line):
    // IR 243, fee 18, markup 12, agency 30, commission 27, less the discount's 30 = 300.
    expect(net([sold, refund])).toEqual({
      purchase_clearing: 300,
      discount: 30,
      'airline_payable:airline:IR': -243,
      'revenue:flight:service_fee': -18,
      'revenue:flight:markup': -12,
      'agency_payable:agency:3': -30,
      'commission_payable:agency:3': -27,
    });
    expect(
      penaltySplit(onBooks(sold, 'flight'), 300).map((l) => [l.account.code, l.amount]),
    ).toEqual([
      ['discount', 30],
      ['airline_payable:airline:IR', -243],
      ['revenue:flight:service_fee', -18],
      ['revenue:flight:markup', -12],
      ['agency_payable:agency:3', -30],
      ['commission_payable:agency:3', -27],
    ]);
  });

  it("gives a sale paid from an agency's credit line back to that line", () => {
    // Sold from the clearing account (where the line's part was held), refunded whole to the
    // line: the clearing account is left as it was before the part was held, the line gets its
    // 1,000 back, and every share of the sale is undone.
    const refund = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: { agencyCredit: 3 },
      amount: 1_000,
      penalty: 0,
      currency: 'IRR',
    });
    expect(entryProblem(refund)).toBeNull();
    expect(refund[0]).toMatchObject({ amount: -1_000 });
    expect(refund[0]?.account.kind).toBe('agency_credit');
    expect(net([sold, refund])).toEqual({
      purchase_clearing: 1_000,
      'agency_credit:agency:3': -1_000,
    });
    // With the part the line gave when the purchase was made, nothing moved at all.
    expect(net([creditPartHeldLines(3, 1_000, 'IRR'), sold, refund])).toEqual({});
  });

  it('gives a refund in shares to the wallet and the card, the other lines as one refund would', () => {
    const one = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: 'card',
      amount: 700,
      penalty: 300,
      currency: 'IRR',
    });
    const both = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: [
        { to: { wallet: 5 }, amount: 210 },
        { to: 'card', amount: 490 },
      ],
      amount: 700,
      penalty: 300,
      currency: 'IRR',
    });
    expect(entryProblem(both)).toBeNull();
    expect(codes(both).slice(0, 2)).toEqual([
      ['wallet:user:5', -210],
      ['purchase_clearing', -490],
    ]);
    expect(codes(both).slice(2)).toEqual(codes(one).slice(1));
    // A share of nothing leaves no line; shares must add up to the refund, each place once.
    const cardOnly = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: [
        { to: { wallet: 5 }, amount: 0 },
        { to: 'card', amount: 700 },
      ],
      amount: 700,
      penalty: 300,
      currency: 'IRR',
    });
    expect(codes(cardOnly)).toEqual(codes(one));
    const refund = (to: Parameters<typeof refundLines>[1]['to']) => () =>
      refundLines(onBooks(sold, 'flight'), {
        product: 'flight',
        to,
        amount: 700,
        penalty: 300,
        currency: 'IRR',
      });
    expect(refund([{ to: 'card', amount: 600 }])).toThrow(RangeError);
    expect(
      refund([
        { to: 'card', amount: 350 },
        { to: 'card', amount: 350 },
      ]),
    ).toThrow(RangeError);
  });

  it('in three parts takes exactly the sale back, every account at zero', () => {
    // 333 + 333 + 334 = 1,000: the running totals round to each line's whole amount at the end.
    const first = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: { wallet: 5 },
      amount: 333,
      penalty: 0,
      currency: 'IRR',
    });
    // Discount 100 × 333/1,000 = 33.3 → 33; lines give back 333 + 33 = 366 shared by
    // 810 : 60 : 40 : 100 : 90 (of 1,100): running totals 366 × 810/1,100 = 269.51 → 270,
    // × 870/1,100 = 289.47 → 289 (19), × 910/1,100 = 302.78 → 303 (14), × 1,010/1,100 =
    // 336.05 → 336 (33), 366 (30).
    expect(codes(first)).toEqual([
      ['wallet:user:5', -333],
      ['discount', -33],
      ['airline_payable:airline:IR', 270],
      ['revenue:flight:service_fee', 19],
      ['revenue:flight:markup', 14],
      ['agency_payable:agency:3', 33],
      ['commission_payable:agency:3', 30],
    ]);
    const second = refundLines(onBooks(sold, 'flight', [first]), {
      product: 'flight',
      to: { wallet: 5 },
      amount: 333,
      penalty: 0,
      currency: 'IRR',
    });
    const third = refundLines(onBooks(sold, 'flight', [first, second]), {
      product: 'flight',
      to: { wallet: 5 },
      amount: 334,
      penalty: 0,
      currency: 'IRR',
    });
    for (const e of [first, second, third]) expect(entryProblem(e)).toBeNull();
    expect(net([sold, first, second, third])).toEqual({
      'wallet:user:5': -1_000,
      purchase_clearing: 1_000,
    });
  });

  it('takes a refund of a sale not on the books, or beyond it, from the revenue', () => {
    expect(
      codes(
        refundLines(undefined, {
          product: 'flight',
          to: { wallet: 7 },
          amount: 400,
          penalty: 0,
          currency: 'USD',
        }),
      ),
    ).toEqual([
      ['wallet:user:7', -400],
      ['revenue:flight', 400],
    ]);
    const all = refundLines(onBooks(sold, 'flight'), {
      product: 'flight',
      to: 'card',
      amount: 1_001,
      penalty: 0,
      currency: 'IRR',
    });
    expect(entryProblem(all)).toBeNull();
    expect(net([sold, all])).toEqual({ purchase_clearing: -1, 'revenue:flight': 1 });
  });

  it('gives back a sale posted before the split (one revenue line) as it always did', () => {
    // Charged 900 after a 100 discount, all revenue: 300 back takes 33 of the discount (the
    // rule of decision 009) and 333 of revenue.
    const old = onBooks(
      [
        {
          account: {
            code: 'purchase_clearing',
            kind: 'purchase_clearing',
            normalSide: 'credit',
            floor: null,
            party: { kind: 'brand' },
          },
          amount: 900,
          currency: 'IRR',
        },
        {
          account: {
            code: 'discount',
            kind: 'discount',
            normalSide: 'debit',
            floor: null,
            party: { kind: 'brand' },
          },
          amount: 100,
          currency: 'IRR',
        },
        {
          account: {
            code: 'revenue:flight',
            kind: 'revenue',
            normalSide: 'credit',
            floor: null,
            party: { kind: 'brand' },
          },
          amount: -1_000,
          currency: 'IRR',
        },
      ],
      'flight',
    );
    expect(
      codes(
        refundLines(old, {
          product: 'flight',
          to: 'card',
          amount: 300,
          penalty: 600,
          currency: 'IRR',
        }),
      ),
    ).toEqual([
      ['purchase_clearing', -300],
      ['discount', -33],
      ['revenue:flight', 333],
    ]);
  });
});
