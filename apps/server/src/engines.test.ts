import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
  optional?: boolean;
}

describe('the Node version the project promises', () => {
  it('is supported by every locked dependency, so `npm ci` warns of none', () => {
    const promised: string = readJson('package.json').engines.node;
    const oldest = semver.minVersion(promised)?.version ?? 'none';
    expect(oldest).toBe('20.19.0');
    const lock: { packages: Record<string, LockedPackage> } = readJson('package-lock.json');
    const refusing = Object.entries(lock.packages).flatMap(([path, info]) => {
      const wanted = info.engines?.node;
      if (path === '' || !wanted || semver.satisfies(oldest, wanted)) return [];
      return [`${path}@${info.version}: node ${wanted}`];
    });
    expect(refusing).toEqual([]);
  });
});
