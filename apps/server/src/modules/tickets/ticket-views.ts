import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { RefundRequestView, TicketLine } from '@parvaz/domain/contracts/tickets';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { recordedDelayMinutes } from '@parvaz/domain/flights/flight-delay';
import type { RefundFacts } from '@parvaz/domain/refunds/refund-rules';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { effectiveTimes, type SegmentRow } from '../booking/booking.api';
import type { BookingRow, TicketRow } from '../booking/booking.api';
import type { RefundRequestRow } from './tickets.repository';

/**
 * What was paid for one ticket: its fare and fee less its share of the booking's discount. The
 * share is rounded up, so the shares never give back more than the booking was paid.
 */
export function paidFare(
  fare: number,
  booking: Pick<BookingRow, 'fareAmount' | 'discountAmount'>,
): number {
  if (booking.discountAmount <= 0 || booking.fareAmount <= 0) return fare;
  const share = Math.ceil((booking.discountAmount * fare) / booking.fareAmount);
  return Math.max(0, fare - share);
}

export function zoneOf(airport: string): string {
  return airportByCode(airport)?.timeZone ?? 'UTC';
}

/** The flight's recorded state as the refund rules read it (decision 9). */
export function refundFacts(segment: SegmentRow, now: Date): RefundFacts {
  return {
    scheduledDeparture: segment.departureAt,
    flightStatus: segment.status,
    delayMinutes: recordedDelayMinutes({
      status: segment.status,
      scheduledDeparture: segment.departureAt,
      estimatedDeparture: segment.estimatedDepartureAt,
    }),
    now,
  };
}

/** A ticket as the /refund page lists it. */
export function ticketLine(
  ticket: TicketRow,
  segment: SegmentRow | undefined,
  booking: BookingRow,
): TicketLine {
  return {
    ticketNumber: ticket.ticketNumber,
    passenger: `${ticket.firstName} ${ticket.lastName}`,
    passengerType: ticket.passengerType,
    direction: ticket.direction,
    flightNumber: segment ? `${segment.airlineCode}${segment.flightNumber}` : '',
    origin: segment?.originAirport ?? '',
    destination: segment?.destinationAirport ?? '',
    departureTime: segment
      ? zonedIso(effectiveTimes(segment).departure, zoneOf(segment.originAirport))
      : '',
    status: ticket.status,
    fare: paidFare(ticket.fare, booking),
    refundPercent: ticket.refundPercent,
    refundAmount: ticket.refundAmount,
  };
}

export function ticketLines(
  tickets: TicketRow[],
  segments: SegmentRow[],
  booking: BookingRow,
): TicketLine[] {
  return tickets.map((ticket) =>
    ticketLine(
      ticket,
      segments.find((s) => s.segmentId === ticket.segmentId),
      booking,
    ),
  );
}

export function refundRequestView(
  row: RefundRequestRow & { ticketNumbers: string[] },
): RefundRequestView {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    tickets: row.ticketNumbers,
    amount: row.amount,
    currency: currencySchema.parse(row.currency),
    destination: row.destination,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
