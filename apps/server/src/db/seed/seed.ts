import { sql } from 'drizzle-orm';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../client';
import { siteContent } from '../schema/index';
import { syncReferenceData } from './reference.seed';
import { seedInventory } from './inventory/inventory.seed';
import { seedSiteContent } from './site-content.seed';

/** Reference data is kept in step at every start; demo data goes only into an empty database. */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean },
): Promise<{ demoLoaded: boolean }> {
  await syncReferenceData(db);
  if (!options.demo) return { demoLoaded: false };
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(siteContent);
  if ((row?.count ?? 0) > 0) return { demoLoaded: false };
  await seedSiteContent(db);
  // Flights run from today (Tehran's date: most of the network is Iranian) for 90 days.
  const now = new Date();
  await seedInventory(db, localDateIn(now, 'Asia/Tehran'), now);
  return { demoLoaded: true };
}
