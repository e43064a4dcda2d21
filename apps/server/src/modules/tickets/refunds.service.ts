import type { z } from 'zod';
import type {
  RefundConfirmRequest,
  RefundRequestView,
  TicketLine,
  refundDecideSchema,
} from '@parvaz/domain/contracts/tickets';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import {
  isRefundableTicketStatus,
  refundableTicketStatuses,
} from '@parvaz/domain/refunds/refundable-tickets';
import { judgeRefund, refundAmount } from '@parvaz/domain/refunds/refund-rules';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import {
  lockBooking,
  segmentsOfQuote,
  type SegmentRow,
  inPaidCurrency,
} from '../booking/booking.api';
import type { PaymentProviders } from '../payments/payments.api';
import { giveRefundBack, refundDestination } from './refund-money';
import { queueRefundRejected, queueRefundRequested, queueRefundSettled } from './refund-notices';
import { deskScope, type DeskUser } from './refund-desk.service';
import { findBooking, type LookupCaller, type LookupDeps } from './ticket-lookup';
import { plainTicketNumber } from './tickets.service';
import {
  lockTicketsOfBooking,
  moveTicket,
  returnSeat,
  ticketRowsOfBooking,
  type BookingRow,
  type TicketRow,
  type TicketStatusValue,
} from '../booking/booking.api';
import {
  decideRequest,
  insertRefundRequest,
  insertRefundRequestTickets,
  lockRefundRequest,
  refundRequestsOfBooking,
  ticketsOfRequest,
  type RefundRequestRow,
} from './tickets.repository';
import { paidFare, refundFacts, refundRequestView, ticketLines } from './ticket-views';

export interface RefundDeps extends LookupDeps {
  translatorFor: (language: Language) => Translate;
  /** The gateway a refund to the card goes back through. */
  providers: PaymentProviders;
}

/** A ticket of a refund with what the rules give back of it. */
interface RefundPart {
  ticket: TicketRow;
  percent: number;
  amount: number;
}

const notRefundable = () =>
  new AppError('CONFLICT', 'ticketNotRefundable', { fields: { tickets: 'ticketNotRefundable' } });

/**
 * Settles a refund inside the caller's transaction, the booking locked: the tickets move to
 * refunded (only from `from`, so a ticket is never refunded twice), the money goes back to the
 * wallet, the card, or both by their shares (`giveRefundBack`), the seats go back on sale, the
 * request is approved and the traveller told where the money went.
 */
async function settle(
  tx: Database,
  deps: RefundDeps,
  refund: {
    booking: BookingRow;
    request: RefundRequestRow;
    parts: RefundPart[];
    segments: SegmentRow[];
    from: readonly TicketStatusValue[];
    decidedBy: number | null;
    now: Date;
  },
): Promise<void> {
  const { booking, request } = refund;
  for (const part of refund.parts)
    if (
      !(await moveTicket(tx, part.ticket.id, refund.from, 'refunded', {
        percent: part.percent,
        amount: part.amount,
      }))
    )
      throw notRefundable();

  let destination = request.destination;
  if (request.amount > 0) {
    const currency = currencySchema.parse(request.currency);
    // What the rules kept of the tickets' paid fares, in the currency paid as the refund is.
    const kept = refund.parts.reduce(
      (sum, part) => sum + Math.max(0, paidFare(part.ticket.fare, booking) - part.amount),
      0,
    );
    const penalty = kept > 0 ? (await inPaidCurrency(tx, booking, kept)).amount : 0;
    destination = await giveRefundBack(tx, deps, {
      booking,
      request,
      penalty,
      currency,
      at: refund.now,
    });
  }

  for (const part of refund.parts)
    await returnSeat(tx, {
      segmentId: part.ticket.segmentId,
      quoteId: booking.quoteId,
      position: part.ticket.position,
      takesSeat: part.ticket.passengerType !== 'INF',
    });

  const decided = await decideRequest(tx, request.id, 'approved', {
    reason: '',
    at: refund.now,
    by: refund.decidedBy,
  });
  if (!decided) throw new AppError('CONFLICT', 'refundAlreadyDecided');

  await queueRefundSettled(
    { tx, booking, translatorFor: deps.translatorFor },
    {
      amount: request.amount,
      destination,
      tickets: refund.parts.map((part) => {
        const segment = refund.segments.find((s) => s.segmentId === part.ticket.segmentId);
        return {
          passenger: `${part.ticket.lastName}/${part.ticket.firstName}`,
          flightNumber: segment ? `${segment.airlineCode}${segment.flightNumber}` : '',
          origin: segment?.originAirport ?? '',
          destination: segment?.destinationAirport ?? '',
          ticketNumber: part.ticket.ticketNumber ?? '',
          amount: part.amount,
        };
      }),
    },
  );
}

