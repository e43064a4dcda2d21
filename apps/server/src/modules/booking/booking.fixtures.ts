import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../db/client';
import { buildFlight, iranianNationalCode, type FlightOverrides } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { agencyOfCabin } from '../flights/flights-test-kit';

/** A day far enough ahead that no demo data or sales cut-off is in the way. */
export const flightDay = formatIsoDate(
  addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 200),
);

/** A clock tests can move forward. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** A domestic flight (MHD → THR) and the agency that sells it. */
export async function sellableFlight(db: Database, overrides: Partial<FlightOverrides> = {}) {
  const built = await buildFlight(db, { from: 'MHD', to: 'THR', date: flightDay, ...overrides });
  const agencyId = await agencyOfCabin(db, built.cabinId);
  return { ...built, ref: `${built.flightId}.economy`, agencyId };
}

export type Json = Record<string, unknown> & {
  data?: Record<string, unknown>;
  errors?: { error: string; code: string; fields?: Record<string, string> };
};

export async function hold(
  t: TestApp,
  flight: { ref: string; agencyId: number },
  counts: { adult: number; child?: number; infant?: number } = { adult: 1 },
  headers: Record<string, string> = { 'x-tenant': 'sepehran', lang: 'en' },
) {
  const response = await t.post(
    'flight/getFlightPrice',
    { departureRef: flight.ref, agencyId: flight.agencyId, child: 0, infant: 0, ...counts },
    headers,
  );
  return { status: response.status, json: response.json as Json };
}

let serial = 100_000_000;

/** A passenger valid for a domestic flight on `flightDay`. */
export function passenger(type: 'ADT' | 'CHD' | 'INF' = 'ADT') {
  const years = type === 'ADT' ? 30 : type === 'CHD' ? 6 : 1;
  return {
    type,
    firstName: 'ALI',
    lastName: 'AHMADI',
    gender: 'M',
    birth_date: `${Number(flightDay.slice(0, 4)) - years}${flightDay.slice(4, 8)}01`,
    nationality: 'IRN',
    national_id: iranianNationalCode(String(serial++)),
  };
}
