import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { AddExchangeRate, ExchangeRates } from '@parvaz/domain/contracts/exchange-rates';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency, Money } from '@parvaz/domain/format/money';
import {
  convertMoney,
  normalizeRate,
  rateDateOf,
  rateOn,
  ratesInForce,
  type ExchangeRate,
} from '@parvaz/domain/money/exchange';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { insertRate, rateRowById, ratesUntil, type ExchangeRateRow } from './exchange.repository';

/** A new rate may be set at most this many days ahead. */
const maxDaysAhead = 366;

function rateOf(row: ExchangeRateRow): ExchangeRate | null {
  const base = currencySchema.safeParse(row.base);
  const quote = currencySchema.safeParse(row.quote);
  if (!base.success || !quote.success) return null;
  return {
    id: row.id,
    base: base.data,
    quote: quote.data,
    rate: normalizeRate(row.rate),
    validFrom: row.validFrom,
  };
}

export async function tableUntil(db: Database, date: string): Promise<ExchangeRate[]> {
  return (await ratesUntil(db, date)).flatMap((row) => rateOf(row) ?? []);
}

/** `exchange/getRates`: the newest rate of every pair in force today, in the table's zone. */
export async function ratesToday(db: Database, now: Date): Promise<ExchangeRates> {
  const date = rateDateOf(now);
  return { date, rates: ratesInForce(await tableUntil(db, date), date) };
}

/**
 * `exchange/addRate`: the operator sets a pair's rate from a day on. Not for a day gone by: a
 * past day's prices were shown (and charged) by the rate it had.
 */
export async function addRate(
  db: Database,
  operatorId: number,
  input: AddExchangeRate,
  now: Date,
): Promise<ExchangeRate> {
  const today = rateDateOf(now);
  if (input.validFrom < today)
    throw new AppError('VALIDATION', 'rateInPast', { fields: { validFrom: 'rateInPast' } });
  const last = formatIsoDate(addDays(parseIsoDate(today), maxDaysAhead));
  if (input.validFrom > last)
    throw new AppError('VALIDATION', 'dateTooFar', { fields: { validFrom: 'dateTooFar' } });
  const row = await insertRate(db, {
    base: input.base,
    quote: input.quote,
    rate: normalizeRate(input.rate),
    validFrom: input.validFrom,
    setBy: operatorId,
    setAt: now,
  });
  const rate = rateOf(row);
  if (!rate) throw new Error('exchange rate of an unknown currency');
  return rate;
}

/** What a charge in `to` comes to: the money, the rate it took and that rate's day. */
export interface Charge {
  money: Money;
  rate: ExchangeRate | null;
  date: string;
}

/**
 * Money in the currency a traveller pays in, by the rate in force now. With no rate of the pair
 * the charge cannot be made: 409, and the traveller pays in the fares' currency or later.
 */
export async function chargeIn(
  db: Database,
  money: Money,
  to: Currency,
  now: Date,
): Promise<Charge> {
  const date = rateDateOf(now);
  if (money.currency === to) return { money, rate: null, date };
  const rate = rateOn(await tableUntil(db, date), money.currency, to, date);
  if (!rate)
    throw new AppError('CONFLICT', 'rateUnavailable', {
      fields: { chargeCurrency: 'rateUnavailable' },
    });
  return { money: convertMoney(money, to, rate), rate, date };
}

/** A booking's own rate, by the id it recorded: a refund goes back by the rate it was paid at. */
export async function rateById(db: Database, id: number): Promise<ExchangeRate | null> {
  const row = await rateRowById(db, id);
  return row ? rateOf(row) : null;
}
