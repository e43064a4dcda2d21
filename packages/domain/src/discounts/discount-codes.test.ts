import { describe, expect, it } from 'vitest';
import { discountOn, discountVerdict, type DiscountCode } from './discount-codes';

const now = new Date('2030-01-01T10:00:00Z');
const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  percent: 10,
  amount: null,
  currency: null,
  validFrom: new Date('2029-12-01T00:00:00Z'),
  validUntil: new Date('2030-02-01T00:00:00Z'),
  used: 0,
  maxUses: 10,
  routes: null,
  products: null,
  ...overrides,
});
const flight = { product: 'flight', route: 'THRC-MHD' } as const;
const hotel = { product: 'hotel' } as const;
const rial = (amount: number) => ({ amount, currency: 'IRR' as const });

describe('what a discount code takes off', () => {
  it('takes percent codes off the price and amount codes only in their currency', () => {
    expect(discountOn({ percent: 10, amount: null, currency: null }, 87_000_005, 'IRR')).toBe(
      8_700_000,
    );
    expect(discountOn({ percent: null, amount: 500, currency: 'USD' }, 20_000, 'USD')).toBe(500);
    expect(discountOn({ percent: null, amount: 500, currency: 'USD' }, 300, 'USD')).toBe(300);
    expect(discountOn({ percent: null, amount: 500, currency: 'USD' }, 20_000, 'IRR')).toBeNull();
  });
});

describe('whether a discount code applies', () => {
  it('takes a code of every product off flights and hotel stays alike', () => {
    expect(discountVerdict(code(), flight, rial(1_000_005), now)).toEqual({
      ok: true,
      discount: 100_000,
    });
    expect(discountVerdict(code(), hotel, rial(1_000_005), now)).toEqual({
      ok: true,
      discount: 100_000,
    });
  });

  it('refuses an unknown, not yet begun, expired or used-up code for the reason', () => {
    const verdict = (c: DiscountCode | undefined) => discountVerdict(c, hotel, rial(100), now);
    expect(verdict(undefined)).toEqual({ ok: false, reason: 'discountInvalid' });
    expect(verdict(code({ validFrom: new Date('2030-01-01T10:00:01Z') }))).toEqual({
      ok: false,
      reason: 'discountInvalid',
    });
    expect(verdict(code({ validUntil: now }))).toEqual({ ok: false, reason: 'discountExpired' });
    expect(verdict(code({ used: 10 }))).toEqual({ ok: false, reason: 'discountUsedUp' });
  });

  it('keeps a code to the products it names', () => {
    const flightsOnly = code({ products: ['flight'] });
    const staysOnly = code({ products: ['hotel'] });
    expect(discountVerdict(flightsOnly, hotel, rial(100), now)).toEqual({
      ok: false,
      reason: 'discountNotForProduct',
    });
    expect(discountVerdict(flightsOnly, flight, rial(100), now).ok).toBe(true);
    expect(discountVerdict(staysOnly, hotel, rial(100), now).ok).toBe(true);
    expect(discountVerdict(staysOnly, flight, rial(100), now)).toEqual({
      ok: false,
      reason: 'discountNotForProduct',
    });
  });

  it('holds a route code to flights of its routes', () => {
    const mashhad = code({ routes: ['MHD-THRC', 'THRC-MHD'] });
    expect(discountVerdict(mashhad, flight, rial(100), now).ok).toBe(true);
    expect(
      discountVerdict(mashhad, { product: 'flight', route: 'THRC-KIH' }, rial(100), now),
    ).toEqual({ ok: false, reason: 'discountNotForRoute' });
    expect(discountVerdict(mashhad, hotel, rial(100), now)).toEqual({
      ok: false,
      reason: 'discountNotForProduct',
    });
    expect(discountVerdict(code({ routes: [] }), hotel, rial(100), now).ok).toBe(true);
  });

  it('refuses an amount code in another currency than the price', () => {
    const dollars = code({ percent: null, amount: 500, currency: 'USD' });
    expect(discountVerdict(dollars, hotel, { amount: 20_000, currency: 'USD' }, now)).toEqual({
      ok: true,
      discount: 500,
    });
    expect(discountVerdict(dollars, hotel, rial(20_000), now)).toEqual({
      ok: false,
      reason: 'discountInvalid',
    });
  });
});
