import { createHash } from 'node:crypto';
import type { SeatMap, SelectSeatsRequest } from '@parvaz/domain/contracts/quote-extras';
import {
  layoutFor,
  layoutHasSeat,
  layoutRows,
  parseSeatCode,
  seatKind,
  seatPrice,
} from '@parvaz/domain/booking/seat-pricing';
import type { CabinLayout } from '@parvaz/domain/flights/inventory';
import { type Currency } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  lockHeldQuote,
  replaceSeatAssignments,
  seatAssignmentsOnFlight,
  segmentsOfQuote,
  type QuoteRow,
  type SegmentRow,
} from './booking.repository';
import type { BookingClock } from './quote.service';
import { heldQuote, type QuoteCaller } from './quote-access';
import { isUniqueViolation } from '../../platform/database-errors';

/** Every seat code of a layout, row by row. */
function seatCodes(layout: CabinLayout): string[] {
  const letters = layout.letters.replaceAll('_', '');
  return layoutRows(layout).flatMap((row) => [...letters].map((letter) => `${row}${letter}`));
}

/**
 * Seats sold before anyone picked a seat (the seats the cabin has lost without an assignment)
 * shown as taken: a pseudo-random order fixed per flight, so a nearly full flight looks nearly
 * full and the same seats stay taken from one look to the next.
 */
function presoldSeats(
  segment: SegmentRow,
  layout: CabinLayout,
  assigned: Set<string>,
): Set<string> {
  const count = Math.max(0, segment.capacity - segment.available - assigned.size);
  if (count === 0) return new Set();
  const rank = (code: string) =>
    createHash('sha1').update(`${segment.flightId}:${code}`).digest().readUInt32BE(0);
  const order = seatCodes(layout)
    .filter((code) => !assigned.has(code))
    .map((code) => ({ code, rank: rank(code) }))
    .sort((a, b) => a.rank - b.rank);
  return new Set(order.slice(0, count).map((s) => s.code));
}

interface SegmentSeats {
  segment: SegmentRow;
  layout: CabinLayout;
  currency: Currency;
  /** seat → the quote and passenger holding it */
  assigned: Map<string, { quoteId: string; passengerIndex: number }>;
  presold: Set<string>;
}

async function segmentSeats(db: Database, segment: SegmentRow): Promise<SegmentSeats> {
  const layout = layoutFor(segment.layout, segment.cabin);
  if (!layout) throw new AppError('FLIGHT_UNAVAILABLE', 'flightUnavailable');
  const rows = await seatAssignmentsOnFlight(db, segment.flightId);
  const cabinSeats = new Set(seatCodes(layout));
  const assigned = new Map(
    rows
      .filter((r) => cabinSeats.has(r.seat))
      .map((r) => [r.seat, { quoteId: r.quoteId, passengerIndex: r.passengerIndex }]),
  );
  return {
    segment,
    layout,
    currency: currencySchema.parse(segment.currency),
    assigned,
    presold: presoldSeats(segment, layout, new Set(assigned.keys())),
  };
}

function seatMap(seats: SegmentSeats, quoteId: string): SeatMap {
  const { segment, layout, currency } = seats;
  return {
    direction: segment.direction,
    flightNumber: `${segment.airlineCode}${segment.flightNumber}`,
    cabinClass: segment.cabin,
    aircraft: segment.aircraft,
    currency,
    exchange: null,
    rows: layoutRows(layout).map((row) => ({
      number: row,
      exit: layout.exitRows.includes(row),
      seats: [...layout.letters].map((letter, index) => {
        if (letter === '_') return null;
        const code = `${row}${letter}`;
        const holder = seats.assigned.get(code);
        const mine = holder?.quoteId === quoteId;
        const price = seatPrice(layout, row, currency);
        return {
          code,
          letter,
          kind: seatKind(layout.letters, index),
          status: mine ? 'mine' : holder || seats.presold.has(code) ? 'taken' : 'free',
          passengerIndex: mine ? holder.passengerIndex : null,
          price,
          filed: price,
        };
      }),
    })),
  };
}

