import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { RefundRules } from '@parvaz/domain/flights/inventory';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { findCityOfAirport } from '@parvaz/domain/reference/cities';
import type { Database } from '../db/client';
import {
  agencies,
  aircraftTypes,
  airlines,
  flightCabins,
  flights,
  offers,
} from '../db/schema/index';

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
