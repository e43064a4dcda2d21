import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { adminQuery } from './global-setup';

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

/** A fresh database of its own: a new PostgreSQL database per call, or an in-memory PGlite. */
async function openFreshDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openPglite(undefined, template);
    return { handle, drop: async () => undefined };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function createTestApp(
  kind: DatabaseKind,
  options: { webDist?: string; now?: () => Date } = {},
): Promise<TestApp> {
  const { handle, drop } = await openFreshDatabase(kind);
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  const app = await buildApp({
    db: handle.db,
    defaultTenant: 'turk',
    devTools: true,
    webDist: options.webDist ?? '/nonexistent-web-dist',
    // Injected requests come from 127.0.0.1: tests pose as other clients with X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    ...(options.now ? { now: options.now } : {}),
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
