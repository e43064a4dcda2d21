import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { MapTiles } from '../platform/map-tiles';
import { buildApp, type AppOptions } from '../app';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { adminQuery, databaseUrl } from './global-setup';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every integration test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** POST to /api/<path> with a JSON body (or a raw payload) and the given headers. */
  post(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: unknown; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * What a test's database holds: the tests' small data set (migrated and seeded once for the run),
 * or the whole demo of `npm start`, loaded for the file that asks (it takes seconds).
 */
export type TestData = 'test' | 'demo';

const templates = new Map<string, Blob>();

/**
 * A PGlite template's dump, read from disk once per worker. PGlite takes the dump as a Blob and
 * reads it back whole, which Node 20 does in 64 KiB pieces joined one by one (0.7 s of CPU for
 * the 70 MB template, every time); the bytes are at hand, so they are handed over directly, the
 * same bytes every time: PGlite copies each file it unpacks into its own file system and never
 * writes to what it was given.
 */
function pgliteTemplate(file: string): Blob {
  let blob = templates.get(file);
  if (!blob) {
    const bytes = new Uint8Array(readFileSync(file)).buffer;
    blob = new Blob([bytes]);
    blob.arrayBuffer = async () => bytes;
    templates.set(file, blob);
  }
  return blob;
}

/** A fresh database of its own: a new PostgreSQL database per call, or an in-memory PGlite. */
async function openFreshDatabase(
  kind: DatabaseKind,
  data: TestData,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dump = inject(data === 'test' ? 'pgliteTemplate' : 'pgliteEmptyTemplate');
    const handle = await openPglite(undefined, pgliteTemplate(dump));
    return { handle, drop: async () => undefined };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  const template = inject(data === 'test' ? 'postgresTemplate' : 'postgresEmptyTemplate');
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  const handle = await openPostgres(databaseUrl(baseUrl, name));
  return {
    handle,
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    webDist?: string;
    now?: () => Date;
    data?: TestData;
    mapTiles?: MapTiles;
    purchaseKinds?: AppOptions['purchaseKinds'];
  } = {},
): Promise<TestApp> {
  const data = options.data ?? 'test';
  const { handle, drop } = await openFreshDatabase(kind, data);
  // The templates are migrated and seeded; only the whole demo is loaded here.
  if (data === 'demo') await seedDatabase(handle.db, { demo: true });
  const built = buildApp({
    db: handle.db,
    defaultTenant: 'turk',
    devTools: true,
    webDist: options.webDist ?? '/nonexistent-web-dist',
    // Injected requests come from 127.0.0.1: tests pose as other clients with X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    ...(options.now ? { now: options.now } : {}),
    ...(options.mapTiles ? { mapTiles: options.mapTiles } : {}),
    ...(options.purchaseKinds ? { purchaseKinds: options.purchaseKinds } : {}),
  });
  // An app that refuses to start (a test provokes it) leaves no database behind.
  const app = await built.catch(async (error: unknown) => {
    await handle.close();
    await drop();
    throw error;
  });
  await app.ready();
  return {
    app,
    database: handle,
    async post(path, body, headers = {}) {
      const options: InjectOptions = { method: 'POST', url: `/api/${path}`, headers };
      if (body !== undefined)
        options.payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (body !== undefined && typeof body !== 'string')
        options.headers = { 'content-type': 'application/json', ...headers };
      const response = await app.inject(options);
      return { status: response.statusCode, json: response.json(), headers: response.headers };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
