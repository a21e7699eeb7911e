import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the production build, in Debian's Chromium
// (browser downloads are not available on these machines).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The SMTP sink of tests/e2e/support/global-setup.ts; set once here so every worker reads the same folder.
process.env.E2E_SMTP_PORT ??= String(PORT + 25);
process.env.E2E_MAIL_DIR ??= `var/e2e-mail-${Date.now()}`;
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: `var/e2e-db-${Date.now()}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // Forms: a quick captcha, and limits a parallel run from one IP never meets.
      ALTCHA_MAX_NUMBER: '5000',
      FORM_RATE_LIMIT_PER_IP: '10000',
      FORM_RATE_LIMIT_PER_SESSION: '10000',
    },
  },
});
