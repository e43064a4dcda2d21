import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPassengers,
  bookingServices,
  bookings,
  quoteSegments,
  quotes,
  seatAssignments,
  tickets,
} from '../../db/schema/booking';
import { bookedOffers, givePetPlaces, giveSeats, offerPrices } from '../flights/flights.api';

export async function insertQuote(tx: Database, values: typeof quotes.$inferInsert) {
  const [row] = await tx.insert(quotes).values(values).returning();
  if (!row) throw new Error('quote not inserted');
  return row;
}

export async function insertQuoteSegment(tx: Database, values: typeof quoteSegments.$inferInsert) {
  await tx.insert(quoteSegments).values(values);
}

export async function quoteOfTenant(db: Database, tenant: string, quoteId: string) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.tenant, tenant)));
  return row;
}
export type QuoteRow = typeof quotes.$inferSelect;

/** The quote's flights with what was priced: departure first. */
export async function segmentsOfQuote(db: Database, quoteId: string) {
  return db
    .select({
      flightId: bookedOffers.flightId,
      flightNumber: bookedOffers.flightNumber,
      airlineCode: bookedOffers.airlineCode,
      airlineName: bookedOffers.airlineName,
      airlineLogo: bookedOffers.airlineLogo,
      originAirport: bookedOffers.originAirport,
      destinationAirport: bookedOffers.destinationAirport,
      originCity: bookedOffers.originCity,
      destinationCity: bookedOffers.destinationCity,
      departureAt: bookedOffers.departureAt,
      arrivalAt: bookedOffers.arrivalAt,
      estimatedDepartureAt: bookedOffers.estimatedDepartureAt,
      estimatedArrivalAt: bookedOffers.estimatedArrivalAt,
      originTerminal: bookedOffers.originTerminal,
      destinationTerminal: bookedOffers.destinationTerminal,
      status: bookedOffers.status,
      aircraft: bookedOffers.aircraft,
      cabin: bookedOffers.cabin,
      available: bookedOffers.available,
      offerId: bookedOffers.offerId,
      priceClass: bookedOffers.priceClass,
      currency: bookedOffers.currency,
      adultFare: bookedOffers.adultFare,
      childFare: bookedOffers.childFare,
      infantFare: bookedOffers.infantFare,
      adultFee: bookedOffers.adultFee,
      childFee: bookedOffers.childFee,
      infantFee: bookedOffers.infantFee,
      baggageKg: bookedOffers.baggageKg,
      refundRules: bookedOffers.refundRules,
      departureDate: bookedOffers.departureDate,
      petCapacity: bookedOffers.petCapacity,
      petsTaken: bookedOffers.petsTaken,
      layout: bookedOffers.layout,
      cabinId: bookedOffers.cabinId,
      capacity: bookedOffers.capacity,
      segmentId: quoteSegments.id,
      direction: quoteSegments.direction,
      agencyId: bookedOffers.agencyId,
      seats: quoteSegments.seats,
      pets: quoteSegments.pets,
    })
    .from(quoteSegments)
    .innerJoin(bookedOffers, eq(bookedOffers.offerId, quoteSegments.offerId))
    .where(eq(quoteSegments.quoteId, quoteId))
    .orderBy(asc(quoteSegments.direction));
}
export type SegmentRow = Awaited<ReturnType<typeof segmentsOfQuote>>[number];

// ---------------------------------------------------------------------------------------------
// Seats

export async function seatAssignmentsOnFlight(db: Database, flightId: number) {
  return db
    .select({
      seat: seatAssignments.seat,
      quoteId: seatAssignments.quoteId,
      passengerIndex: seatAssignments.passengerIndex,
    })
    .from(seatAssignments)
    .where(eq(seatAssignments.flightId, flightId));
}

export async function seatAssignmentsOfQuote(db: Database, quoteId: string) {
  return db
    .select()
    .from(seatAssignments)
    .where(eq(seatAssignments.quoteId, quoteId))
    .orderBy(asc(seatAssignments.flightId), asc(seatAssignments.passengerIndex));
}

/** Locks a held quote's row for the rest of the transaction; undefined when no longer held. */
export async function lockHeldQuote(tx: Database, quoteId: string, now: Date) {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(eq(quotes.id, quoteId), eq(quotes.status, 'held'), sql`${quotes.expiresAt} > ${now}`),
    )
    .for('update');
  return row;
}

export async function replaceSeatAssignments(
  tx: Database,
  quoteId: string,
  rows: Array<typeof seatAssignments.$inferInsert>,
) {
  await tx.delete(seatAssignments).where(eq(seatAssignments.quoteId, quoteId));
  if (rows.length > 0) await tx.insert(seatAssignments).values(rows);
}

// ---------------------------------------------------------------------------------------------
// Holds given back

/** Moves a held quote to expired; true only for the one caller that moved it. */
export async function markQuoteExpired(tx: Database, quoteId: string, from: 'held' | 'booked') {
  const rows = await tx
    .update(quotes)
    .set({ status: 'expired' })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, from)))
    .returning({ id: quotes.id });
  return rows.length === 1;
}

