import { sql } from 'drizzle-orm';
import { airports as referenceAirports } from '@parvaz/domain/reference/airports';
import { cities as referenceCities } from '@parvaz/domain/reference/cities';
import type { Database } from '../client';
import { airports, cities } from '../schema/reference';

/**
 * Mirrors the domain's cities and airports into the database at every start, so a corrected name
 * or a new airport reaches the tables that flights reference.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(cities)
      .values(
        referenceCities.map((c) => ({
          code: c.code,
          countryCode: c.countryCode,
          provinceId: c.provinceId ?? null,
          name: c.name,
        })),
      )
      .onConflictDoUpdate({
        target: cities.code,
        set: {
          countryCode: sql`excluded.country_code`,
          provinceId: sql`excluded.province_id`,
          name: sql`excluded.name`,
        },
      });
    await tx
      .insert(airports)
      .values(
        referenceAirports.map((a) => ({
          code: a.code,
          cityCode: a.cityCode,
          name: a.name,
          timeZone: a.timeZone,
          latitude: a.latitude,
          longitude: a.longitude,
        })),
      )
      .onConflictDoUpdate({
        target: airports.code,
        set: {
          cityCode: sql`excluded.city_code`,
          name: sql`excluded.name`,
          timeZone: sql`excluded.time_zone`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
  });
}
