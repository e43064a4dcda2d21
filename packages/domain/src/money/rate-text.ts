import type { Language } from '../languages';
import { intlLocaleOf } from '../format/locale';
import { normalizeRate, type ExchangeRate } from './exchange';

const formatters = new Map<Language, Intl.NumberFormat>();

/** A rate as a traveller reads it, e.g. en "1 USD = 1,050,000 IRR", digits of the language. */
export function formatRate(
  rate: Pick<ExchangeRate, 'base' | 'quote' | 'rate'>,
  language: Language,
): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 10 });
    formatters.set(language, formatter);
  }
  // Intl reads a decimal string exactly; a number would round a long rate.
  const value = formatter.format(normalizeRate(rate.rate) as `${number}`);
  return `${formatter.format(1)} ${rate.base} = ${value} ${rate.quote}`;
}
