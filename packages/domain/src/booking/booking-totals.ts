import type { Currency } from '../format/money';

/** A discount code as the rules need it. */
export interface DiscountTerms {
  percent: number | null;
  amount: number | null;
  currency: string | null;
}

/**
 * What a discount takes off the fares: a percent of them (rounded down to the minor unit), or a
 * fixed amount in its own currency, never more than the fares. Null when the code cannot apply
 * to money of this currency.
 */
export function discountOn(terms: DiscountTerms, fares: number, currency: Currency): number | null {
  if (terms.percent !== null) return Math.floor((fares * terms.percent) / 100);
  if (terms.amount === null || terms.currency !== currency) return null;
  return Math.min(terms.amount, fares);
}

export interface BookingTotals {
  fares: number;
  seats: number;
  services: number;
  discount: number;
  total: number;
}

/** What is paid: fares + seats + services − discount (the discount never makes it negative). */
export function bookingTotals(parts: {
  fares: number;
  seats: number;
  services: number;
  discount: number;
}): BookingTotals {
  const gross = parts.fares + parts.seats + parts.services;
  const discount = Math.max(0, Math.min(parts.discount, gross));
  return { ...parts, discount, total: gross - discount };
}
