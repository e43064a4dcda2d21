import { serviceLimits, serviceUnitPrice } from '@parvaz/domain/booking/service-pricing';
import { currencySchema } from '@parvaz/domain/format/money';
import type { z } from 'zod';
import type { servicesResponseSchema } from '@parvaz/domain/contracts/booking';
import type { SegmentRow } from './booking.repository';
import { segmentsOfQuote } from './booking.repository';
import type { BookingClock } from './quote.service';
import { heldQuote } from './quote-access';
import { isInternational } from './segment-view';

/** Animal places left on the fullest flight of the quote. */
export function petPlacesLeft(segments: SegmentRow[]): number {
  return Math.max(0, Math.min(...segments.map((s) => s.petCapacity - s.petsTaken)));
}

/** The extra services of a quote's flights with their prices per unit and per flight. */
export async function getServices(
  deps: BookingClock,
  tenant: string,
  quoteId: string,
): Promise<z.input<typeof servicesResponseSchema>> {
  const quote = await heldQuote(deps.db, tenant, quoteId, deps.now());
  const segments = await segmentsOfQuote(deps.db, quote.id);
  const currency = currencySchema.parse(quote.currency);
  const abroad = isInternational(segments);
  // Prices are per flight: a round trip pays each service twice.
  const price = (code: 'WCHR' | 'PET' | 'XBAG' | 'CARGO') =>
    serviceUnitPrice(code, currency, abroad) * segments.length;
  return {
    services: [
      { code: 'WCHR', unit: 'each', price: price('WCHR'), currency, max: serviceLimits.WCHR },
      { code: 'PET', unit: 'each', price: price('PET'), currency, max: petPlacesLeft(segments) },
      { code: 'XBAG', unit: 'kg', price: price('XBAG'), currency, max: serviceLimits.XBAG },
      { code: 'CARGO', unit: 'kg', price: price('CARGO'), currency, max: serviceLimits.CARGO },
    ],
  };
}
