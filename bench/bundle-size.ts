// First-load size of the web app, read from Vite's manifest and gzipped: the entry chunk and
// everything it imports statically, and for each public route the entry plus the route's own
// lazily loaded chunk and its static imports.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../apps/web/dist');

/** Public routes by the module their router entry loads lazily (app-router.tsx). */
export const routeModules: Record<string, string> = {
  '/ (home)': 'src/features/home/home-page.tsx',
  '/flights (results)': 'src/features/flights/results-page.tsx',
  '/booking (passenger entry)': 'src/features/booking/booking-page.tsx',
  '/booking/result': 'src/features/booking/result-page.tsx',
  '/ticket (e-ticket)': 'src/features/tickets/ticket-page.tsx',
  '/refund': 'src/features/tickets/refund-page.tsx',
  '/flightPrivacy': 'src/features/tickets/flight-rules-page.tsx',
  '/ssr (extra services)': 'src/features/ssr/ssr-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/signup': 'src/features/auth/signup-page.tsx',
  '/forgetPassword': 'src/features/auth/forgot-password-page.tsx',
};

export interface LoadSize {
  js: number;
  css: number;
  files: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

function sizeOf(manifest: Record<string, ManifestChunk>, roots: string[]): LoadSize {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return {
    js: [...seen].reduce((sum, file) => sum + gz(file), 0),
    css: [...css].reduce((sum, file) => sum + gz(file), 0),
    files: [...seen, ...css],
  };
}

function entryKey(manifest: Record<string, ManifestChunk>): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('no entry in the manifest');
  return key;
}

export function firstLoadSize(): LoadSize {
  const manifest = readManifest();
  return sizeOf(manifest, [entryKey(manifest)]);
}

export function routeLoadSizes(): Array<{ route: string } & LoadSize> {
  const manifest = readManifest();
  const entry = entryKey(manifest);
  return Object.entries(routeModules).map(([route, module]) => {
    if (!manifest[module]) throw new Error(`${module} is not in the manifest: update routeModules`);
    return { route, ...sizeOf(manifest, [entry, module]) };
  });
}
