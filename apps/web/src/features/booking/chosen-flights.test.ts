import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { describe, expect, it } from 'vitest';
import { shownPrice, type ChosenFlights } from './chosen-flights';

const searched: ChosenFlights = {
  segments: [],
  agencyName: 'Sepehr',
  currency: 'IRR',
  prices: [
    {
      price: { adult: 30_500_000, child: 23_000_000, infant: 3_000_000 },
      fee: { adult: 500_000, child: 500_000, infant: 0 },
    },
  ],
};
const counts = { adult: 2, child: 1, infant: 1 };

describe('shownPrice', () => {
  it('draws the search’s figures before the hold answers: fares, fees apart, the total', () => {
    const price = shownPrice(null, searched, counts);
    expect(price).toMatchObject({ currency: 'IRR', agencyName: 'Sepehr' });
    // 2 × 30,000,000 + 22,500,000 + 3,000,000 in fares, 3 × 500,000 in fees.
    expect(price?.lines).toMatchObject({ fares: 85_500_000, fees: 1_500_000, total: 87_000_000 });
  });

  it('shows the quote’s price once the hold answers, and nothing with neither', () => {
    const quote = { currency: 'USD', agency: { name: 'Atlas' } } as QuoteResponse;
    const lines = shownPrice(null, searched, counts)?.lines;
    if (!lines) throw new Error('no lines');
    const quoted = { ...lines, total: 1 };
    expect(shownPrice({ quote, lines: quoted }, searched, counts)).toEqual({
      lines: quoted,
      currency: 'USD',
      agencyName: 'Atlas',
    });
    expect(shownPrice(null, null, counts)).toBeNull();
  });
});
