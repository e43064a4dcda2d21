// First-load size of the web app: the entry chunk and everything it imports statically, gzipped,
// read from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = resolve(import.meta.dirname, '../apps/web/dist');

export function firstLoadSize(): { js: number; css: number; files: string[] } {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return {
    js: [...seen].reduce((sum, file) => sum + gz(file), 0),
    css: [...css].reduce((sum, file) => sum + gz(file), 0),
    files: [...seen, ...css],
  };
}
