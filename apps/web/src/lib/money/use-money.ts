import type { ExchangeRates } from '@parvaz/domain/contracts/exchange-rates';
import { formatAmount, formatMoney, type Currency, type Money } from '@parvaz/domain/format/money';
import { convertOn, type Conversion } from '@parvaz/domain/money/exchange';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSettingsStore } from '../settings/settings-store';
import { useActiveLanguage } from '../settings/use-active-settings';
import { useTenant } from '../tenant/app-config-context';
import { exchangeRatesQuery } from './exchange-rates-api';

/** The currency prices are shown in: the visitor's choice, else the brand's (decision 11). */
export function useDisplayCurrency(): Currency {
  const chosen = useSettingsStore((state) => state.currency);
  const tenant = useTenant();
  return chosen ?? tenant.displayCurrency;
}

/** Prices as the page shows them: every one goes through here. */
export interface MoneyDisplay {
  /** The currency prices are shown in. */
  currency: Currency;
  /** The day (in the rate table's zone) whose rates convert them; null before they are in. */
  date: string | null;
  /** Money in the display currency by today's rate; the money itself when the table has none. */
  convert: (money: Money) => Conversion;
  /** Converted and written with its currency, e.g. "US$49.41". */
  format: (money: Money) => string;
  /** Converted, the number only, e.g. "49.41". */
  amount: (money: Money) => string;
  /**
   * Written as it is, never converted: a price the server answered in the currency asked for
   * (the API converts priced answers). While a switch is asked again, the last answer keeps its
   * own currency rather than being converted a second time.
   */
  show: (money: Money) => string;
  /** As `show`, the number only. */
  showAmount: (money: Money) => string;
}

/**
 * The one place the web app turns a price into what the visitor reads: converted into the
 * currency chosen in the header by the operator's rate of today (the domain's rule, the same the
 * server charges by), then formatted for the language. Fares keep their own currency; only what
 * is shown is converted.
 */
export function useMoney(): MoneyDisplay {
  const currency = useDisplayCurrency();
  const language = useActiveLanguage();
  const { data: rates } = useQuery(exchangeRatesQuery());
  return useMemo(() => moneyDisplay(currency, language, rates), [currency, language, rates]);
}

export function moneyDisplay(
  currency: Currency,
  language: Parameters<typeof formatMoney>[1],
  rates: ExchangeRates | undefined,
): MoneyDisplay {
  const convert = (money: Money): Conversion =>
    (rates && convertOn(money, currency, rates.rates, rates.date)) ?? { money, rate: null };
  return {
    currency,
    date: rates?.date ?? null,
    convert,
    format: (money) => formatMoney(convert(money).money, language),
    amount: (money) => formatAmount(convert(money).money, language),
    show: (money) => formatMoney(money, language),
    showAmount: (money) => formatAmount(money, language),
  };
}
