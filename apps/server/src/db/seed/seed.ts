import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { siteContent } from '../schema/context';
import { seedAccounts } from './accounts.seed';
import { seedBlog } from './blog/blog.seed';
import { seedCases } from './cases/cases.seed';
import { seedContent } from './content/content.seed';
import { seedDiscountCodes } from './discount-codes.seed';
import { seedExchangeRates } from './exchange-rates.seed';
import { seedHotels } from './hotels/hotels.seed';
import { hotelNightDays } from './hotels/nights';
import { flightWindow } from './inventory/flight-window';
import { inventoryDays, seedInventory, type SeedProgress } from './inventory/inventory.seed';
import { syncReferenceData } from './reference.seed';
import { seedSiteContent } from './site-content.seed';

/** How much of the demo to load: days of flights from today, nights of each hotel room. */
export interface DemoDataSize {
  flightDays: number;
  hotelNights: number;
}

/** The demo site's (`npm start`): three months of flights, four of hotel nights. */
export const demoDataSize: DemoDataSize = {
  flightDays: inventoryDays,
  hotelNights: hotelNightDays,
};

/**
 * The tests' own small set: the same airlines, agencies, hotels, pages and accounts, a week of
 * flights and three weeks of nights. Tests build the flights and nights they book themselves.
 */
export const testDataSize: DemoDataSize = { flightDays: 7, hotelNights: 21 };

// Any fixed number: processes starting together on one database seed it once.
const seedLockId = 727_274_002;

/**
 * Reference data is kept in step at every start; demo data goes only into an empty database,
 * all of it in one transaction so that a failed seed leaves nothing and is retried next start.
 */
export async function seedDatabase(
  db: Database,
  options: {
    demo: boolean;
    size?: DemoDataSize;
    /** The moment the demo is true at; now when not given. */
    now?: Date;
    onFlightsProgress?: SeedProgress;
  },
): Promise<{ demoLoaded: boolean }> {
  const size = options.size ?? demoDataSize;
  const now = options.now ?? new Date();
  await syncReferenceData(db);
  if (!options.demo) return { demoLoaded: false };
  // Hotels at every start: an older database gets them, and nights entering the window are filed.
  await seedHotels(db, now, size.hotelNights);
  // The blog too: an older database gets its demo posts at its next start.
  await seedBlog(db, now);
  // Pages and FAQ likewise: a database without them gets them, written content stays as it is.
  await seedContent(db, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(siteContent);
    if ((row?.count ?? 0) > 0) return { demoLoaded: false };
    await seedSiteContent(tx);
    // Flights run from the earliest today of the network's airports (see flightWindow).
    await seedInventory(tx, {
      ...flightWindow(now, size.flightDays),
      now,
      ...(options.onFlightsProgress ? { onProgress: options.onFlightsProgress } : {}),
    });
    // Animal places come from each aircraft type's hold.
    await tx.execute(
      sql`update flights f set pet_capacity = a.pet_capacity from aircraft_types a where a.code = f.aircraft_code and f.pet_capacity <> a.pet_capacity`,
    );
    await seedDiscountCodes(tx, now);
    await seedExchangeRates(tx, now);
    await seedAccounts(tx, now);
    await seedCases(tx, now);
    return { demoLoaded: true };
  });
}
