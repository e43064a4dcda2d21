import { defineConfig } from 'vitest/config';

// End-to-end tests: one production server for the run, a fresh Chromium context per test file.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
