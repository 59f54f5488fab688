import { defineConfig, devices } from '@playwright/test';

// The journeys run against both services started for real, built for production, on a fresh
// embedded database, on ports of their own so a running dev shop does not get in the way.
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
// Decision 0032: the payment sandbox the API pays through during the journeys.
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? apiPort + 500);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const e2eApiUrl = `http://localhost:${apiPort}`;
export const e2ePaymentSandboxUrl = `http://localhost:${paymentPort}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${webPort}`,
    // Decision 0089: recording a trace of every test took a fifth of the journeys' time, so a trace
    // is recorded when a failed test runs again (CI retries once; locally `--trace on`), and a
    // failed test keeps its screenshot and error context.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'javascript-on', use: { ...chromium, javaScriptEnabled: true } },
    // axe and hydration checks run inside the page; the server-rendered HTML they check is the same.
    {
      name: 'javascript-off',
      use: { ...chromium, javaScriptEnabled: false },
      testIgnore: /javascript-only\//,
    },
  ],
  webServer: [
    {
      command: 'node dist/payment-sandbox/server.js',
      url: `${e2ePaymentSandboxUrl}/health`,
      env: {
        PAYMENT_SANDBOX_PORT: String(paymentPort),
        PAYMENT_SANDBOX_WEBHOOK_URL: `${e2eApiUrl}/api/payments/webhook`,
        PAYMENT_SANDBOX_LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'rm -rf .data/e2e .data/e2e-contact-uploads && node dist/backend/src/server.js',
      url: `${e2eApiUrl}/health`,
      env: {
        NODE_ENV: 'production',
        API_PORT: String(apiPort),
        PGLITE_DATA_DIR: '.data/e2e',
        CONTACT_UPLOAD_DIR: '.data/e2e-contact-uploads',
        LOG_LEVEL: 'warn',
        // Journeys read the account e-mails (links to this storefront) from the outbox.
        EMAIL_OUTBOX_PAGE: 'true',
        // The journeys tick the sandbox's robot check, which production refuses unless enabled.
        RECAPTCHA_SANDBOX: 'true',
        STOREFRONT_URL: `http://localhost:${webPort}`,
        // The storefront next to it passes on each shopper's address (login limits per address).
        TRUST_PROXY: 'loopback',
        PAYMENT_API_PORT: String(paymentPort),
      },
      reuseExistingServer: false,
      // Migrations and the seed: well under a minute alone, several on a machine busy with other runs.
      timeout: 300_000,
    },
    {
      command: 'node dist/server/index.js',
      url: `http://localhost:${webPort}/healthz`,
      env: {
        NODE_ENV: 'production',
        PORT: String(webPort),
        API_URL: e2eApiUrl,
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        PAYMENT_PAGE_ORIGINS: e2ePaymentSandboxUrl,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
