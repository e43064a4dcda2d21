import { zonedIso } from '@parvaz/domain/calendar/zoned';
import {
  trackingEventKinds,
  type RulesResponse,
  type TicketInfo,
  type TicketLookup,
  type TicketShow,
} from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import { isRefundableTicketStatus } from '@parvaz/domain/refunds/refundable-tickets';
import { judgeRefund, refundAmount, refundModes } from '@parvaz/domain/refunds/refund-rules';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import { bookingView, issueTicketAccess, segmentsOfQuote } from '../booking/booking.api';
import { paymentsByIds } from '../payments/payments.api';
import { findBooking, type LookupCaller, type LookupDeps, type LookupInput } from './ticket-lookup';
import {
  laterServicesOfBooking,
  servicesWithPassengerOfBooking,
  ticketRowsOfBooking,
  type BookingRow,
} from '../booking/booking.api';
import { refundRequestsOfBooking } from './tickets.repository';
import { paidFare, refundFacts, refundRequestView, ticketLines, zoneOf } from './ticket-views';

function accessFor(deps: LookupDeps, booking: BookingRow): string {
  return issueTicketAccess(deps.signer, booking.id, booking.tenant, deps.now());
}

/** `ticket/ticketTracking`: the booking the pair names, and a token for the calls that follow. */
export async function trackBooking(
  deps: LookupDeps,
  caller: LookupCaller,
  input: LookupInput,
): Promise<{ trackingCode: string; access: string }> {
  const booking = await findBooking(deps, caller, input);
  return { trackingCode: booking.trackingCode, access: accessFor(deps, booking) };
}

/** `ticket/ticketInfo`: every ticket's state and refund, and the booking's refund requests. */
export async function ticketInfo(
  deps: LookupDeps,
  caller: LookupCaller,
  input: LookupInput,
): Promise<TicketInfo> {
  const booking = await findBooking(deps, caller, input);
  const [tickets, segments, requests] = await Promise.all([
    ticketRowsOfBooking(deps.db, booking.id),
    segmentsOfQuote(deps.db, booking.quoteId),
    refundRequestsOfBooking(deps.db, booking.id),
  ]);
  return {
    pnr: booking.pnr,
    trackingCode: booking.trackingCode,
    status: booking.status,
    amount: booking.amount,
    currency: currencySchema.parse(booking.currency),
    tickets: ticketLines(tickets, segments, booking),
    refunds: requests.map(refundRequestView),
    access: accessFor(deps, booking),
  };
}

/** The e-ticket of a booking already found: the result page's view, the fares and the issue time. */
export async function ticketShowOf(
  deps: LookupDeps,
  booking: BookingRow,
  lang: Language,
): Promise<TicketShow> {
  const [view, tickets, services] = await Promise.all([
    bookingView(deps.db, booking, lang),
    ticketRowsOfBooking(deps.db, booking.id),
    servicesWithPassengerOfBooking(deps.db, booking.id),
  ]);
  const issued = tickets
    .map((t) => t.issuedAt?.getTime())
    .filter((time): time is number => time !== undefined);
  return {
    ...view,
    services,
    issuedAt: issued.length > 0 ? new Date(Math.min(...issued)).toISOString() : null,
    fares: Object.fromEntries(
      tickets.map((t) => [`${t.position}.${t.direction}`, paidFare(t.fare, booking)]),
    ),
    access: accessFor(deps, booking),
  };
}

/** `ticket/ticketShow`. */
export async function ticketShow(
  deps: LookupDeps,
  caller: LookupCaller,
  input: LookupInput,
  lang: Language,
): Promise<TicketShow> {
  return ticketShowOf(deps, await findBooking(deps, caller, input), lang);
}

type EventKind = (typeof trackingEventKinds)[number];
interface TrackingEvent {
  at: string;
  kind: EventKind;
  detail: string;
}

// When two things happened at the same instant (paid and ticketed are one transaction), they
// are told in the order the contract lists the kinds, which is the order they happen in.
const kindOrder: readonly EventKind[] = trackingEventKinds;

