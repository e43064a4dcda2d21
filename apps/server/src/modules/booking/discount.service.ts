import { currencySchema } from '@parvaz/domain/contracts/money';
import { partyPrice } from '@parvaz/domain/flights/pricing';
import type { Database } from '../../db/client';
import { applyDiscountCode, type AppliedDiscount } from '../discounts/discounts.api';
import { segmentsOfQuote, type QuoteRow, type SegmentRow } from './booking.repository';
import type { BookingClock } from './quote.service';
import { heldQuote, type QuoteCaller } from './quote-access';

/** The party's fares and fees over every flight of the quote. */
export function quoteFares(quote: QuoteRow, segments: SegmentRow[]): number {
  const counts = { adult: quote.adult, child: quote.child, infant: quote.infant };
  return segments.reduce((sum, s) => sum + partyPrice(s, counts).final, 0);
}

/**
 * A tenant's code checked against a quote: the discount codes' rule for a flight on the route of
 * the first flight, taken off the quote's fares. Answers the code and what it takes off, or
 * throws the reason it does not apply.
 */
export async function evaluateDiscount(
  db: Database,
  quote: QuoteRow,
  segments: SegmentRow[],
  code: string,
  now: Date,
  field: string,
): Promise<AppliedDiscount> {
  const first = segments.find((s) => s.direction === 'departure') ?? segments[0];
  const route = first ? `${first.originCity}-${first.destinationCity}` : '';
  return applyDiscountCode(db, {
    tenant: quote.tenant,
    code,
    target: { product: 'flight', route },
    price: { amount: quoteFares(quote, segments), currency: currencySchema.parse(quote.currency) },
    now,
    field,
  });
}

export async function checkDiscount(
  deps: BookingClock,
  tenant: string,
  request: { quoteId: string; code: string },
  caller: QuoteCaller,
) {
  const quote = await heldQuote(deps.db, tenant, request.quoteId, deps.now(), caller);
  const segments = await segmentsOfQuote(deps.db, quote.id);
  const discount = await evaluateDiscount(
    deps.db,
    quote,
    segments,
    request.code,
    deps.now(),
    'code',
  );
  const filed = { amount: discount.amount, currency: currencySchema.parse(quote.currency) };
  return { code: discount.code, discount: filed, filed, exchange: null };
}
