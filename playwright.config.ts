import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts or runs use their own server side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_DEV=1 serves the sources through Vite instead of dist/, so several people working side by side
// can run their browser tests without rebuilding one shared dist/.
const DEV = process.env.E2E_DEV === '1';
// The same flags the machine's Chromium needs headless: no sandbox as root, no network chatter.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SHARED_STATE_WRITERS =
  /(admin-settings|admin-email-prompt|admin-last-admin|admin-time-zone)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // CI runs on the shared 2-core machine beside a database server: one retry keeps a test that lost a
  // race with the machine from failing the run, and the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Runs on other ports (E2E_PORT) keep their own results, so runs side by side do not delete each other's.
  outputDir: process.env.E2E_PORT ? `test-results/${PORT}` : 'test-results',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.E2E_PORT ? `reports/playwright-${PORT}.json` : 'reports/playwright.json' },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: SHARED_STATE_WRITERS,
    },
    // The tests that change what every page shows (the site settings, the e2e admin's e-mail prompt, the
    // team's admins) run last, on their own: a spec elsewhere would see another test's value mid-change.
    {
      name: 'shared-state',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SHARED_STATE_WRITERS,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // A fresh data directory every run; content is created by the tests through the API.
    // The bundled server readers get (npm start), or the sources through Vite's dev server.
    command: `rm -rf data/e2e-${PORT} && node ${DEV ? 'src/server/main.ts --dev' : 'dist/service/main.js'}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: DEV ? 120_000 : 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `data/e2e-${PORT}`,
      SEED_DEMO_CONTENT: 'false',
      ADMIN_USERNAME: 'e2e-editor',
      ADMIN_PASSWORD: 'e2e-editor-password',
      // Every spec signs up, votes and reads from 127.0.0.1 on this one server within minutes.
      RATE_LIMIT_NEWSLETTER: '10000',
      RATE_LIMIT_POLL_VOTES: '10000',
      RATE_LIMIT_PUSH: '10000',
      RATE_LIMIT_VIEWS: '10000',
      // Lets a spec report views from several readers (X-Forwarded-For): one address counts once a day.
      TRUST_PROXY: 'true',
      // An editor's presence lasts 6 s unless renewed (every 2 s), so a closed one is gone quickly.
      PRESENCE_LEASE_SECONDS: '6',
    },
  },
});
