import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from src/ or a bundle in dist/. */
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('server package.json not found');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(serverRoot, 'drizzle');
export const defaultWebDist = join(serverRoot, '..', 'web', 'dist');
