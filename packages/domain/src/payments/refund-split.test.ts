import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut } from '../money/share-out';
import {
  destinationOfSplit,
  refundDestinationFor,
  refundSplit,
  type BySource,
} from './refund-split';

const none: BySource = { wallet: 0, card: 0 };

describe('refundSplit', () => {
  it('splits a stay paid 30 % from the wallet and 70 % by card, cancelled with a penalty', () => {
    const paid = { wallet: 12_300_000, card: 28_700_000 };
    expect(refundSplit({ paid, back: none, amount: 36_900_000 })).toEqual({
      wallet: 11_070_000,
      card: 25_830_000,
    });
  });

  it('gives each source exactly what it gave on a full refund', () => {
    const paid = { wallet: 333, card: 667 };
    expect(refundSplit({ paid, back: none, amount: 1000 })).toEqual(paid);
  });

  it('counts refunds in parts on the running total and ends at what each gave', () => {
    const paid = { wallet: 1, card: 2 };
    const first = refundSplit({ paid, back: none, amount: 1 });
    expect(first).toEqual({ wallet: 0, card: 1 });
    const second = refundSplit({ paid, back: first, amount: 1 });
    expect(second).toEqual({ wallet: 1, card: 0 });
    const third = refundSplit({ paid, back: { wallet: 1, card: 1 }, amount: 1 });
    expect(third).toEqual({ wallet: 0, card: 1 });
  });

  it('gives the unit at an exact half to the wallet, even when the card paid more', () => {
    // 2 of 1:3 is 0.5 and 1.5.
    expect(refundSplit({ paid: { wallet: 1, card: 3 }, back: none, amount: 2 })).toEqual({
      wallet: 1,
      card: 1,
    });
    expect(refundSplit({ paid: { wallet: 5, card: 5 }, back: none, amount: 1 })).toEqual({
      wallet: 1,
      card: 0,
    });
  });

  it('keeps a card-only or wallet-only purchase to its one source', () => {
    expect(refundSplit({ paid: { wallet: 0, card: 500 }, back: none, amount: 200 })).toEqual({
      wallet: 0,
      card: 200,
    });
    expect(refundSplit({ paid: { wallet: 500, card: 0 }, back: none, amount: 200 })).toEqual({
      wallet: 200,
      card: 0,
    });
  });

  it('gives the card only what it has room for when an older rule sent earlier refunds to the wallet', () => {
    // 50 went all to the wallet before; the card can still take 70, the wallet nothing.
    const paid = { wallet: 30, card: 70 };
    expect(refundSplit({ paid, back: { wallet: 50, card: 0 }, amount: 50 })).toEqual({
      wallet: 0,
      card: 50,
    });
    // The card took everything it paid before: the rest can only go to the wallet.
    expect(refundSplit({ paid, back: { wallet: 0, card: 70 }, amount: 20 })).toEqual({
      wallet: 20,
      card: 0,
    });
  });

  it('sends what is beyond everything paid to the wallet, never to the card', () => {
    expect(refundSplit({ paid: { wallet: 1, card: 1 }, back: none, amount: 5 })).toEqual({
      wallet: 4,
      card: 1,
    });
  });

  it('refuses amounts that are not whole', () => {
    expect(() => refundSplit({ paid: { wallet: 1, card: 1 }, back: none, amount: 0.5 })).toThrow(
      RangeError,
    );
    expect(() => refundSplit({ paid: { wallet: -1, card: 1 }, back: none, amount: 1 })).toThrow(
      RangeError,
    );
  });

  it('names where a split went', () => {
    expect(destinationOfSplit({ wallet: 1, card: 2 })).toBe('wallet+card');
    expect(destinationOfSplit({ wallet: 0, card: 2 })).toBe('card');
    expect(destinationOfSplit({ wallet: 3, card: 0 })).toBe('wallet');
  });

  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const paidArb = fc.record({ wallet: amount, card: amount }).filter((p) => p.wallet + p.card > 0);

  it('adds up to the refund exactly and never gives a source more than it has left', () => {
    fc.assert(
      fc.property(paidArb, amount, amount, amount, (paid, backWallet, backCard, asked) => {
        const back = { wallet: backWallet % (paid.wallet + 1), card: backCard % (paid.card + 1) };
        const room = paid.wallet - back.wallet + paid.card - back.card;
        const refund = room === 0 ? 0 : asked % (room + 1);
        const split = refundSplit({ paid, back, amount: refund });
        expect(split.wallet + split.card).toBe(refund);
        expect(split.wallet).toBeGreaterThanOrEqual(0);
        expect(split.card).toBeGreaterThanOrEqual(0);
        expect(split.wallet).toBeLessThanOrEqual(paid.wallet - back.wallet);
        expect(split.card).toBeLessThanOrEqual(paid.card - back.card);
      }),
    );
  });

  it('never gives the card more than it paid, whatever is asked', () => {
    fc.assert(
      fc.property(paidArb, amount, amount, amount, (paid, backWallet, backCard, refund) => {
        const split = refundSplit({
          paid,
          back: { wallet: backWallet, card: backCard },
          amount: refund,
        });
        expect(split.wallet + split.card).toBe(refund);
        expect(split.card).toBeLessThanOrEqual(Math.max(0, paid.card - backCard));
      }),
    );
  });

  it('keeps each source within its share when refunded ticket by ticket, and exact at the end', () => {
    fc.assert(
      fc.property(
        paidArb,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (paid, weights, whole) => {
          const total = paid.wallet + paid.card;
          // Refunds in parts, in the proportions of `weights`, adding up to all or part of it.
          const given = whole ? total : Math.floor(total / 2);
          const refunds = shareOut(given, weights);
          const back = { wallet: 0, card: 0 };
          for (const refund of refunds) {
            const split = refundSplit({ paid, back, amount: refund });
            expect(split.wallet + split.card).toBe(refund);
            back.wallet += split.wallet;
            back.card += split.card;
            expect(back.wallet).toBeLessThanOrEqual(paid.wallet);
            expect(back.card).toBeLessThanOrEqual(paid.card);
            // On the running total, each source is within one unit of its exact share.
            const sofar = back.wallet + back.card;
            expect(Math.abs(back.wallet * total - sofar * paid.wallet)).toBeLessThan(total);
          }
          if (whole) expect(back).toEqual(paid);
        },
      ),
    );
  });
});

describe('refundDestinationFor', () => {
  const paid = {
    charged: 1000,
    creditPart: 0,
    walletPart: 0,
    byCard: true,
    customer: true,
    walletInChargedCurrency: true,
  };

  it('sends it to the credit line that paid the whole charge', () => {
    expect(refundDestinationFor({ ...paid, creditPart: 1000, byCard: false })).toBe('credit');
    expect(refundDestinationFor({ ...paid, creditPart: 400, customer: false })).toBe('card');
  });

  it('splits it between the wallet and the card when each paid a part', () => {
    expect(refundDestinationFor({ ...paid, walletPart: 300 })).toBe('wallet+card');
    expect(refundDestinationFor({ ...paid, walletPart: 1000, byCard: false })).toBe('wallet');
  });

  it("sends a customer's to the wallet kept in the currency charged, or when no card paid", () => {
    expect(refundDestinationFor(paid)).toBe('wallet');
    expect(refundDestinationFor({ ...paid, walletInChargedCurrency: false })).toBe('card');
    expect(refundDestinationFor({ ...paid, walletInChargedCurrency: false, byCard: false })).toBe(
      'wallet',
    );
  });

  it("sends a guest's or an agent's to the card", () => {
    expect(refundDestinationFor({ ...paid, customer: false })).toBe('card');
  });
});
