import { configDefaults, defineConfig } from 'vitest/config';

// One config for every unit and integration test; e2e has its own (it needs a built site).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
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
          fileParallelism: false,
          globalSetup: ['src/test/global-setup.ts'],
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
        },
      },
    ],
  },
});
