import { discountOn } from '@parvaz/domain/booking/booking-totals';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { MessageKey } from '@parvaz/domain/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  discountCodeOf,
  segmentsOfQuote,
  type DiscountCodeRow,
  type QuoteRow,
  type SegmentRow,
} from './booking.repository';
import type { BookingClock } from './quote.service';
import { heldQuote } from './quote-access';
import { partyPrice } from '@parvaz/domain/flights/pricing';

/** The party's fares and fees over every flight of the quote. */
export function quoteFares(quote: QuoteRow, segments: SegmentRow[]): number {
  const counts = { adult: quote.adult, child: quote.child, infant: quote.infant };
  return segments.reduce((sum, s) => sum + partyPrice(s, counts).final, 0);
}

function refused(key: MessageKey, field: string): AppError {
  const code =
    key === 'discountExpired' ? 'EXPIRED' : key === 'discountUsedUp' ? 'CONFLICT' : 'VALIDATION';
  return new AppError(code, key, { fields: { [field]: key } });
}

/**
 * A tenant's code checked against a quote: known, in its time, uses left, good for the route
 * of the first flight, and in the quote's currency when it is an amount. Answers the code and
 * what it takes off, or throws the reason it does not apply.
 */
export async function evaluateDiscount(
  db: Database,
  quote: QuoteRow,
  segments: SegmentRow[],
  code: string,
  now: Date,
  field: string,
): Promise<{ row: DiscountCodeRow; discount: number }> {
  const row = await discountCodeOf(db, quote.tenant, code);
  if (!row || row.validFrom.getTime() > now.getTime()) throw refused('discountInvalid', field);
  if (row.validUntil.getTime() <= now.getTime()) throw refused('discountExpired', field);
  if (row.used >= row.maxUses) throw refused('discountUsedUp', field);
  const first = segments.find((s) => s.direction === 'departure') ?? segments[0];
  const route = first ? `${first.originCity}-${first.destinationCity}` : '';
  if (row.routes && row.routes.length > 0 && !row.routes.includes(route))
    throw refused('discountNotForRoute', field);
  const discount = discountOn(
    row,
    quoteFares(quote, segments),
    currencySchema.parse(quote.currency),
  );
  if (discount === null) throw refused('discountInvalid', field);
  return { row, discount };
}

export async function checkDiscount(
  deps: BookingClock,
  tenant: string,
  request: { quoteId: string; code: string },
) {
  const quote = await heldQuote(deps.db, tenant, request.quoteId, deps.now());
  const segments = await segmentsOfQuote(deps.db, quote.id);
  const { row, discount } = await evaluateDiscount(
    deps.db,
    quote,
    segments,
    request.code,
    deps.now(),
    'code',
  );
  return {
    code: row.code,
    discount: { amount: discount, currency: currencySchema.parse(quote.currency) },
  };
}