/** `ticket/getTracking`: what happened to the booking, oldest first. */
export async function trackingEvents(
  deps: LookupDeps,
  caller: LookupCaller,
  input: LookupInput,
  lang: Language,
): Promise<{ events: TrackingEvent[] }> {
  const booking = await findBooking(deps, caller, input);
  const [tickets, requests, services] = await Promise.all([
    ticketRowsOfBooking(deps.db, booking.id),
    refundRequestsOfBooking(deps.db, booking.id),
    laterServicesOfBooking(deps.db, booking.id),
  ]);
  const currency = currencySchema.parse(booking.currency);
  const money = (amount: number) => formatMoney({ amount, currency }, lang);
  const found: Array<{ at: Date; kind: EventKind; detail: string }> = [
    { at: booking.createdAt, kind: 'booked', detail: booking.pnr },
  ];
  if (booking.confirmedAt)
    found.push({ at: booking.confirmedAt, kind: 'paid', detail: money(booking.amount) });
  const issues = new Map<number, string[]>();
  for (const ticket of tickets)
    if (ticket.issuedAt && ticket.ticketNumber) {
      const at = ticket.issuedAt.getTime();
      issues.set(at, [...(issues.get(at) ?? []), ticket.ticketNumber]);
    }
  for (const [at, numbers] of issues)
    found.push({ at: new Date(at), kind: 'ticketed', detail: numbers.join(', ') });
  for (const request of requests) {
    found.push({
      at: request.requestedAt,
      kind: 'refundRequested',
      detail: request.ticketNumbers.join(', '),
    });
    if (request.decidedAt && request.status === 'approved')
      found.push({ at: request.decidedAt, kind: 'refunded', detail: money(request.amount) });
    if (request.decidedAt && request.status === 'rejected')
      found.push({ at: request.decidedAt, kind: 'refundRejected', detail: request.reason });
  }
  // When the payment that bought them moved is when the services were decided.
  const decided = new Map(
    (
      await paymentsByIds(
        deps.db,
        services.flatMap((s) => (s.paymentId === null ? [] : [s.paymentId])),
      )
    ).map((payment) => [payment.id, payment.updatedAt]),
  );
  for (const service of services) {
    found.push({ at: service.createdAt, kind: 'servicesRequested', detail: service.kind });
    const decidedAt =
      (service.paymentId === null ? undefined : decided.get(service.paymentId)) ??
      service.createdAt;
    if (service.status === 'confirmed')
      found.push({ at: decidedAt, kind: 'servicesConfirmed', detail: service.kind });
    if (service.status === 'refused')
      found.push({ at: decidedAt, kind: 'servicesRefused', detail: service.kind });
  }
  // A booking paid from the wallet is settled in the same transaction it is made in, whose clock
  // readings may come a few milliseconds apart: nothing happens to a booking before it exists.
  const start = booking.createdAt.getTime();
  for (const event of found) if (event.at.getTime() < start) event.at = booking.createdAt;
  found.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind),
  );
  return {
    events: found.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** Ticket numbers as typed: spaces and dashes between the digits are not part of them. */
export function plainTicketNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * `flight/getRules`: the penalty table of the ticket's fare and, for each mode, whether it may be
 * asked now, what it keeps and gives back in money, and whether it settles at once.
 */
export async function fareRules(
  deps: LookupDeps,
  caller: LookupCaller,
  input: Pick<TicketLookup, 'access' | 'trackingCode' | 'mobile' | 'lastName'> & {
    ticketNumber: string;
  },
  t: Translate,
): Promise<RulesResponse> {
  const ticketNumber = plainTicketNumber(input.ticketNumber);
  const booking = await findBooking(deps, caller, { ...input, ticketNumber });
  const [tickets, segments] = await Promise.all([
    ticketRowsOfBooking(deps.db, booking.id),
    segmentsOfQuote(deps.db, booking.quoteId),
  ]);
  const ticket = tickets.find((row) => row.ticketNumber === ticketNumber);
  const segment = ticket && segments.find((s) => s.segmentId === ticket.segmentId);
  if (!ticket || !segment)
    throw new AppError('NOT_FOUND', 'notFound', { fields: { ticketNumber: 'notFound' } });
  const fare = paidFare(ticket.fare, booking);
  const refundable = booking.status === 'confirmed' && isRefundableTicketStatus(ticket.status);
  const facts = refundFacts(segment, deps.now());
  return {
    ticketNumber,
    rules: segment.refundRules,
    fare,
    currency: currencySchema.parse(booking.currency),
    departureTime: zonedIso(segment.departureAt, zoneOf(segment.originAirport)),
    modes: refundModes.map((mode) => {
      const judged = judgeRefund(segment.refundRules, mode, facts);
      if (!refundable || !judged.allowed)
        return {
          mode,
          allowed: false,
          reason: t(!refundable || judged.allowed ? 'ticketNotRefundable' : judged.reason),
          refundPercent: 0,
          penaltyPercent: 0,
          refundAmount: 0,
          settle: 'decision' as const,
        };
      return {
        mode,
        allowed: true,
        reason: '',
        refundPercent: judged.refundPercent,
        penaltyPercent: judged.penaltyPercent,
        refundAmount: refundAmount(fare, judged.refundPercent),
        settle: judged.settle,
      };
    }),
  };
}
