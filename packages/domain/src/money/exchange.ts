import { localDateIn } from '../calendar/zoned';
import { currencyDecimals, currencyExponent, type Currency, type Money } from '../format/money';

/**
 * One row of the operator's exchange-rate table: from `validFrom` on (until a later row of the
 * same pair), 1 `base` is worth `rate` `quote`. The rate is an exact decimal written as text,
 * never a binary float, so 1 USD = 1,050,000 IRR and 1 KWD = 3.25 USD stay exact.
 */
export interface ExchangeRate {
  id: number;
  base: Currency;
  quote: Currency;
  rate: string;
  /** 'YYYY-MM-DD' in the rate table's zone. */
  validFrom: string;
}

/** The operator keeps the table in Tehran: a rate's day is that city's calendar day. */
export const rateTimeZone = 'Asia/Tehran';

/** At most this many digits after the point, and this many before it. */
export const rateFractionDigits = 10;
export const rateIntegerDigits = 14;

const rateShape = new RegExp(
  `^(\\d{1,${rateIntegerDigits}})(?:\\.(\\d{1,${rateFractionDigits}}))?$`,
);

/** The rate's day of an instant: the calendar day in the rate table's zone. */
export function rateDateOf(instant: Date): string {
  return localDateIn(instant, rateTimeZone);
}

/** An exact decimal as an integer over a power of ten, or null when it is no positive decimal. */
export function parseRate(text: string): { units: bigint; scale: bigint } | null {
  const match = rateShape.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const units = BigInt(whole + fraction);
  if (units === 0n) return null;
  return { units, scale: 10n ** BigInt(fraction.length) };
}

/** A rate written without trailing zeros ('3.2500000000' → '3.25', '1050000.0' → '1050000'). */
export function normalizeRate(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.')) return trimmed.replace(/^0+(?=\d)/, '');
  return trimmed
    .replace(/^0+(?=\d)/, '')
    .replace(/0+$/, '')
    .replace(/\.$/, '');
}

/**
 * The rate that converts `from` into `to` on `date`: the pair's row (either way round) with the
 * latest `validFrom` not after the date; of rows of one day, the one set last (highest id).
 * Null when the table has none; a currency into itself needs no rate.
 */
export function rateOn(
  rates: readonly ExchangeRate[],
  from: Currency,
  to: Currency,
  date: string,
): ExchangeRate | null {
  let best: ExchangeRate | null = null;
  for (const rate of rates) {
    const pair =
      (rate.base === from && rate.quote === to) || (rate.base === to && rate.quote === from);
    if (!pair || rate.validFrom > date) continue;
    if (
      !best ||
      rate.validFrom > best.validFrom ||
      (rate.validFrom === best.validFrom && rate.id > best.id)
    )
      best = rate;
  }
  return best;
}

/**
 * Converts money by a rate of its pair. The result is rounded, half away from zero, to the
 * smallest step the target currency is shown and charged in (a rial, a cent, ten fils): what the
 * traveller sees is exactly what is charged. Computed in integers, so nothing is lost to floats.
 */
export function convertMoney(money: Money, to: Currency, rate: ExchangeRate): Money {
  if (money.currency === to) return money;
  const direct = rate.base === money.currency && rate.quote === to;
  const inverse = rate.base === to && rate.quote === money.currency;
  if (!direct && !inverse)
    throw new RangeError(
      `Rate ${rate.base}/${rate.quote} cannot convert ${money.currency} to ${to}`,
    );
  const parsed = parseRate(rate.rate);
  if (!parsed) throw new RangeError(`Rate ${rate.rate} is not a positive decimal`);
  if (!Number.isSafeInteger(money.amount))
    throw new RangeError('Money amount must be a safe integer');
  const step = 10n ** BigInt(currencyExponent(to) - currencyDecimals(to));
  const fromUnit = 10n ** BigInt(currencyExponent(money.currency));
  const toUnit = 10n ** BigInt(currencyExponent(to));
  const amount = BigInt(money.amount);
  // Steps of the target = amount / fromUnit × rate (or ÷ rate) × toUnit / step.
  const numerator = direct ? amount * toUnit * parsed.units : amount * toUnit * parsed.scale;
  const denominator = direct ? fromUnit * parsed.scale * step : fromUnit * parsed.units * step;
  const steps = roundHalfAway(numerator, denominator);
  const result = Number(steps * step);
  if (!Number.isSafeInteger(result))
    throw new RangeError('Converted amount out of the safe integer range');
  return { amount: result, currency: to };
}

function roundHalfAway(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rest = magnitude % denominator;
  const rounded = rest * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** Money in another currency with the rate it took, or null when the table has no rate for it. */
export interface Conversion {
  money: Money;
  /** Null when the money was already in that currency. */
  rate: ExchangeRate | null;
}

/** Money in `to` by the rate in force on `date`; null when the table has none. */
export function convertOn(
  money: Money,
  to: Currency,
  rates: readonly ExchangeRate[],
  date: string,
): Conversion | null {
  if (money.currency === to) return { money, rate: null };
  const rate = rateOn(rates, money.currency, to, date);
  return rate ? { money: convertMoney(money, to, rate), rate } : null;
}

/** The newest rate of every pair in force on `date`: what the public read answers. */
export function ratesInForce(rates: readonly ExchangeRate[], date: string): ExchangeRate[] {
  const byPair = new Map<string, ExchangeRate>();
  for (const rate of rates) {
    const key = [rate.base, rate.quote].sort().join('/');
    const current = byPair.get(key);
    if (rateOn(current ? [current, rate] : [rate], rate.base, rate.quote, date) === rate)
      byPair.set(key, rate);
  }
  return [...byPair.values()];
}
