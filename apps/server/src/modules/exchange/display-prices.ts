import type { PriceExchange } from '@parvaz/domain/contracts/exchange-rates';
import type { Currency, Money } from '@parvaz/domain/format/money';
import { convertMoney, rateDateOf, rateOn, ratesInForce } from '@parvaz/domain/money/exchange';
import type { Database } from '../../db/client';
import { tableUntil } from './exchange.service';

/**
 * Prices of an answer in the currency the caller asked for (the `currency` header, else the
 * brand's display currency), by today's rate: the day rule `chargeIn` charges by, so a price
 * shown is the price charged. Built once per answer; every conversion after is synchronous.
 */
export interface DisplayPrices {
  /** The currency asked for. */
  readonly target: Currency;
  /** Names the conversion (currency and the rates in force), for caches of converted answers. */
  readonly key: string;
  /** Money in the asked currency; the money itself when the table has no rate of its pair. */
  money(money: Money): Money;
  /** An amount of `from` as `money` converts it. */
  amount(amount: number, from: Currency): number;
  /** The rate money of `from` is converted by; null when it stays as it is. */
  exchange(from: Currency): PriceExchange | null;
  /** The currency money of `from` is answered in. */
  currencyOf(from: Currency): Currency;
}

export async function displayPrices(
  db: Database,
  target: Currency,
  now: Date,
): Promise<DisplayPrices> {
  const date = rateDateOf(now);
  const table = await tableUntil(db, date);
  const rateFrom = (from: Currency) => (from === target ? null : rateOn(table, from, target, date));
  const inForce = ratesInForce(table, date)
    .filter((rate) => rate.base === target || rate.quote === target)
    .map((rate) => rate.id)
    .sort((a, b) => a - b);
  const money = (value: Money): Money => {
    const rate = rateFrom(value.currency);
    return rate ? convertMoney(value, target, rate) : value;
  };
  return {
    target,
    key: `${target}@${date}:${inForce.join(',')}`,
    money,
    amount: (amount, from) => money({ amount, currency: from }).amount,
    exchange: (from) => {
      const rate = rateFrom(from);
      return rate
        ? { rateId: rate.id, base: rate.base, quote: rate.quote, rate: rate.rate, date }
        : null;
    },
    currencyOf: (from) => (rateFrom(from) ? target : from),
  };
}
