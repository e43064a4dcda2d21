import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { formatShortDate } from '@parvaz/domain/format/dates';
import { formatMoney } from '@parvaz/domain/format/money';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { buildTicketNumber, isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { bookingServices, bookings, tickets } from '../../db/schema/booking';
import { flights } from '../../db/schema/flights';
import { outbox } from '../../db/schema/platform';
import { buildBooking } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { buildTestFlight, testAccountingCode } from '../payments/payments-test-kit';
import { issueTickets } from './ticketing';

describe.each(databaseKinds)('ticketing on %s', (kind) => {
  let t: TestApp;
  let flight: { flightId: number; cabinId: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    flight = await buildTestFlight(t.database.db);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const issue = (bookingId: number) =>
    db().transaction((tx) =>
      issueTickets(tx, bookingId, { now: new Date(), translatorFor: t.app.translatorFor }),
    );

  it('numbers every ticket from its id, confirms services and queues SMS and e-mail in the booking language', async () => {
    const booking = await buildBooking(db(), {
      ...flight,
      passengers: 3,
      lang: 'fa',
      contactMobile: '+989121110001',
      contactEmail: 'ticketing@example.com',
      services: [{ kind: 'WCHR', quantity: 1, amount: 0 }],
    });
    const issued = await issue(booking.bookingId);
    expect(issued).toHaveLength(3);
    for (const ticket of issued) {
      expect(ticket.ticketNumber).toBe(buildTicketNumber(testAccountingCode, ticket.ticketId));
      expect(isValidTicketNumber(ticket.ticketNumber)).toBe(true);
    }
    const rows = await db().select().from(tickets).where(eq(tickets.bookingId, booking.bookingId));
    expect(rows.every((r) => r.status === 'Confirmed' && r.issuedAt !== null)).toBe(true);
    const services = await db()
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, booking.bookingId));
    expect(services.map((s) => s.status)).toEqual(['confirmed']);

    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.bookingId));
    const sms = await db().select().from(outbox).where(eq(outbox.recipient, '+989121110001'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain(tenants.sepehran.name.fa);
    expect(sms[0]?.body).toContain(row?.pnr);
    for (const ticket of issued) expect(sms[0]?.body).toContain(ticket.ticketNumber);
    const mail = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'ticketing@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.channel).toBe('email');
    expect(mail[0]?.subject).toContain(row?.pnr);
    const lines = (mail[0]?.body ?? '').split('\n').filter((l) => l.includes('SYZ→KIH'));
    expect(lines).toHaveLength(3);
    expect(mail[0]?.body).toContain(formatMoney({ amount: booking.amount, currency: 'IRR' }, 'fa'));
  });

  it('issues nothing twice and sends no second message', async () => {
    const booking = await buildBooking(db(), {
      ...flight,
      contactMobile: '+989121110002',
      contactEmail: null,
    });
    const first = await issue(booking.bookingId);
    expect(first).toHaveLength(1);
    expect(await issue(booking.bookingId)).toEqual([]);
    const messages = await db().select().from(outbox).where(eq(outbox.recipient, '+989121110002'));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.channel).toBe('sms');
    expect(await issue(987_654_321)).toEqual([]);
  });

  it('dates the e-mail’s flights as the brand’s pages: Jalali in Persian digits on sepehran, Gregorian in English on turk', async () => {
    const [row] = await db()
      .select({ departureAt: flights.departureAt })
      .from(flights)
      .where(eq(flights.id, flight.flightId));
    // The flight leaves Shiraz at 08:00 on a day in Tehran's zone.
    const day = localDateIn(row?.departureAt ?? new Date(), 'Asia/Tehran');
    const persian = await buildBooking(db(), {
      ...flight,
      lang: 'fa',
      contactMobile: '+989121110003',
      contactEmail: 'ticketing-fa@example.com',
    });
    const english = await buildBooking(db(), {
      ...flight,
      tenant: 'turk',
      lang: 'en',
      contactMobile: '+905321110003',
      contactEmail: 'ticketing-en@example.com',
    });
    await issue(persian.bookingId);
    await issue(english.bookingId);
    const lineOf = async (recipient: string) => {
      const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, recipient));
      return (mail?.body ?? '').split('\n').find((l) => l.includes('SYZ→KIH')) ?? '';
    };
    const jalali = formatShortDate(parseIsoDate(day), 'jalali', 'fa');
    expect(jalali).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(await lineOf('ticketing-fa@example.com')).toContain(`${jalali} ۰۸:۰۰`);
    expect(await lineOf('ticketing-en@example.com')).toContain(
      `${day.split('-').reverse().join('/')} 08:00`,
    );
  });
});
