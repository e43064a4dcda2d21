import type { ExchangeRates } from '@parvaz/domain/contracts/exchange-rates';
import { currencies } from '@parvaz/domain/format/money';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../api/api-client';
import { readArray, readInteger, readOneOf, readRecord, readString } from '../contracts/read-json';

/** `exchange/getRates` read without zod: the shell fetches it on every first page. */
export function readExchangeRates(value: unknown): ExchangeRates {
  const answer = readRecord(value, '');
  return {
    date: readString(answer.date, 'date'),
    rates: readArray(answer.rates, 'rates', (item, path) => {
      const rate = readRecord(item, path);
      return {
        id: readInteger(rate.id, `${path}.id`),
        base: readOneOf(rate.base, `${path}.base`, currencies),
        quote: readOneOf(rate.quote, `${path}.quote`, currencies),
        rate: readString(rate.rate, `${path}.rate`),
        validFrom: readString(rate.validFrom, `${path}.validFrom`),
      };
    }),
  };
}

/** Today's rates of the operator's table; the same for every visitor, kept for ten minutes. */
export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: ['exchange', 'rates'],
    queryFn: async ({ signal }): Promise<ExchangeRates> =>
      unwrap(await apiCall('exchange/getRates', {}, { signal, parse: readExchangeRates })),
    staleTime: 10 * 60_000,
  });
}
