import { documentCalendar } from '@parvaz/domain/calendar/calendar-choice';
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
  bookingsById,
  confirmRequestedServices,
  numberTicket,
  ticketsToIssue,
} from './ticketing.repository';
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
  const [booking] = await bookingsById(tx, [bookingId]);
  if (!booking) return [];
  const rows = await ticketsToIssue(tx, bookingId);
  const issued: Array<IssuedTicket & (typeof rows)[number]> = [];
  for (const row of rows) {
    const ticketNumber = buildTicketNumber(row.accountingCode, row.id % ticketSerialLimit);
    if (await numberTicket(tx, row.id, ticketNumber, deps.now))
      issued.push({ ...row, ticketId: row.id, ticketNumber });
  }
  if (issued.length === 0) return [];
  await confirmRequestedServices(tx, bookingId);

  const lang: Language = isLanguage(booking.lang) ? booking.lang : 'en';
  const t = deps.translatorFor(lang);
  const tenantId = tenantIdSchema.safeParse(booking.tenant);
  const brand = tenantId.success ? tenants[tenantId.data].name[lang] : booking.tenant;
  const calendar: CalendarMode = documentCalendar(
    tenantId.success ? tenants[tenantId.data].calendar : 'gregorian',
    lang,
  );
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
