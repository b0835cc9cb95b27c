import { defineConfig } from 'vitest/config';

// The server suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    setupFiles: ['test-support/loud-tests.ts'],
    globalSetup: ['test-support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one file at a time; much of a server test is waiting on
    // PostgreSQL, child processes and sockets, so two files at once use the machine better.
    maxWorkers: 2,
    projects: [
      { extends: true as const, test: { name: 'pglite', include: ['src/**/*.test.{ts,tsx}'] } },
      // The deploy/ files with the real tools (Caddy, systemd-analyze, npm ci) and the built server.
      {
        extends: true as const,
        test: { name: 'deploy', include: ['deploy/**/*.test.ts'], globalSetup: ['deploy/test/build.ts'] },
      },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/server/**/*.test.ts'] } }]
        : []),
    ],
  },
});
