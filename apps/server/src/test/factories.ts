import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { RefundRules } from '@parvaz/domain/flights/inventory';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { findCityOfAirport } from '@parvaz/domain/reference/cities';
import type { Database } from '../db/client';
import { discountCodes } from '../db/schema/discounts';
import {
  agencies,
  aircraftTypes,
  airlines,
  flightCabins,
  flights,
  offers,
} from '../db/schema/flights';
import { users } from '../db/schema/users';
import { createSession } from '../platform/auth/sessions';

const names = (en: string) => ({ fa: en, ar: en, en, tr: en });

export const testRefundRules: RefundRules = {
  penalties: [
    { hoursBefore: 72, percent: 10 },
    { hoursBefore: 12, percent: 30 },
    { hoursBefore: 3, percent: 50 },
    { hoursBefore: 0, percent: 60 },
  ],
  noShowPercent: 80,
};

/** An airline, an aircraft type and agencies of the tests' own, beside whatever demo data exists. */
export async function buildCatalogue(
  db: Database,
): Promise<{ airline: string; aircraft: string; agencyIds: number[] }> {
  await db
    .insert(airlines)
    .values({ code: 'ZZ', name: names('Test Air'), logo: '/airlines/ZZ.svg', countryCode: 'IR' })
    .onConflictDoNothing();
  await db
    .insert(aircraftTypes)
    .values({
      code: 'T320',
      name: 'Airbus A320 (test)',
      layout: [
        {
          cabin: 'economy',
          firstRow: 1,
          lastRow: 30,
          letters: 'ABC_DEF',
          exitRows: [12],
          skipRows: [],
        },
      ],
      petCapacity: 2,
    })
    .onConflictDoNothing();
  const rows = await db
    .insert(agencies)
    .values([
      { name: names('Test Agency One'), logo: '/agencies/one.svg', class: 'A' },
      { name: names('Test Agency Two'), logo: '/agencies/two.svg', class: 'B' },
    ])
    .returning({ id: agencies.id });
  return { airline: 'ZZ', aircraft: 'T320', agencyIds: rows.map((r) => r.id) };
}

export interface FlightOverrides {
  from: string;
  to: string;
  date: string;
  /** Local time at the origin, 'HH:mm'. */
  time?: string;
  blockMinutes?: number;
  flightNumber?: string;
  status?: 'scheduled' | 'delayed' | 'cancelled' | 'departed' | 'landed';
  delayMinutes?: number;
  capacity?: number;
  available?: number;
  currency?: 'IRR' | 'USD';
  /** Adult fare and fee per agency, in minor units. */
  fares?: Array<{ adultFare: number; adultFee: number; priceClass?: string }>;
}

let flightCounter = 100;

