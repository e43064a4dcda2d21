import type { Currency, Money } from '@parvaz/domain/format/money';
import type { MoneyDisplay } from './use-money';

/**
 * Money in the currency shown by today's rate (the domain's rule), or null when the table has no
 * rate of the pair: for what the page must read in that currency or not at all (a price range
 * kept in the address), where `convert`'s "the money itself" would misread it.
 */
export function convertInto(display: Pick<MoneyDisplay, 'convert'>) {
  return (money: Money, to: Currency): Money | null => {
    const converted = display.convert(money).money;
    return converted.currency === to ? converted : null;
  };
}
