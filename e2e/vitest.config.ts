import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './support/sequencer.ts';

// End-to-end tests: one production server and one Chromium for the run (global setup), a fresh
// browser context per test file. Two spec files run side by side (E2E_WORKERS overrides it):
// much of a browser test is waiting on the page, which the other file's work fills.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A polled assertion waits as long as a locator does (the pages' default, 10 s): under a
    // loaded machine a page can take longer than the runner's one second to draw what it awaits.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: LongestFirstSequencer },
  },
});
