import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import { formatDateTime } from '@parvaz/domain/format/dates';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { tenantIdSchema, tenants, type CalendarMode } from '@parvaz/domain/tenants/tenants';
import { buildTicketNumber, ticketSerialLimit } from '@parvaz/domain/tickets/ticket-number';
import type { Database } from '../../db/client';
import {
  airlines,
  bookingPassengers,
  bookingServices,
  bookings,
  flights,
  quoteSegments,
  tickets,
} from '../../db/schema/index';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';

export interface IssuedTicket {
  ticketId: number;
  ticketNumber: string;
}

/**
 * Issues the tickets of a booking whose payment has just settled, inside the settling
 * transaction: a 13-digit number per passenger and flight, the booking's services confirmed, and
 * the confirmation queued by SMS (and e-mail when the contact gave one) in the booking's language.
 *
 * The serial of a number is the ticket row's own id: unique and increasing without a sequence
 * of its own. Only tickets not yet numbered move, so calling it twice issues nothing twice.
 */
export async function issueTickets(
  tx: Database,
  bookingId: number,
  deps: { now: Date; translatorFor: (language: Language) => Translate },
): Promise<IssuedTicket[]> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return [];
  const rows = await tx
    .select({
      id: tickets.id,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
      position: bookingPassengers.position,
      direction: quoteSegments.direction,
      accountingCode: airlines.accountingCode,
      airlineCode: flights.airlineCode,
      flightNumber: flights.flightNumber,
      origin: flights.originAirport,
      destination: flights.destinationAirport,
      departureAt: flights.departureAt,
    })
    .from(tickets)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
    .innerJoin(flights, eq(flights.id, quoteSegments.flightId))
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .where(
      and(
        eq(tickets.bookingId, bookingId),
        eq(tickets.status, 'NotVerified'),
        isNull(tickets.ticketNumber),
      ),
    )
    .orderBy(asc(quoteSegments.direction), asc(bookingPassengers.position));
  const issued: Array<IssuedTicket & (typeof rows)[number]> = [];
  for (const row of rows) {
    const ticketNumber = buildTicketNumber(row.accountingCode, row.id % ticketSerialLimit);
    const moved = await tx
      .update(tickets)
      .set({ ticketNumber, status: 'Confirmed', issuedAt: deps.now })
      .where(
        and(
          eq(tickets.id, row.id),
          eq(tickets.status, 'NotVerified'),
          isNull(tickets.ticketNumber),
        ),
      )
      .returning({ id: tickets.id });
    if (moved.length === 1) issued.push({ ...row, ticketId: row.id, ticketNumber });
  }
  if (issued.length === 0) return [];
  await tx
    .update(bookingServices)
    .set({ status: 'confirmed' })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'requested')));

  const lang: Language = isLanguage(booking.lang) ? booking.lang : 'en';
  const t = deps.translatorFor(lang);
  const tenantId = tenantIdSchema.safeParse(booking.tenant);
  const brand = tenantId.success ? tenants[tenantId.data].name[lang] : booking.tenant;
  const calendar: CalendarMode = tenantId.success ? tenants[tenantId.data].calendar : 'gregorian';
  const params = { brand, pnr: booking.pnr, trackingCode: booking.trackingCode };
  await enqueueMessage(tx, {
    tenant: booking.tenant,
    channel: 'sms',
    recipient: booking.contactMobile,
    body: t('ticketsIssuedSms', {
      ...params,
      tickets: issued.map((ticket) => ticket.ticketNumber).join(', '),
    }),
  });
  if (booking.contactEmail) {
    const currency = currencySchema.safeParse(booking.currency);
    const amount = currency.success
      ? formatMoney({ amount: booking.amount, currency: currency.data }, lang)
      : `${booking.amount} ${booking.currency}`;
    const lines = issued.map((ticket) =>
      [
        `${ticket.lastName}/${ticket.firstName}`,
        `${ticket.airlineCode}${ticket.flightNumber}`,
        `${ticket.origin}→${ticket.destination}`,
        localTime(ticket.departureAt, ticket.origin, lang, calendar),
        ticket.ticketNumber,
      ].join('  '),
    );
    await enqueueMessage(tx, {
      tenant: booking.tenant,
      channel: 'email',
      recipient: booking.contactEmail,
      subject: t('ticketsIssuedSubject', params),
      body: t('ticketsIssuedEmail', { ...params, lines: lines.join('\n'), amount }),
    });
  }
  return issued.map(({ ticketId, ticketNumber }) => ({ ticketId, ticketNumber }));
}

/**
 * A departure in the local time of its airport (PRODUCT.md decision 6), written by the domain's
 * one date formatter in the brand's calendar, like the pages and the ticket.
 */
function localTime(instant: Date, airport: string, lang: Language, calendar: CalendarMode): string {
  const local = zonedIso(instant, airportByCode(airport)?.timeZone ?? 'UTC');
  const date = parseIsoDate(local.slice(0, 10));
  const time = { hour: Number(local.slice(11, 13)), minute: Number(local.slice(14, 16)) };
  return formatDateTime(date, time, calendar, lang);
}
