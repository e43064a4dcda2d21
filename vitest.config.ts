import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One config for every unit and integration test; e2e has its own (it needs a built site).
// Test files run side by side, each on databases of its own (`src/test/test-app.ts`); the
// server's files spend much of their time waiting on PostgreSQL, so one worker more than the
// machine's cores keeps both busy. TEST_WORKERS overrides it.
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.TEST_WORKERS ?? availableParallelism() + 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure rules with no state: a worker keeps them loaded from one file to the next (20 s
          // of importing became 5).
          isolate: false,
        },
      },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Its own project below: it reads source files and needs no database.
          exclude: [...configDefaults.exclude, 'src/module-boundaries.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker keeps the server's modules loaded from one file to the next (importing the
          // app costs seconds a file); the files share no state but per-database caches.
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/cheap-passwords.ts'],
        },
      },
      {
        // Decision 008: module boundaries (dependency-cruiser); also `npm run lint:boundaries`.
        test: {
          name: 'boundaries',
          root: 'apps/server',
          include: ['src/module-boundaries.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
          // A worker keeps React, MUI and the app loaded from one file to the next (60 s of CPU
          // importing them again for each file became 10); the stores persist into one storage
          // the setup file empties before each file.
          isolate: false,
          setupFiles: ['src/test/memory-storage.ts'],
        },
      },
    ],
  },
});