/** A flight with an economy cabin and one offer per entry of `fares` (one agency each). */
export async function buildFlight(
  db: Database,
  overrides: FlightOverrides,
): Promise<{ flightId: number; cabinId: number }> {
  const catalogue = await buildCatalogue(db);
  const origin = airportByCode(overrides.from);
  const destination = airportByCode(overrides.to);
  const originCity = findCityOfAirport(overrides.from);
  const destinationCity = findCityOfAirport(overrides.to);
  if (!origin || !destination || !originCity || !destinationCity)
    throw new Error('unknown airport in a test');
  const departureAt = instantAt(overrides.date, overrides.time ?? '08:00', origin.timeZone);
  const arrivalAt = new Date(departureAt.getTime() + (overrides.blockMinutes ?? 90) * 60_000);
  const delay = (overrides.delayMinutes ?? 0) * 60_000;
  const [flight] = await db
    .insert(flights)
    .values({
      airlineCode: catalogue.airline,
      flightNumber: overrides.flightNumber ?? String(flightCounter++),
      originAirport: overrides.from,
      destinationAirport: overrides.to,
      originCity: originCity.code,
      destinationCity: destinationCity.code,
      departureDate: overrides.date,
      departureAt,
      arrivalAt,
      estimatedDepartureAt: delay ? new Date(departureAt.getTime() + delay) : null,
      estimatedArrivalAt: delay ? new Date(arrivalAt.getTime() + delay) : null,
      originTerminal: '1',
      destinationTerminal: '2',
      aircraftCode: catalogue.aircraft,
      status: overrides.status ?? 'scheduled',
    })
    .returning({ id: flights.id });
  if (!flight) throw new Error('flight not inserted');
  const capacity = overrides.capacity ?? 180;
  const [cabin] = await db
    .insert(flightCabins)
    .values({
      flightId: flight.id,
      cabin: 'economy',
      capacity,
      available: overrides.available ?? capacity,
    })
    .returning({ id: flightCabins.id });
  if (!cabin) throw new Error('cabin not inserted');
  const fares = overrides.fares ?? [{ adultFare: 30_000_000, adultFee: 500_000 }];
  await db.insert(offers).values(
    fares.map((fare, index) => ({
      flightCabinId: cabin.id,
      agencyId: catalogue.agencyIds[index % catalogue.agencyIds.length] ?? 0,
      priceClass: fare.priceClass ?? 'Y',
      currency: overrides.currency ?? 'IRR',
      adultFare: fare.adultFare,
      childFare: Math.round(fare.adultFare * 0.75),
      infantFare: Math.round(fare.adultFare * 0.1),
      adultFee: fare.adultFee,
      childFee: fare.adultFee,
      infantFee: 0,
      baggageKg: 20,
      refundRules: testRefundRules,
    })),
  );
  return { flightId: flight.id, cabinId: cabin.id };
}

/** A discount code of a tenant: 10% on every route, valid for a year, unless overridden. */
export async function buildDiscountCode(
  db: Database,
  overrides: Partial<typeof discountCodes.$inferInsert> & { tenant: string; code: string },
): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(discountCodes)
    .values({
      percent: overrides.amount ? null : 10,
      maxUses: 100,
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 365 * 86_400_000),
      ...overrides,
    })
    .returning({ id: discountCodes.id });
  if (!row) throw new Error('discount code not inserted');
  return row.id;
}

/** A valid Iranian national code (check digit computed) from nine digits. */
export function iranianNationalCode(nineDigits: string): string {
  return `${nineDigits}${iranianCheckDigit(nineDigits)}`;
}

export interface BookingOverrides {
  flightId: number;
  cabinId: number;
  tenant?: string;
  lang?: 'fa' | 'ar' | 'en' | 'tr';
  passengers?: number;
  /** Per passenger, in minor units of `currency`. */
  fare?: number;
  currency?: 'IRR' | 'USD';
  contactMobile?: string;
  contactEmail?: string | null;
  payBy?: Date;
  /** Extra services of the booking (the first passenger's wheelchair, …). */
  services?: Array<{ kind: 'WCHR' | 'PET' | 'XBAG' | 'CARGO'; quantity: number; amount: number }>;
}

let bookingCounter = 0;

/**
 * A booking waiting for payment, written directly (quote, segment, booking, passengers, tickets
 * without numbers) so that payment tests need no booking endpoint.
 */
