import type { Currency } from '../format/money';
import type { MessageKey } from '../messages';

// A tenant's discount code: whether it applies to a purchase now, and what it takes off. The one
// rule of codes for every product that takes them (flights, hotel stays).

/** What a discount code can be spent on. */
export const discountProducts = ['flight', 'hotel'] as const;
export type DiscountProduct = (typeof discountProducts)[number];

/** A discount code's amount: a percent, or a fixed amount in its own currency. */
export interface DiscountTerms {
  percent: number | null;
  amount: number | null;
  currency: string | null;
}

/** A discount code as its rules need it. */
export interface DiscountCode extends DiscountTerms {
  validFrom: Date;
  validUntil: Date;
  used: number;
  maxUses: number;
  /** City pairs ('MHD-THRC') of the first flight; null or empty for every route. */
  routes: readonly string[] | null;
  /** What it is good for; null for every product. */
  products: readonly DiscountProduct[] | null;
}

/** What a code is asked to take something off: a flight (by its first route) or a hotel stay. */
export type DiscountTarget = { product: 'flight'; route: string } | { product: 'hotel' };

/**
 * What a discount takes off a price: a percent of it (rounded down to the minor unit), or a
 * fixed amount in its own currency, never more than the price. Null when the code cannot apply
 * to money of this currency.
 */
export function discountOn(terms: DiscountTerms, price: number, currency: Currency): number | null {
  if (terms.percent !== null) return Math.floor((price * terms.percent) / 100);
  if (terms.amount === null || terms.currency !== currency) return null;
  return Math.min(terms.amount, price);
}

export type DiscountVerdict = { ok: true; discount: number } | { ok: false; reason: MessageKey };

/**
 * Whether a code applies to a purchase at `now`, in the order a customer can do something
 * about it: known and begun, not expired, uses left, good for the product, and for a flight
 * its route. A code limited to routes names flights, so it takes nothing off anything else.
 * Then what it takes off `price`; an amount in another currency does not apply.
 */
export function discountVerdict(
  code: DiscountCode | undefined,
  target: DiscountTarget,
  price: { amount: number; currency: Currency },
  now: Date,
): DiscountVerdict {
  const refused = (reason: MessageKey): DiscountVerdict => ({ ok: false, reason });
  if (!code || code.validFrom.getTime() > now.getTime()) return refused('discountInvalid');
  if (code.validUntil.getTime() <= now.getTime()) return refused('discountExpired');
  if (code.used >= code.maxUses) return refused('discountUsedUp');
  const routes = code.routes ?? [];
  if (code.products && !code.products.includes(target.product))
    return refused('discountNotForProduct');
  if (routes.length > 0) {
    if (target.product !== 'flight') return refused('discountNotForProduct');
    if (!routes.includes(target.route)) return refused('discountNotForRoute');
  }
  const discount = discountOn(code, price.amount, price.currency);
  return discount === null ? refused('discountInvalid') : { ok: true, discount };
}
