import type { FastifyBaseLogger } from 'fastify';
import { tenants } from '@parvaz/domain/tenants/tenants';

/** What the server tells whoever started it, while it starts. */
export interface StartReport {
  step(message: string): void;
  /** Part of a long step done; called often, shown only when the whole percent moves. */
  progress(message: string, done: number, total: number): void;
  ready(facts: ReadyFacts): void;
}

export interface ReadyFacts {
  port: number;
  database: 'pglite' | 'postgres';
  demoLoaded: boolean;
  devTools: boolean;
  readyMs: number;
}

/** The brands' addresses on this machine: each brand answers to `<brand>.localhost`. */
export function localBrandAddresses(port: number): string[] {
  return Object.values(tenants).map(
    (tenant) => `http://${tenant.id}.localhost:${port}   ${tenant.name.en} (${tenant.locale})`,
  );
}

/** Whole tens of percent, each once: a long step's progress without a flood of lines. */
function tensOfPercent(): (done: number, total: number) => number | null {
  let shown = -1;
  return (done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 10) * 10;
    if (percent === shown) return null;
    shown = percent;
    return percent;
  };
}

/** Short lines for a person at a terminal (`npm start`, `npm run demo`). */
export function humanStartReport(write: (line: string) => void): StartReport {
  const percentOf = tensOfPercent();
  return {
    step: (message) => write(message),
    progress(message, done, total) {
      const percent = percentOf(done, total);
      if (percent !== null) write(`  ${message} ${percent} %`);
    },
    ready(facts) {
      const seconds = (facts.readyMs / 1000).toFixed(1);
      const database = facts.database === 'pglite' ? 'embedded database' : 'PostgreSQL';
      write(`Parvaz is ready in ${seconds} s (${database}):`);
      for (const line of localBrandAddresses(facts.port)) write(`  ${line}`);
      write(
        `  Demo accounts: every role on every brand, password Parvaz1234 (README, "Demo accounts").`,
      );
      if (facts.devTools) {
        write(
          `  Test tools are on: sign-up codes and messages at http://localhost:${facts.port}/api/dev/outbox?to=<mobile or e-mail>`,
        );
      }
      write('Press Ctrl+C to stop.');
    },
  };
}

/** The same facts as JSON log lines, for production and log collectors. */
export function jsonStartReport(log: Pick<FastifyBaseLogger, 'info'>): StartReport {
  const percentOf = tensOfPercent();
  return {
    step: (message) => log.info(message),
    progress(message, done, total) {
      if (percentOf(done, total) !== null) log.info({ done, total }, message);
    },
    ready: (facts) => log.info(facts, 'ready'),
  };
}