export async function buildBooking(
  db: Database,
  overrides: BookingOverrides,
): Promise<{ bookingId: number; amount: number; currency: 'IRR' | 'USD'; ticketIds: number[] }> {
  // Imported here so that this factory, appended later, leaves the shared import list as it is.
  const { eq } = await import('drizzle-orm');
  const schema = await import('../db/schema/index');
  const [offer] = await db
    .select({ id: offers.id, agencyId: offers.agencyId })
    .from(offers)
    .where(eq(offers.flightCabinId, overrides.cabinId))
    .limit(1);
  if (!offer) throw new Error('the flight has no offer');
  const count = overrides.passengers ?? 1;
  const fare = overrides.fare ?? 30_500_000;
  const currency = overrides.currency ?? 'IRR';
  const servicesAmount = (overrides.services ?? []).reduce((sum, s) => sum + s.amount, 0);
  const tenant = overrides.tenant ?? 'sepehran';
  const [quote] = await db
    .insert(schema.quotes)
    .values({
      tenant,
      status: 'booked',
      agencyId: offer.agencyId,
      adult: count,
      child: 0,
      infant: 0,
      currency,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    })
    .returning({ id: schema.quotes.id });
  if (!quote) throw new Error('quote not inserted');
  const [segment] = await db
    .insert(schema.quoteSegments)
    .values({
      quoteId: quote.id,
      direction: 'departure',
      flightId: overrides.flightId,
      flightCabinId: overrides.cabinId,
      offerId: offer.id,
      seats: count,
    })
    .returning({ id: schema.quoteSegments.id });
  if (!segment) throw new Error('segment not inserted');
  const n = ++bookingCounter;
  const suffix = `${Date.now().toString(36)}${n}`.toUpperCase();
  const fareAmount = fare * count;
  const [booking] = await db
    .insert(schema.bookings)
    .values({
      tenant,
      quoteId: quote.id,
      pnr: `T${suffix}`.slice(-6),
      trackingCode: `TR${suffix}`,
      lang: overrides.lang ?? 'en',
      contactMobile: overrides.contactMobile ?? '+989121234567',
      contactEmail:
        overrides.contactEmail === undefined ? 'traveller@example.com' : overrides.contactEmail,
      currency,
      fareAmount,
      servicesAmount,
      amount: fareAmount + servicesAmount,
      // Charged in the fares' own currency, as a booking without a currency choice is.
      chargeCurrency: currency,
      chargeAmount: fareAmount + servicesAmount,
      idempotencyKey: `test-${suffix}`,
      payBy: overrides.payBy ?? new Date(Date.now() + 15 * 60_000),
    })
    .returning({ id: schema.bookings.id, amount: schema.bookings.amount });
  if (!booking) throw new Error('booking not inserted');
  const passengers = await db
    .insert(schema.bookingPassengers)
    .values(
      Array.from({ length: count }, (_, position) => ({
        bookingId: booking.id,
        position,
        type: 'ADT' as const,
        firstName: `PASSENGER${String.fromCharCode(65 + position)}`,
        lastName: 'TESTER',
        gender: 'M' as const,
        birthDate: '1990-01-01',
        nationality: 'IRN',
        nationalId: '0012345679',
      })),
    )
    .returning({ id: schema.bookingPassengers.id });
  const ticketRows = await db
    .insert(schema.tickets)
    .values(
      passengers.map((p) => ({
        bookingId: booking.id,
        passengerId: p.id,
        quoteSegmentId: segment.id,
        fare,
      })),
    )
    .returning({ id: schema.tickets.id });
  if (overrides.services?.length) {
    await db.insert(schema.bookingServices).values(
      overrides.services.map((s) => ({
        bookingId: booking.id,
        passengerId: passengers[0]?.id ?? null,
        kind: s.kind,
        quantity: s.quantity,
        amount: s.amount,
      })),
    );
  }
  return {
    bookingId: booking.id,
    amount: booking.amount,
    currency,
    ticketIds: ticketRows.map((t) => t.id),
  };
}

let userSerial = 0;

/** A verified user of a tenant and role with a session: `token` goes in the Authorization header. */
export async function buildSignedInUser(
  db: Database,
  options: { tenant?: string; role?: (typeof users.$inferInsert)['role'] } = {},
): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  userSerial += 1;
  const serial =
    String(Date.now() % 1_000_000).padStart(6, '0') + String(userSerial).padStart(3, '0');
  const tenant = options.tenant ?? 'sepehran';
  const [user] = await db
    .insert(users)
    .values({
      tenant,
      role: options.role ?? 'customer',
      mobile: `+98912${serial.slice(-7)}`,
      nationalCode: iranianNationalCode(serial.slice(-9).padStart(9, '1')),
      passwordHash: 'not-a-password',
      referralCode: `T${serial}`,
      verifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const session = await createSession(db, user.id, new Date());
  return {
    id: user.id,
    token: session.token,
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant': tenant },
  };
}

/** A multipart/form-data body for `app.inject`: text fields and files given as bytes. */
export function buildMultipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; type: string; data: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parvaz${Date.now().toString(16)}${userSerial}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
