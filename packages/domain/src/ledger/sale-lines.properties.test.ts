import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblem } from './entry-balance';
import type { Line } from './movements';
import { shareOut } from '../money/share-out';
import { refundLines, saleCharged, saleLines, saleSourceKinds, type SaleParts } from './sale-lines';
import { net, onBooks } from './sale-lines-test-kit';

// Properties of the sale and refund lines over generated sales (fast-check): whatever the parts,
// the books balance and no account ends with money it was not owed.

describe('the rules never make money', () => {
  const amount = (max: number) => fc.integer({ min: 0, max });
  const saleArb = fc
    .record({
      fares: fc.array(
        fc.record({ airline: fc.constantFrom('IR', 'W5', 'EP', 'TK'), amount: amount(50_000_000) }),
        { maxLength: 4 },
      ),
      taxes: amount(5_000_000),
      serviceFee: amount(1_000_000),
      markup: amount(1_000_000),
      goods: amount(9_000_000),
      agency: fc.option(
        fc.record({
          id: fc.integer({ min: 1, max: 9 }),
          markup: amount(2_000_000),
          rate: fc.integer({ min: 0, max: 1_500 }),
        }),
        { nil: undefined },
      ),
      gsa: fc.option(
        fc.record({ id: fc.integer({ min: 1, max: 9 }), rate: fc.integer({ min: 0, max: 500 }) }),
        { nil: undefined },
      ),
      discountShare: fc.integer({ min: 0, max: 1_000 }),
      wallet: fc.boolean(),
    })
    .map((r): SaleParts => {
      const fareTotal = r.fares.reduce((s, f) => s + f.amount, 0);
      const sale: SaleParts = {
        product: 'flight',
        source: r.wallet ? { paidBy: 'wallet', userId: 3 } : { paidBy: 'payment' },
        currency: 'IRR',
        fares: r.fares,
        taxes: r.taxes,
        serviceFee: r.serviceFee,
        markup: r.markup,
        goods: r.goods,
        agency: r.agency && {
          id: r.agency.id,
          markup: r.agency.markup,
          commission: Math.floor((fareTotal * r.agency.rate) / 10_000),
        },
        gsa: r.gsa && { id: r.gsa.id, commission: Math.floor((fareTotal * r.gsa.rate) / 10_000) },
        discount: 0,
      };
      const gross = saleCharged(sale);
      return { ...sale, discount: Math.floor((Math.max(0, gross - 1) * r.discountShare) / 1_000) };
    })
    .filter((sale) => saleCharged(sale) > 0);

  it('a sale balances, takes only what is charged, and owes each party no more than its share', () => {
    fc.assert(
      fc.property(saleArb, (sale) => {
        const lines = saleLines(sale);
        expect(entryProblem(lines)).toBeNull();
        const debits = lines.filter((l) => l.amount > 0);
        // Money comes only from the buyer's source and the brand's discount.
        for (const l of debits) expect([...saleSourceKinds, 'discount']).toContain(l.account.kind);
        expect(debits.reduce((s, l) => s + l.amount, 0)).toBe(saleCharged(sale) + sale.discount);
        // The airlines together get their fares less the commissions, never more.
        const fares = sale.fares.reduce((s, f) => s + f.amount, 0);
        const airlines = lines.filter((l) => l.account.kind === 'airline_payable');
        const commission = (sale.agency?.commission ?? 0) + (sale.gsa?.commission ?? 0);
        expect(0 - airlines.reduce((s, l) => s + l.amount, 0)).toBe(fares - commission);
      }),
    );
  });

  it('refunds in any parts balance, keep every line between zero and its sale, and end at zero', () => {
    fc.assert(
      fc.property(
        saleArb,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 5 }),
        (sale, parts) => {
          const sold = saleLines(sale);
          const charged = saleCharged(sale);
          const amounts = shareOut(charged, parts);
          const refunds: Line[][] = [];
          for (const a of amounts.filter((x) => x > 0)) {
            const refund = refundLines(onBooks(sold, 'flight', refunds), {
              product: 'flight',
              to: 'card',
              amount: a,
              penalty: 0,
              currency: 'IRR',
            });
            expect(entryProblem(refund)).toBeNull();
            refunds.push(refund);
            for (const line of sold.filter((l) => !saleSourceKinds.includes(l.account.kind))) {
              const left = net([
                [line],
                ...refunds.map((r) => r.filter((l) => l.account.code === line.account.code)),
              ]);
              const rest = left[line.account.code] ?? 0;
              // Never past zero, never beyond what the sale put there.
              expect(Math.sign(rest) === 0 || Math.sign(rest) === Math.sign(line.amount)).toBe(
                true,
              );
              expect(Math.abs(rest)).toBeLessThanOrEqual(Math.abs(line.amount));
            }
          }
          const left = net([sold, ...refunds]);
          const sourceCode = sold[0]?.account.code ?? '';
          if (sourceCode !== 'purchase_clearing') {
            expect(left).toEqual({ [sourceCode]: charged, purchase_clearing: 0 - charged });
          } else expect(left).toEqual({});
        },
      ),
    );
  });
});
