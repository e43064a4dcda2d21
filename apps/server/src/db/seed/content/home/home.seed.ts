import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { languages } from '@parvaz/domain/languages';
import { tenantIds, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../../client';
import { homeContent } from '../../../schema/context';
import { hotels } from '../../../schema/hotels';
import { homeClaims } from './home-claims';
import { homeSlides } from './home-slides';

// The home page's blocks of every brand in every language, as the operator finds them in a new
// database. Each brand's six routes are flown in the demo inventory (so each shows a live
// price): sepehran's from Tehran, oman's from Muscat, turk's from Istanbul.

export const demoHomeRoutes: Record<TenantId, Array<[string, string]>> = {
  sepehran: [
    ['THRC', 'MHD'],
    ['THRC', 'KIH'],
    ['THRC', 'SYZ'],
    ['THRC', 'IFN'],
    ['THRC', 'TBZ'],
    ['MHD', 'THRC'],
  ],
  oman: [
    ['MCT', 'SLL'],
    ['MCT', 'ISTC'],
    ['MCT', 'THRC'],
    ['MCT', 'MHD'],
    ['MCT', 'SYZ'],
    ['SLL', 'MCT'],
  ],
  turk: [
    ['ISTC', 'AYT'],
    ['ISTC', 'ADB'],
    ['ISTC', 'ESB'],
    ['ISTC', 'THRC'],
    ['ISTC', 'MCT'],
    ['ISTC', 'TBZ'],
  ],
};

/** The cities whose best hotel each brand shows as popular. */
const popularHotelCities: Record<TenantId, string[]> = {
  sepehran: ['THRC', 'MHD', 'KIH', 'SYZ', 'IFN'],
  oman: ['MCT', 'SLL', 'NZW', 'ISTC'],
  turk: ['ISTC', 'AYT', 'ADB', 'ESB', 'THRC'],
};

/** The most-starred active hotel of each city (the first filed among equals), in the cities' order. */
async function popularHotelIds(tx: Database, cities: string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: hotels.id, cityCode: hotels.cityCode })
    .from(hotels)
    .where(and(inArray(hotels.cityCode, cities), eq(hotels.active, true)))
    .orderBy(desc(hotels.stars), asc(hotels.id));
  return cities.flatMap((city) => {
    const row = rows.find((hotel) => hotel.cityCode === city);
    return row ? [row.id] : [];
  });
}

/**
 * The demo blocks, at a start into a database that has none (an older database gets them too);
 * blocks an operator has saved are never touched. Run after the hotels are seeded.
 */
export async function seedHomeContent(tx: Database, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(homeContent);
  if ((existing?.n ?? 0) > 0) return;
  for (const tenant of tenantIds) {
    const hotelIds = await popularHotelIds(tx, popularHotelCities[tenant]);
    await tx.insert(homeContent).values(
      languages.map((lang) => ({
        tenant,
        lang,
        slides: homeSlides(tenant, lang),
        claims: homeClaims[lang],
        routes: demoHomeRoutes[tenant],
        hotelIds,
        updatedAt: now,
      })),
    );
  }
}
