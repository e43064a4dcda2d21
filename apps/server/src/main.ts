import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { loadEnv } from './env';
import { checkPriceAlerts } from './modules/alerts/alerts.service';
import { expireHolds } from './modules/booking/hold-expiry';
import { pruneRateCounters } from './platform/auth/rate-limit';
import { outboxProvider } from './platform/mail-provider';
import { sandboxProvider } from './modules/payments/payments.service';
import { reconcilePayments } from './modules/payments/reconciliation';
import { startJobs } from './platform/jobs';
import { dispatchOutbox, logProvider } from './platform/outbox';
import { defaultWebDist } from './paths';

async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(resolve(env.DATA_DIR));
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demo: env.SEED_DEMO });
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist;
  const app = await buildApp({
    db: database.db,
    defaultTenant: env.TENANT,
    devTools: env.DEV_TOOLS,
    webDist,
    logger: { level: env.LOG_LEVEL },
    searchCacheMs: env.SEARCH_CACHE_SECONDS * 1000,
    holdTtlMs: env.HOLD_MINUTES * 60_000,
    ...(env.TRUST_PROXY
      ? { trustProxy: env.TRUST_PROXY.split(',').map((address) => address.trim()) }
      : {}),
    validateResponses: env.NODE_ENV !== 'production',
    uploadsDir: resolve(env.UPLOADS_DIR),
  });
  app.addHook('onClose', async () => database.close());
  const alertDeps = { db: database.db, now: app.now, translatorFor: app.translatorFor };
  const provider = outboxProvider(env.SMTP_URL, logProvider(app.log));
  startJobs(app, [
    { name: 'outbox', everyMs: 2_000, run: () => dispatchOutbox(database.db, provider) },
    { name: 'price-alerts', everyMs: 60_000, run: () => checkPriceAlerts(alertDeps) },
    { name: 'hold-expiry', everyMs: 30_000, run: () => expireHolds(database.db, app.now()) },
    {
      // Counters older than the longest window (an hour) count for nothing.
      name: 'rate-counters-prune',
      everyMs: 10 * 60_000,
      run: () => pruneRateCounters(database.db, new Date(app.now().getTime() - 2 * 60 * 60_000)),
    },
    {
      name: 'payments-reconcile',
      everyMs: 60_000,
      run: () => reconcilePayments(database.db, sandboxProvider, app.now()),
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
  app.log.info(
    {
      database: database.kind,
      demoLoaded: seeded.demoLoaded,
      webApp: existsSync(resolve(webDist, 'index.html')),
      readyMs: Math.round(performance.now() - started),
    },
    'ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