/** Gives a quote's seats and animal places back and frees its picked seats. */
export async function giveBack(tx: Database, quoteId: string) {
  const segments = await tx
    .select({
      cabinId: quoteSegments.flightCabinId,
      flightId: quoteSegments.flightId,
      seats: quoteSegments.seats,
      pets: quoteSegments.pets,
    })
    .from(quoteSegments)
    .where(eq(quoteSegments.quoteId, quoteId));
  for (const segment of segments) {
    if (segment.seats > 0) await giveSeats(tx, segment.cabinId, segment.seats);
    if (segment.pets > 0) await givePetPlaces(tx, segment.flightId, segment.pets);
  }
  await tx.delete(seatAssignments).where(eq(seatAssignments.quoteId, quoteId));
}

export async function heldQuotesExpiredBy(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.status, 'held'), lt(quotes.expiresAt, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function unpaidBookingsDueBy(db: Database, now: Date, limit: number) {
  return db
    .select({ id: bookings.id, quoteId: bookings.quoteId, tenant: bookings.tenant })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lt(bookings.payBy, now)))
    .limit(limit);
}

/** Moves an unpaid booking to expired; true only for the one caller that moved it. */
export async function markBookingExpired(tx: Database, bookingId: number) {
  const rows = await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** Moves the quote from held to booked: the row lock makes concurrent submits wait and lose. */
export async function claimQuote(tx: Database, quoteId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(quotes)
    .set({ status: 'booked' })
    .where(
      and(eq(quotes.id, quoteId), eq(quotes.status, 'held'), sql`${quotes.expiresAt} > ${now}`),
    )
    .returning({ id: quotes.id });
  return rows.length === 1;
}

export async function setSegmentPets(tx: Database, segmentId: number, pets: number) {
  await tx.update(quoteSegments).set({ pets }).where(eq(quoteSegments.id, segmentId));
}

/** Inserts a booking unless a unique value (PNR, tracking code, key, quote) is taken. */
export async function insertBooking(tx: Database, values: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(values).onConflictDoNothing().returning();
  return row;
}
export type BookingRow = typeof bookings.$inferSelect;

export async function insertPassengers(
  tx: Database,
  rows: Array<typeof bookingPassengers.$inferInsert>,
) {
  return tx
    .insert(bookingPassengers)
    .values(rows)
    .returning({ id: bookingPassengers.id, position: bookingPassengers.position });
}

export async function insertTickets(tx: Database, rows: Array<typeof tickets.$inferInsert>) {
  if (rows.length > 0) await tx.insert(tickets).values(rows);
}

export async function insertServices(
  tx: Database,
  rows: Array<typeof bookingServices.$inferInsert>,
) {
  if (rows.length > 0) await tx.insert(bookingServices).values(rows);
}

export async function bookingByKey(db: Database, tenant: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenant, tenant), eq(bookings.idempotencyKey, idempotencyKey)));
  return row;
}

export async function bookingOfTenant(db: Database, tenant: string, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenant, tenant), eq(bookings.id, bookingId)));
  return row;
}

export async function bookingOfQuote(db: Database, quoteId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
  return row;
}

export async function passengersOfBooking(db: Database, bookingId: number) {
  return db
    .select()
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, bookingId))
    .orderBy(asc(bookingPassengers.position));
}

export async function ticketsOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      passengerId: tickets.passengerId,
      direction: quoteSegments.direction,
      ticketNumber: tickets.ticketNumber,
      status: tickets.status,
      seat: tickets.seat,
    })
    .from(tickets)
    .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(quoteSegments.direction));
}

export async function servicesOfBooking(db: Database, bookingId: number) {
  return db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), ne(bookingServices.quantity, 0)))
    .orderBy(asc(bookingServices.id));
}

/**
 * Locks a booking row for the rest of the transaction: what changes a booking after the sale
 * (refunds, services added later, their payments) queues up one after another on it.
 */
export async function lockBooking(tx: Database, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/**
 * What a booking's sale is made of: its amounts and charge, and per flight the airline and the
 * offer's fares and fees for the booking's party (decision 019). One read.
 */
export async function saleFactsOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      currency: bookings.currency,
      fareAmount: bookings.fareAmount,
      seatsAmount: bookings.seatsAmount,
      servicesAmount: bookings.servicesAmount,
      discountAmount: bookings.discountAmount,
      chargeAmount: bookings.chargeAmount,
      chargeCurrency: bookings.chargeCurrency,
      adult: quotes.adult,
      child: quotes.child,
      infant: quotes.infant,
      airlineCode: offerPrices.airlineCode,
      adultFare: offerPrices.adultFare,
      childFare: offerPrices.childFare,
      infantFare: offerPrices.infantFare,
      adultFee: offerPrices.adultFee,
      childFee: offerPrices.childFee,
      infantFee: offerPrices.infantFee,
    })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(quoteSegments, eq(quoteSegments.quoteId, quotes.id))
    .innerJoin(offerPrices, eq(offerPrices.offerId, quoteSegments.offerId))
    .where(eq(bookings.id, bookingId))
    .orderBy(asc(quoteSegments.direction));
}
