import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { seedHotels } from './db/seed/hotels/hotels.seed';
import { seedCareers } from './db/seed/careers/careers.seed';
import { loadEnv } from './env';
import { checkPriceAlerts } from './modules/alerts/alerts.api';
import { expireHolds } from './modules/booking/booking.api';
import { expireStayHolds, moveStaysByDate } from './modules/hotels/hotels.api';
import { pruneRateCounters } from './platform/auth/rate-limit';
import { outboxProvider } from './platform/mail-provider';
import { reconcilePayments, reconcileYesterday } from './modules/payments/payments.api';
import { deliverSandboxPayNotifications } from './modules/sandbox-pay/sandbox-pay.api';
import { loadSigningSecret } from './platform/app-secret';
import { sandboxPaySecret } from './providers';
import { tenantsOfUsers } from './modules/users/users.api';
import { bringLegacyWalletsIntoLedger } from './modules/wallet/wallet.api';
import { startJobs } from './platform/jobs';
import { startLogging } from './platform/start-logging';
import { dispatchOutbox, logProvider } from './platform/outbox';
import { defaultWebDist } from './paths';

async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const logging = startLogging(env);
  const report = logging.report;
  report.step(
    env.DATABASE_URL
      ? 'Opening the PostgreSQL database…'
      : `Opening the embedded database in ${env.DATA_DIR}…`,
  );
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(resolve(env.DATA_DIR));
  await database.migrate();
  report.step('Checking reference data (and loading demo data into an empty database)…');
  const seeded = await seedDatabase(database.db, {
    demo: env.SEED_DEMO,
    onFlightsProgress: (done, total) =>
      report.progress('Loading demo flights (first start only):', done, total),
  });
  const broughtIn = await bringLegacyWalletsIntoLedger(database.db, new Date(), tenantsOfUsers);
  if (broughtIn > 0) report.step(`Brought ${broughtIn} wallet balances into the ledger.`);
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist;
  const app = await buildApp({
    db: database.db,
    defaultTenant: env.TENANT,
    devTools: env.DEV_TOOLS,
    webDist,
    logger: logging.fastifyLogger,
    searchCacheMs: env.SEARCH_CACHE_SECONDS * 1000,
    catalogCacheMs: env.CATALOG_CACHE_SECONDS * 1000,
    holdTtlMs: env.HOLD_MINUTES * 60_000,
    ...(env.TRUST_PROXY
      ? { trustProxy: env.TRUST_PROXY.split(',').map((address) => address.trim()) }
      : {}),
    validateResponses: env.NODE_ENV !== 'production',
    paymentProviders: env.PAYMENT_PROVIDERS,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads')),
    ...(env.MAP_TILES_URL
      ? { mapTiles: { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION ?? '' } }
      : {}),
  });
  app.addHook('onClose', async () => database.close());
  // Recruitment's demo positions and applications: their CVs go into the uploads folder.
  if (env.SEED_DEMO) await seedCareers(database.db, app.uploadsDir, new Date());
  const alertDeps = { db: database.db, now: app.now, translatorFor: app.translatorFor };
  const provider = outboxProvider(env.SMTP_URL, logProvider(app.log));
  const cleanUpMs = (byDefault: number) =>
    env.CLEANUP_SECONDS ? env.CLEANUP_SECONDS * 1000 : byDefault;
  startJobs(app, [
    { name: 'outbox', everyMs: 2_000, run: () => dispatchOutbox(database.db, provider) },
    { name: 'price-alerts', everyMs: 60_000, run: () => checkPriceAlerts(alertDeps) },
    {
      name: 'hold-expiry',
      everyMs: cleanUpMs(30_000),
      run: () => expireHolds(database.db, app.now()),
    },
    {
      name: 'hotel-hold-expiry',
      everyMs: cleanUpMs(30_000),
      run: () => expireStayHolds(database.db, app.now()),
    },
    {
      // Check-in, check-out and no-shows by each hotel's local date.
      name: 'hotel-stay-status',
      everyMs: 5 * 60_000,
      run: () => moveStaysByDate(database.db, { providers: app.paymentProviders }, app.now()),
    },
    {
      // The demo hotels' nights that came into their 120-day window since the last run (a
      // server that runs for months keeps selling the nights ahead); files nothing otherwise.
      name: 'hotel-nights',
      everyMs: 60 * 60_000,
      run: () => seedHotels(database.db, app.now()),
    },
    {
      // Counters older than the longest window (an hour) count for nothing.
      name: 'rate-counters-prune',
      everyMs: 10 * 60_000,
      run: () => pruneRateCounters(database.db, new Date(app.now().getTime() - 2 * 60 * 60_000)),
    },
    {
      name: 'payments-reconcile',
      everyMs: cleanUpMs(60_000),
      run: () => reconcilePayments(database.db, app.paymentProviders, app.purchases, app.now()),
    },
    {
      // Sandbox Pay sends again what our webhook did not take (as a real provider retries).
      name: 'sandbox-pay-notifications',
      everyMs: 15_000,
      run: async () =>
        deliverSandboxPayNotifications(app, database.db, {
          secret: sandboxPaySecret(await loadSigningSecret(database.db)),
          now: app.now,
        }),
    },
    {
      // Daily in effect: yesterday is compared once, on the first run that finds it not stored,
      // so a process restarted at any hour still does it.
      name: 'bank-reconcile',
      everyMs: 10 * 60_000,
      run: () => reconcileYesterday(database.db, app.paymentProviders, app.now()),
    },
  ]);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking connections, let requests in flight finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (!existsSync(resolve(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'the web app is not built: the API runs, pages do not');
  }
  report.ready({
    port: env.PORT,
    database: database.kind,
    demoLoaded: seeded.demoLoaded,
    devTools: env.DEV_TOOLS,
    readyMs: Math.round(performance.now() - started),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
