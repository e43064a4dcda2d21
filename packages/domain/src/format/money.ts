import type { Language } from '../languages';
import { intlLocaleOf } from './locale';

export const currencies = ['IRR', 'USD', 'KWD'] as const;
export type Currency = (typeof currencies)[number];

/** An amount in integer minor units of its currency (PRODUCT.md decision 5). */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * Digits after the point in the stored minor unit. ISO 4217 lists IRR with 2, but the dinar has
 * not circulated for decades and every Iranian price is in whole rials, so a rial is our unit.
 */
const storageExponent: Record<Currency, number> = { IRR: 0, USD: 2, KWD: 3 };

/** The spec shows IRR without decimals and every other currency with 2 (section 9), KWD included. */
const displayDecimals: Record<Currency, number> = { IRR: 0, USD: 2, KWD: 2 };

export function currencyExponent(currency: Currency): number {
  return storageExponent[currency];
}

export function currencyDecimals(currency: Currency): number {
  return displayDecimals[currency];
}

export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: Currency,
    readonly right: Currency,
  ) {
    super(`Cannot combine ${left} with ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** Amounts of different currencies are never added (PRODUCT.md decision 5). */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  const amount = a.amount + b.amount;
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError('Money amount out of the safe integer range');
  }
  return { amount, currency: a.currency };
}

/** Money with its currency symbol for the language's locale, e.g. en "US$1,234.50". */
export function formatMoney(money: Money, language: Language): string {
  return formatter(language, money.currency, 'currency').format(displayValue(money));
}

/** Only the number, grouped and with the currency's display decimals, e.g. en "1,234.50". */
export function formatAmount(money: Money, language: Language): string {
  return formatter(language, money.currency, 'decimal').format(displayValue(money));
}

/**
 * Rounds in integers before Intl sees the value: dividing fils by 1000 first would give binary
 * fractions such as 1.00499… for 1.005 and round the wrong way. Halves go away from zero, as
 * Intl's own default does.
 */
function displayValue(money: Money): number {
  if (!Number.isSafeInteger(money.amount)) {
    throw new RangeError('Money amount must be a safe integer');
  }
  const decimals = displayDecimals[money.currency];
  const dropped = storageExponent[money.currency] - decimals;
  const divisor = 10 ** dropped;
  const magnitude = Math.abs(money.amount);
  const rounded = Math.floor(magnitude / divisor) + (magnitude % divisor >= divisor / 2 ? 1 : 0);
  return (Math.sign(money.amount) * rounded) / 10 ** decimals;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  language: Language,
  currency: Currency,
  style: 'currency' | 'decimal',
): Intl.NumberFormat {
  const key = `${language}|${currency}|${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    const decimals = displayDecimals[currency];
    cached = new Intl.NumberFormat(intlLocaleOf(language), {
      style,
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, cached);
  }
  return cached;
}
