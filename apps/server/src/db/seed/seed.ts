import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { siteContent } from '../schema/index';
import { syncReferenceData } from './reference.seed';
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
  return { demoLoaded: true };
}