/** A request as answered after its transaction. */
async function requestViewOf(
  db: Database,
  bookingId: number,
  requestId: number,
): Promise<RefundRequestView> {
  const requests = await refundRequestsOfBooking(db, bookingId);
  const request = requests.find((r) => r.id === requestId);
  if (!request) throw new Error('refund request vanished');
  return refundRequestView(request);
}

/** A request as answered after its transaction, with every ticket of the booking as it is now. */
async function answerOf(
  db: Database,
  booking: BookingRow,
  requestId: number,
  segments: SegmentRow[],
): Promise<{ request: RefundRequestView; tickets: TicketLine[] }> {
  const [request, tickets] = await Promise.all([
    requestViewOf(db, booking.id, requestId),
    ticketRowsOfBooking(db, booking.id),
  ]);
  return { request, tickets: ticketLines(tickets, segments, booking) };
}

/**
 * `ticket/refundConfirm`: asks for the refund of some tickets of a booking in one mode. The rules
 * judge each ticket against its flight (decision 9); when every ticket settles at once the
 * refund is done in the same transaction, otherwise the tickets wait in refundRequest for the
 * desk. The booking's row lock makes concurrent requests for the same tickets queue up, and the
 * second finds them no longer refundable.
 */
export async function confirmRefund(
  deps: RefundDeps,
  caller: LookupCaller,
  input: RefundConfirmRequest,
): Promise<{ request: RefundRequestView; tickets: TicketLine[] }> {
  const booking = await findBooking(deps, caller, input);
  const wanted = [...new Set(input.tickets.map(plainTicketNumber))];
  const [segments, destination] = await Promise.all([
    segmentsOfQuote(deps.db, booking.quoteId),
    refundDestination(deps.db, booking),
  ]);
  const now = deps.now();

  const requestId = await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (locked?.status !== 'confirmed') throw notRefundable();
    await lockTicketsOfBooking(tx, locked.id);
    const tickets = await ticketRowsOfBooking(tx, locked.id);
    const chosen = wanted.map((number) => tickets.find((t) => t.ticketNumber === number));
    if (chosen.some((ticket) => ticket === undefined))
      throw new AppError('NOT_FOUND', 'notFound', { fields: { tickets: 'notFound' } });
    const parts: Array<RefundPart & { settle: 'now' | 'decision' }> = [];
    for (const ticket of chosen) {
      if (!ticket) continue;
      if (!isRefundableTicketStatus(ticket.status)) throw notRefundable();
      const segment = segments.find((s) => s.segmentId === ticket.segmentId);
      if (!segment) throw notRefundable();
      const judged = judgeRefund(segment.refundRules, input.mode, refundFacts(segment, now));
      if (!judged.allowed)
        throw new AppError('VALIDATION', judged.reason, { fields: { mode: judged.reason } });
      parts.push({
        ticket,
        percent: judged.refundPercent,
        amount: refundAmount(paidFare(ticket.fare, locked), judged.refundPercent),
        settle: judged.settle,
      });
    }

    // Summed in the fares' currency, then given back in the one paid, by the rate paid at.
    const back = await inPaidCurrency(
      tx,
      locked,
      parts.reduce((sum, part) => sum + part.amount, 0),
    );
    const request = await insertRefundRequest(tx, {
      bookingId: locked.id,
      mode: input.mode,
      status: 'pending',
      amount: back.amount,
      currency: back.currency,
      destination: destination.destination,
      paymentId: destination.destination === 'card' ? destination.paymentId : null,
      requestedAt: now,
    });
    await insertRefundRequestTickets(
      tx,
      parts.map((part) => ({
        refundRequestId: request.id,
        ticketId: part.ticket.id,
        refundPercent: part.percent,
        refundAmount: part.amount,
      })),
    );
    if (parts.every((part) => part.settle === 'now')) {
      await settle(tx, deps, {
        booking: locked,
        request,
        parts,
        segments,
        from: refundableTicketStatuses,
        decidedBy: null,
        now,
      });
    } else {
      for (const part of parts)
        if (
          !(await moveTicket(tx, part.ticket.id, refundableTicketStatuses, 'refundRequest', {
            percent: part.percent,
            amount: part.amount,
          }))
        )
          throw notRefundable();
      await queueRefundRequested({ tx, booking: locked, translatorFor: deps.translatorFor });
    }
    return request.id;
  });
  return answerOf(deps.db, booking, requestId, segments);
}

