import { cabinClassSchema } from '@parvaz/domain/flights/inventory';
import { holdTtlMs } from '@parvaz/domain/booking/hold';
import type { QuoteRequest, QuoteResponse } from '@parvaz/domain/contracts/booking';
import { partyPrice, seatsNeeded } from '@parvaz/domain/flights/pricing';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { DisplayPrices } from '../exchange/exchange.api';
import type { Language } from '@parvaz/domain/languages';
import { salesCutoffMs } from '@parvaz/domain/limits';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { agencyById, agencyOffersOn, takeSeats, type FlightOfferRow } from '../flights/flights.api';
import {
  insertQuote,
  insertQuoteSegment,
  segmentsOfQuote,
  type QuoteRow,
} from './booking.repository';
import { isInternational, segmentView } from './segment-view';

export interface BookingClock {
  db: Database;
  now: () => Date;
  /** How long a fare re-check holds the seats. */
  holdTtlMs?: number;
}

const unsellable = new Set(['cancelled', 'departed', 'landed']);

function unavailable(field: string): AppError {
  return new AppError('FLIGHT_UNAVAILABLE', 'flightUnavailable', {
    fields: { [field]: 'flightUnavailable' },
  });
}

function parseRef(ref: string): { flightId: number; cabin: 'economy' | 'business' } | null {
  const match = /^(\d{1,15})\.([a-z]+)$/.exec(ref);
  const cabin = cabinClassSchema.safeParse(match?.[2]);
  if (!match || !cabin.success) return null;
  return { flightId: Number(match[1]), cabin: cabin.data };
}

/** The agency's cheapest active offer on a flight that is still on sale, or 409. */
async function sellableOffer(
  deps: BookingClock,
  ref: string,
  field: string,
  agencyId: number,
  counts: PassengerCounts,
): Promise<FlightOfferRow> {
  const parsed = parseRef(ref);
  if (!parsed) throw unavailable(field);
  const rows = await agencyOffersOn(deps.db, parsed.flightId, parsed.cabin, agencyId);
  const best = rows.reduce<FlightOfferRow | undefined>(
    (a, b) => (!a || partyPrice(b, counts).final < partyPrice(a, counts).final ? b : a),
    undefined,
  );
  const cutoff = deps.now().getTime() + salesCutoffMs;
  if (!best || unsellable.has(best.status) || best.departureAt.getTime() <= cutoff)
    throw unavailable(field);
  return best;
}

/**
 * Re-prices the chosen flights through the agency and holds their seats, both flights or
 * neither: the quote, its segments and the seat decrements are one transaction.
 */
export async function createQuote(
  deps: BookingClock,
  tenant: string,
  request: QuoteRequest,
  lang: Language,
  /** The signed-in user who holds it, who alone may then book it; null for a guest. */
  holder: number | null,
  /** The currency the quote is answered in (and `bookFlight` then charges in). */
  prices: DisplayPrices,
): Promise<QuoteResponse> {
  const counts = { adult: request.adult, child: request.child, infant: request.infant };
  const agency = await agencyById(deps.db, request.agencyId);
  if (!agency?.active) throw unavailable('agencyId');
  const legs: Array<{ direction: 'departure' | 'return'; row: FlightOfferRow }> = [
    {
      direction: 'departure',
      row: await sellableOffer(deps, request.departureRef, 'departureRef', agency.id, counts),
    },
  ];
  if (request.returnRef) {
    const returnAgency =
      request.returnAgencyId && request.returnAgencyId !== agency.id
        ? await agencyById(deps.db, request.returnAgencyId)
        : agency;
    if (!returnAgency?.active) throw unavailable('returnAgencyId');
    legs.push({
      direction: 'return',
      row: await sellableOffer(deps, request.returnRef, 'returnRef', returnAgency.id, counts),
    });
  }
  const currency = currencySchema.parse(legs[0]?.row.currency);
  // Amounts of different currencies are never added (decision 5).
  if (legs.some((leg) => leg.row.currency !== currency)) throw unavailable('returnRef');

  const seats = seatsNeeded(counts);
  const now = deps.now();
  const expiresAt = new Date(
    Math.floor((now.getTime() + (deps.holdTtlMs ?? holdTtlMs)) / 1000) * 1000,
  );
  const quote = await deps.db.transaction(async (tx) => {
    const inserted = await insertQuote(tx, {
      tenant,
      agencyId: agency.id,
      ...counts,
      currency,
      expiresAt,
      userId: holder,
    });
    for (const leg of legs) {
      if (!(await takeSeats(tx, leg.row.cabinId, seats)))
        throw new AppError('CAPACITY_FULL', 'capacityFull', {
          fields: {
            [leg.direction === 'departure' ? 'departureRef' : 'returnRef']: 'capacityFull',
          },
        });
      await insertQuoteSegment(tx, {
        quoteId: inserted.id,
        direction: leg.direction,
        flightId: leg.row.flightId,
        flightCabinId: leg.row.cabinId,
        offerId: leg.row.offerId,
        seats,
      });
    }
    return inserted;
  });
  return quoteIn(quoteView(quote, agency, legs, lang, now), prices);
}

/**
 * The quote in the asked currency: each line converted on its own, the total as the conversion
 * of the fares' total, exactly what `bookFlight` charges for it (its total converted once).
 * `fares` keeps that total as filed, for a checkout that adds seats and services to it.
 */
function quoteIn(quote: QuoteResponse, prices: DisplayPrices): QuoteResponse {
  const from = quote.currency;
  const amount = (value: number) => prices.amount(value, from);
  const perPassenger = (value: { adult: number; child: number; infant: number }) => ({
    adult: amount(value.adult),
    child: amount(value.child),
    infant: amount(value.infant),
  });
  return {
    ...quote,
    segments: quote.segments.map((segment) => ({
      ...segment,
      price: perPassenger(segment.price),
      fee: perPassenger(segment.fee),
      total: amount(segment.total),
    })),
    total: amount(quote.total),
    currency: prices.currencyOf(from),
    exchange: prices.exchange(from),
  };
}

function quoteView(
  quote: QuoteRow,
  agency: { id: number; name: Record<Language, string>; logo: string },
  legs: Array<{ direction: 'departure' | 'return'; row: FlightOfferRow }>,
  lang: Language,
  now: Date,
): QuoteResponse {
  const counts = { adult: quote.adult, child: quote.child, infant: quote.infant };
  const segments = legs.map((leg) => segmentView(leg.row, leg.direction, counts, lang));
  const total = segments.reduce((sum, s) => sum + s.total, 0);
  const currency = currencySchema.parse(quote.currency);
  return {
    quoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
    expiresInMs: Math.max(0, quote.expiresAt.getTime() - now.getTime()),
    agency: { id: agency.id, name: agency.name[lang], logo: agency.logo },
    passengers: counts,
    international: isInternational(legs.map((leg) => leg.row)),
    segments,
    total,
    currency,
    fares: { amount: total, currency },
    exchange: null,
  };
}

/** A held quote's flights, read back: what later steps price and check against. */
export async function quoteLegs(db: Database, quoteId: string) {
  const rows = await segmentsOfQuote(db, quoteId);
  return rows.map((row) => ({ direction: row.direction, row }));
}
