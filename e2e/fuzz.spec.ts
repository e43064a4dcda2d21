// Hostile-input fuzzer: every endpoint of the server's own /api/openapi.json (and the GET routes
// it hides) gets generated bodies, queries, paths and headers, as a guest and as the demo
// customer, supporter and operator. Every 5xx, every answer outside the envelope and every
// hostile string come back raw in HTML is a failure. Short mode runs in CI; `QUALITY=full`
// sends thousands of cases per endpoint and writes docs/quality/fuzz.json.
// Replay a run with `FUZZ_SEED=<seed>` (printed at the start).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unescapedInPages } from './support/fuzz/html-pages';
import { seedFromEnv } from './support/fuzz/prng';
import { distinctFindings, runFuzz, type RunResult } from './support/fuzz/runner';
import { discoverKnownValues, openBankTokens, signInAll } from './support/fuzz/sessions';
import { useKnownValues } from './support/fuzz/schema-values';
import { hiddenTargets, targetsFromOpenApi } from './support/fuzz/targets';
import { closeConnections } from './support/fuzz/wire';
import type { DevServer } from './support/accounts';
import { ownServerStartMs, startOwnServer } from './support/fuzz/own-server';

const full = process.env.QUALITY === 'full';
/**
 * Short: a few hundred requests in all. Full: up to 3,000 per endpoint within 14 minutes (each
 * endpoint gets an equal share of the time: on this 2-core machine 1,000–3,000 cases each,
 * depending on what else runs).
 */
const casesPerTarget = Number(process.env.FUZZ_CASES ?? (full ? 3000 : 5));
const budgetMs = full ? Number(process.env.FUZZ_MINUTES ?? 14) * 60_000 : undefined;
let server: DevServer;

// A server of its own (support/fuzz/own-server.ts); its log shows only faults (the stack of a 5xx).
beforeAll(async () => {
  server = await startOwnServer('error');
}, ownServerStartMs + 10_000);

afterAll(async () => {
  closeConnections();
  await server?.stop();
});

describe('hostile input', () => {
  it(
    'answers every generated request inside the envelope, without a 5xx or raw markup',
    { timeout: full ? 40 * 60_000 : 120_000 },
    async () => {
      const seed = seedFromEnv();
      console.log(
        `fuzz seed ${seed} (replay with FUZZ_SEED=${seed}), up to ${casesPerTarget} cases per endpoint`,
      );
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Parameters<
        typeof targetsFromOpenApi
      >[0];
      const targets = [...targetsFromOpenApi(document), ...hiddenTargets()];
      expect(targets.length).toBeGreaterThan(40);
      const tokens = await signInAll(server.url);
      const bankTokens = await openBankTokens(server.url, tokens.customer, 3);
      useKnownValues(await discoverKnownValues(server.url, tokens));
      const result: RunResult = await runFuzz({
        baseUrl: server.url,
        targets,
        casesPerTarget,
        seed,
        tokens,
        context: { bankTokens },
        budgetMs,
        onProgress: full ? (line) => console.log(line) : undefined,
      });
      // The pages the server writes, read again now that hostile strings are stored.
      const pages = await unescapedInPages(server.url, bankTokens);
      result.figures.unescaped += pages.length;
      const distinct = distinctFindings(result.findings);
      console.log('fuzz figures', JSON.stringify(result.figures));
      for (const finding of distinct) console.log('fuzz finding', JSON.stringify(finding, null, 1));
      const findings = [...distinct.map(describeFinding), ...pages];
      if (full) writeSummary(result, findings);
      expect(findings).toEqual([]);
    },
  );
});

function describeFinding(finding: RunResult['findings'][number]): string {
  return `${finding.problem} (${finding.why}) on ${finding.target} as ${finding.role}, case #${finding.caseNumber}: ${finding.request.method} ${finding.request.path} [${finding.request.did.join(', ')}] → ${finding.response.status} ${finding.response.body.slice(0, 160)}`;
}

function writeSummary(result: RunResult, findings: string[]): void {
  const folder = resolve(import.meta.dirname, '../docs/quality');
  mkdirSync(folder, { recursive: true });
  const { figures } = result;
  const summary = {
    name: 'fuzz',
    ranAt: new Date().toISOString(),
    mode: 'full',
    figures: {
      endpoints: figures.endpoints,
      maxCasesPerEndpoint: casesPerTarget,
      budgetMinutes: (budgetMs ?? 0) / 60_000,
      requests: figures.requests,
      status2xx: figures.byStatusClass['2xx'] ?? 0,
      status3xx: figures.byStatusClass['3xx'] ?? 0,
      status4xx: figures.byStatusClass['4xx'] ?? 0,
      status5xx: figures.byStatusClass['5xx'] ?? 0,
      noAnswer: figures.noAnswer,
      serverErrors: figures.serverErrors,
      outOfEnvelope: figures.outOfEnvelope,
      unescaped: figures.unescaped,
      seed: String(figures.seed),
      durationSeconds: Math.round(figures.durationMs / 1000),
    },
    findings,
  };
  writeFileSync(join(folder, 'fuzz.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
