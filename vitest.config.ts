import { defineConfig } from 'vitest/config';

const apiProject = (name: 'api-pglite' | 'api-postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    env: { TEST_DATABASE: name === 'api-pglite' ? 'pglite' : 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tooling/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The shared form parts, rendered in jsdom with Testing Library and checked with axe.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      apiProject('api-pglite'),
      apiProject('api-postgres'),
      {
        // Whole portals as separate processes on the PostgreSQL server: shared limits across processes, workers replaced.
        test: {
          name: 'processes',
          include: ['e2e/processes/**/*.process.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
