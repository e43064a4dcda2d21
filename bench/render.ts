// Server rendering under load: pages answered with their full HTML at 20 connections, beside a
// bare route in the same run. Home is measured from its one-minute cache and rendered every
// time (each request a new address); results and the e-ticket are always rendered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadFigures } from './support/load';
import { measuredPages } from './support/measured-pages';
import { startServer } from './support/server';

const connections = 20;
const port = 18_341;

export async function renderBenchmark(): Promise<LoadFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-render-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
  try {
    const pages = await measuredPages(server.url);
    const pathOf = (name: string) => {
      const page = pages.find((p) => p.name === name && !p.brand);
      if (!page) throw new Error(`no ${name} page to measure`);
      return page.path;
    };
    const headers = { 'x-tenant': 'sepehran' };
    const measure = (name: string, path: string, pathOfRequest?: (n: number) => string) =>
      load(name, `${server.url}${path}`, {
        method: 'GET',
        connections,
        headers,
        ...(pathOfRequest ? { pathOf: pathOfRequest } : {}),
      });
    return [
      await measure('bare route (GET /livez)', '/livez'),
      await measure('home, from the shared cache', '/'),
      await measure('home, rendered every time', '/', (n) => `/?n=${n}`),
      await measure('results (one search, rendered every time)', pathOf('results')),
      await measure('e-ticket (rendered every time)', pathOf('e-ticket')),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
