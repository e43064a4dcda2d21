import type { Database } from '../../db/client';
import { agencies, airlines } from '../../db/schema/flights';
import type { LocalizedName } from '@parvaz/domain/reference/localized';

/** Until an agency sends its own logo, a plain one: the offers' cards always show a picture. */
export const newAgencyLogo = '/agencies/new-agency.svg';
export const newAirlineLogo = '/airlines/new-airline.svg';

/** A new agency that sells from today (an approved sign request's); answers its id. */
export async function insertAgency(
  db: Database,
  agency: { name: LocalizedName; class: 'A' | 'B' | 'C' },
): Promise<number> {
  const [row] = await db
    .insert(agencies)
    .values({ ...agency, logo: newAgencyLogo, active: true })
    .returning({ id: agencies.id });
  if (!row) throw new Error('agency not inserted');
  return row.id;
}

/**
 * The airline of an IATA code, added when the platform has none by it yet (an approved service
 * owner's); answers whether it was added.
 */
export async function ensureAirline(
  db: Database,
  airline: { code: string; name: LocalizedName; countryCode: string },
): Promise<boolean> {
  const added = await db
    .insert(airlines)
    .values({ ...airline, logo: newAirlineLogo })
    .onConflictDoNothing({ target: airlines.code })
    .returning({ code: airlines.code });
  return added.length > 0;
}
