import { z } from 'zod';
import { isIsoDate } from '../calendar/plain-date';
import { normalizeDigits } from '../format/digits';
import { convertMoney, parseRate } from '../money/exchange';
import type { Currency, Money } from '../format/money';
import { currencySchema } from './money';

/** One rate as the API answers it: 1 `base` = `rate` `quote` from `validFrom` on. */
export const exchangeRateSchema = z.object({
  id: z.int(),
  base: currencySchema,
  quote: currencySchema,
  rate: z.string(),
  validFrom: z.string(),
});
export type ExchangeRateView = z.infer<typeof exchangeRateSchema>;

/** `exchange/getRates`: the rates in force today (in the rate table's zone). */
export const exchangeRatesSchema = z.object({
  date: z.string(),
  rates: z.array(exchangeRateSchema),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/**
 * `exchange/addRate` (operator): a new rate of a pair from a day on. The rate is an exact
 * decimal with a point; Persian or Arabic digits are read as Western ones.
 */
export const addExchangeRateSchema = z
  .object({
    base: currencySchema,
    quote: currencySchema,
    rate: z
      .string()
      .max(40)
      // Persian or Arabic digits and the Arabic decimal point, as an operator may type them.
      .transform((text) =>
        normalizeDigits(text)
          .replace(/\u066b/g, '.')
          .trim(),
      )
      .refine((text) => parseRate(text) !== null, { message: 'rateInvalid' }),
    validFrom: z.string().refine(isIsoDate, { message: 'invalidValue' }),
  })
  .refine((value) => value.base !== value.quote, {
    message: 'rateSameCurrency',
    path: ['quote'],
  });
export type AddExchangeRate = z.infer<typeof addExchangeRateSchema>;

/**
 * What the traveller is charged for a booking (decision 11): the amount in the currency they
 * chose, the rate it was converted by and that rate's day; `rate` is null when they paid in the
 * fares' own currency.
 */
export const chargeSchema = z.object({
  amount: z.int(),
  currency: currencySchema,
  rate: exchangeRateSchema.nullable(),
  rateDate: z.string().nullable(),
});
export type ChargeView = z.infer<typeof chargeSchema>;

/**
 * The rate a priced answer was converted by (API.md, `currency` header): its row, the pair,
 * the exact decimal and the day it was applied on. Null on an answer left in the fares' own
 * currency (asked for it, or the table has no rate of the pair).
 */
export const priceExchangeSchema = z.object({
  rateId: z.int(),
  base: currencySchema,
  quote: currencySchema,
  rate: z.string(),
  date: z.string(),
});
export type PriceExchange = z.infer<typeof priceExchangeSchema>;

/**
 * Money in `to` by the rate a priced answer named (`exchange`), by the domain's one conversion
 * rule: what a page adds up in the filed currency and shows converted once, as the server
 * charges it. Without a rate the money stays as it is.
 */
export function convertByExchange(
  money: Money,
  to: Currency,
  exchange: PriceExchange | null,
): Money {
  if (!exchange || money.currency === to) return money;
  return convertMoney(money, to, {
    id: exchange.rateId,
    base: exchange.base,
    quote: exchange.quote,
    rate: exchange.rate,
    validFrom: exchange.date,
  });
}
