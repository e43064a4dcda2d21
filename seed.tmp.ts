import { openPglite, openPostgres } from './apps/server/src/db/client';
import { syncReferenceData } from './apps/server/src/db/seed/reference.seed';
import { seedInventory } from './apps/server/src/db/seed/inventory/inventory.seed';
const kind = process.argv[2] ?? 'pglite';
const h = kind === 'pglite' ? await openPglite(undefined) : await openPostgres(process.env.URL!);
await h.migrate();
await syncReferenceData(h.db);
const t0 = performance.now();
const counts = await seedInventory(h.db, '2026-11-22');
console.log(kind, counts, Math.round(performance.now() - t0), 'ms');
if (kind === 'pglite') { const d = await h.dumpDataDir(); console.log('dump bytes', d.size); }
await h.close();
