import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { rateDateOf } from '@parvaz/domain/money/exchange';
import type { Database } from '../client';
import { exchangeRates } from '../schema/exchange';

/**
 * Demo rates at open-market levels of late 2026: a month-old row of each pair and today's
 * dollar, so the table has a history. KWD/IRR is the product of the other two, as a dealer
 * would quote it.
 */
export async function seedExchangeRates(tx: Database, now: Date): Promise<void> {
  const today = rateDateOf(now);
  const monthAgo = formatIsoDate(addDays(parseIsoDate(today), -30));
  await tx.insert(exchangeRates).values([
    { base: 'USD', quote: 'IRR', rate: '1032000', validFrom: monthAgo, setAt: now },
    { base: 'KWD', quote: 'USD', rate: '3.25', validFrom: monthAgo, setAt: now },
    { base: 'KWD', quote: 'IRR', rate: '3354000', validFrom: monthAgo, setAt: now },
    { base: 'USD', quote: 'IRR', rate: '1050000', validFrom: today, setAt: now },
    { base: 'KWD', quote: 'IRR', rate: '3412500', validFrom: today, setAt: now },
  ]);
}
