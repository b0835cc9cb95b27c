import { defineConfig } from 'vitest/config';

// The server suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    setupFiles: ['src/server/test/loud-tests.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'pglite', include: ['src/**/*.test.{ts,tsx}'] } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/server/**/*.test.ts'] } }]
        : []),
    ],
  },
});
