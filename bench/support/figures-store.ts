// Where each run's figures are kept: docs/quality/<name>.json, one file per benchmark or
// harness, so a partial run (`npm run bench -- search`) updates its own part of the report.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './server';

export const qualityDir = join(root, 'docs/quality');

export interface Machine {
  cpus: string;
  memory: string;
  node: string;
  /** One-minute load average when the run started: figures from a busy machine are lower. */
  load: number;
}

export interface StoredFigures<T = unknown> {
  name: string;
  ranAt: string;
  mode?: string;
  machine?: Machine;
  figures: T;
  findings?: string[];
}

export function thisMachine(): Machine {
  return {
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    load: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function saveFigures<T>(name: string, figures: T, machine: Machine): void {
  mkdirSync(qualityDir, { recursive: true });
  const stored: StoredFigures<T> = { name, ranAt: new Date().toISOString(), machine, figures };
  writeFileSync(join(qualityDir, `${name}.json`), `${JSON.stringify(stored, null, 2)}\n`);
}

export function readFigures<T>(name: string): StoredFigures<T> | null {
  const file = join(qualityDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredFigures<T>) : null;
}

/** Every stored result, benchmarks and harnesses alike. */
export function storedNames(): string[] {
  if (!existsSync(qualityDir)) return [];
  return readdirSync(qualityDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}