const requestNotFound = () => new AppError('NOT_FOUND', 'notFound', { fields: { id: 'notFound' } });

/**
 * `ticket/refundDecide`: the desk (or the agency that sold the booking) approves a waiting
 * request, which settles it like the rules would have, or rejects it with a reason the traveller
 * is told. A request of another tenant or another agency is answered as one that does not exist.
 */
export async function decideRefund(
  deps: RefundDeps,
  user: DeskUser,
  input: z.output<typeof refundDecideSchema>,
): Promise<RefundRequestView> {
  if (input.decision === 'reject' && !input.reason)
    throw new AppError('VALIDATION', 'required', { fields: { reason: 'required' } });
  const agencyId = await deskScope(deps.db, user);
  if (agencyId === 'none') throw requestNotFound();
  const now = deps.now();

  const booking = await deps.db.transaction(async (tx) => {
    const found = await lockRefundRequest(tx, input.id);
    if (
      !found ||
      found.tenant !== user.tenant ||
      (agencyId !== null && found.agencyId !== agencyId)
    )
      throw requestNotFound();
    if (found.request.status !== 'pending') throw new AppError('CONFLICT', 'refundAlreadyDecided');
    const locked = await lockBooking(tx, found.request.bookingId);
    if (!locked) throw requestNotFound();
    await lockTicketsOfBooking(tx, locked.id);
    const [tickets, requested] = await Promise.all([
      ticketRowsOfBooking(tx, locked.id),
      ticketsOfRequest(tx, found.request.id),
    ]);
    const parts = requested.flatMap((row): RefundPart[] => {
      const ticket = tickets.find((t) => t.id === row.ticketId);
      return ticket ? [{ ticket, percent: row.refundPercent, amount: row.refundAmount }] : [];
    });

    if (input.decision === 'approve') {
      await settle(tx, deps, {
        booking: locked,
        request: found.request,
        parts,
        segments: await segmentsOfQuote(tx, locked.quoteId),
        from: ['refundRequest'],
        decidedBy: user.id,
        now,
      });
      return locked;
    }
    for (const part of parts)
      if (
        !(await moveTicket(tx, part.ticket.id, ['refundRequest'], 'refundRejected', {
          percent: null,
          amount: null,
        }))
      )
        throw notRefundable();
    const decided = await decideRequest(tx, found.request.id, 'rejected', {
      reason: input.reason,
      at: now,
      by: user.id,
    });
    if (!decided) throw new AppError('CONFLICT', 'refundAlreadyDecided');
    await queueRefundRejected(
      { tx, booking: locked, translatorFor: deps.translatorFor },
      input.reason,
    );
    return locked;
  });
  return requestViewOf(deps.db, booking.id, input.id);
}