async function seatMaps(db: Database, quote: QuoteRow) {
  const segments = await segmentsOfQuote(db, quote.id);
  const all = await Promise.all(segments.map((segment) => segmentSeats(db, segment)));
  return { segments: all.map((seats) => seatMap(seats, quote.id)) };
}

export async function getSeatMap(
  deps: BookingClock,
  tenant: string,
  quoteId: string,
  caller: QuoteCaller,
) {
  const quote = await heldQuote(deps.db, tenant, quoteId, deps.now(), caller);
  return seatMaps(deps.db, quote);
}

/**
 * Replaces the quote's picked seats. Adults only, one seat per passenger per flight; the
 * unique index on (flight, seat) decides between two people racing for one seat.
 */
export async function selectSeats(
  deps: BookingClock,
  tenant: string,
  request: SelectSeatsRequest,
  caller: QuoteCaller,
) {
  const quote = await heldQuote(deps.db, tenant, request.quoteId, deps.now(), caller);
  const segments = await segmentsOfQuote(deps.db, quote.id);
  const seated = quote.adult + quote.child;
  const picks: Array<{ flightId: number; seat: string; passengerIndex: number; price: number }> =
    [];
  const fieldErrors: Record<string, 'seatNotForChildOrInfant' | 'seatUnknown' | 'invalidValue'> =
    {};
  const seen = new Set<string>();
  request.seats.forEach((pick, i) => {
    const segment = segments.find((s) => s.direction === pick.direction);
    const layout = segment && layoutFor(segment.layout, segment.cabin);
    const field = `seats.${i}.seat`;
    if (pick.passengerType !== 'ADT')
      fieldErrors[`seats.${i}.passengerType`] = 'seatNotForChildOrInfant';
    else if (!segment || !layout || !layoutHasSeat(layout, pick.seat))
      fieldErrors[field] = 'seatUnknown';
    else if (pick.passengerIndex >= seated)
      fieldErrors[`seats.${i}.passengerIndex`] = 'invalidValue';
    else if (
      seen.has(`${segment.flightId}:p${pick.passengerIndex}`) ||
      seen.has(`${segment.flightId}:${pick.seat}`)
    )
      fieldErrors[field] = 'invalidValue';
    else {
      seen.add(`${segment.flightId}:p${pick.passengerIndex}`);
      seen.add(`${segment.flightId}:${pick.seat}`);
      picks.push({
        flightId: segment.flightId,
        seat: pick.seat,
        passengerIndex: pick.passengerIndex,
        price: seatPrice(
          layout,
          parseSeatCode(pick.seat)?.row ?? 0,
          currencySchema.parse(segment.currency),
        ),
      });
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw new AppError('VALIDATION', first, { fields: fieldErrors });

  const seatTaken = (seat: string) =>
    new AppError('CONFLICT', 'seatTaken', { fields: { seats: 'seatTaken' }, params: { seat } });
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockHeldQuote(tx, quote.id, deps.now())))
        throw new AppError('EXPIRED', 'holdExpired', { fields: { quoteId: 'holdExpired' } });
      for (const segment of segments) {
        const seats = await segmentSeats(tx, segment);
        const taken = picks.find(
          (p) =>
            p.flightId === segment.flightId &&
            (seats.presold.has(p.seat) ||
              (seats.assigned.has(p.seat) && seats.assigned.get(p.seat)?.quoteId !== quote.id)),
        );
        if (taken) throw seatTaken(taken.seat);
      }
      await replaceSeatAssignments(
        tx,
        quote.id,
        picks.map((p) => ({ ...p, quoteId: quote.id })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw seatTaken('');
    throw error;
  }
  return seatMaps(deps.db, quote);
}
