// First: with CLOCK_START (the date matrix, scripts/date-matrix.ts) this process's and every worker's
// Date start at that instant; the servers read CLOCK_START from the environment they inherit.
import './tests/setup/clock-start.ts';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BRAINTREE_KEYS } from './tests/e2e/support/e2e-braintree.ts';
import { lateEveningAt } from './tests/e2e/support/london-clock.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

// Browser journeys against the production build, in Debian's Chromium
// (browser downloads are not available on these machines).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The SMTP sink of tests/e2e/support/global-setup.ts; set once here so every worker reads the same folder.
process.env.E2E_SMTP_PORT ??= String(PORT + 25);
process.env.E2E_MAIL_DIR ??= `var/e2e-mail-${Date.now()}`;
// The local Braintree of global-setup.ts (decision 051), speaking Braintree's API for the evening server.
process.env.E2E_BRAINTREE_PORT ??= String(PORT + 26);
const CARD_PORT = PORT + 1;
const UNSEEDED_PORT = PORT + 2;
const CONSOLE_PORT = PORT + 3;
// Issue 16: a server whose clock starts at 21:30 London time today (or the next day Leicester keeps its
// weekly hours: london-clock.ts), for the late-evening journey.
const LATE_PORT = PORT + 4;
process.env.E2E_LATE_CLOCK ??= lateEveningAt().toISOString();
// The seasonal spec's server: its clock pinned inside the demo pack's Christmas party (20 Nov to 24 Dec 2026),
// so the dated occasion is bookable whatever today is (and whatever CLOCK_START the date matrix sets).
const SEASON_PORT = PORT + 5;
process.env.E2E_SEASON_CLOCK = '2026-11-25T12:00:00Z';
// The console spec's staff member: `npm run staff` writes its one-time link here before that server starts.
process.env.E2E_STAFF_LINK_FILE ??= `var/e2e-staff-link-${Date.now()}.txt`;
// Made-up keys: Braintree is out of reach from these machines, and refuses them where it is not.
const BRAINTREE_ENV = { ...E2E_BRAINTREE_KEYS };
// The same keys, taken by the local Braintree of global-setup.ts: the official SDK's real requests, answered offline.
const LOCAL_BRAINTREE_ENV = { ...BRAINTREE_ENV, BRAINTREE_API_URL: `http://127.0.0.1:${process.env.E2E_BRAINTREE_PORT}` };

/** The production server on its own port and embedded database. */
function server(port: number, extraEnv: Record<string, string> = {}, before = '') {
  return {
    command: `${before}node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: `var/e2e-db-${port}-${Date.now()}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // Forms: a quick captcha, and limits a parallel run from one IP never meets (the journeys' set-up
      // reads the engine's calendar and fills days through the API, all from 127.0.0.1).
      RATE_LIMIT_PER_MINUTE: '100000',
      ALTCHA_MAX_NUMBER: '5000',
      FORM_RATE_LIMIT_PER_IP: '10000',
      FORM_RATE_LIMIT_PER_SESSION: '10000',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Three browsers on two cores: the journeys wait on their servers more than they compute. The whole run took
  // 11.1 min with three, 13.2–14.3 with two (2026-11-27), and CI must stay under 20 minutes.
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // The console's server, whose database holds staff made by `npm run staff` before it started (product.md D8).
    // First: its journeys are the longest (a scheduled publish waits for its minute), so they start while the
    // short ones can still fill the other worker, not at the end with one worker idle.
    {
      name: 'console',
      testMatch: /console-/,
      testIgnore: /console-(fees|deposits)/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${CONSOLE_PORT}` },
    },
    {
      name: 'chromium',
      testIgnore: /card-guarantee|server-error|console-|late-evening|seasonal/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // A second server with card guarantee configured (product.md D6), for the card step.
    {
      name: 'card-guarantee',
      testMatch: /card-guarantee/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${CARD_PORT}` },
    },
    // A third with no content loaded (SEED_ON_START=false on an empty database), for the 500 page of product.md §4 startup.
    {
      name: 'server-error',
      testMatch: /server-error/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${UNSEEDED_PORT}` },
    },
    {
      name: 'late-evening',
      testMatch: /late-evening/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${LATE_PORT}` },
    },
    // Issue 28 fees on the same evening server: a no-show is only called once the booking's time has passed, and
    // at 21:30 a time today has, whatever the hour of the run. Its Braintree is the local one (decision 051).
    {
      name: 'console-fees',
      testMatch: /console-(fees|deposits)/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${LATE_PORT}` },
    },
    {
      name: 'seasonal',
      testMatch: /seasonal/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${SEASON_PORT}` },
    },
  ],
  webServer: [
    server(PORT),
    server(CARD_PORT, BRAINTREE_ENV),
    server(UNSEEDED_PORT, { SEED_ON_START: 'false' }),
    server(
      LATE_PORT,
      { CLOCK_START: process.env.E2E_LATE_CLOCK, ...LOCAL_BRAINTREE_ENV },
      // The fees spec's manager and host (its one-time links, as for the console server below).
      `mkdir -p var && node --import tsx server/cli/staff-cli.ts add --email leicester.fees@example.com --role manager --restaurant leicester --name "Fees Manager" > ${process.env.E2E_STAFF_LINK_FILE}.fees && ` +
        `node --import tsx server/cli/staff-cli.ts add --email leicester.host@example.com --role host --restaurant leicester --name "Fees Host" > ${process.env.E2E_STAFF_LINK_FILE}.fees-host && ` +
        `node --import tsx server/cli/staff-cli.ts add --email bath.deposits@example.com --role manager --restaurant bath --name "Deposits Manager" > ${process.env.E2E_STAFF_LINK_FILE}.deposits && `,
    ),
    server(SEASON_PORT, { CLOCK_START: process.env.E2E_SEASON_CLOCK }),
    server(
      CONSOLE_PORT,
      {},
      `mkdir -p var && node --import tsx server/cli/staff-cli.ts add --email bath.manager@example.com --role manager --restaurant bath --name "Bath Manager" > ${process.env.E2E_STAFF_LINK_FILE} && ` +
        `node --import tsx server/cli/staff-cli.ts add --email bath.duty@example.com --role manager --restaurant bath --name "Duty Manager" > ${process.env.E2E_STAFF_LINK_FILE}.duty && ` +
        `node --import tsx server/cli/staff-cli.ts add --email bolton.manager@example.com --role manager --restaurant bolton --name "Bolton Manager" > ${process.env.E2E_STAFF_LINK_FILE}.setup && ` +
        `node --import tsx server/cli/staff-cli.ts add --email leeds.grid@example.com --role manager --restaurant leeds --name "Grid Host" > ${process.env.E2E_STAFF_LINK_FILE}.grid && ` +
        `node --import tsx server/cli/staff-cli.ts add --email brighton.phone@example.com --role manager --restaurant brighton --name "Phone Manager" > ${process.env.E2E_STAFF_LINK_FILE}.phone && ` +
        `node --import tsx server/cli/staff-cli.ts add --email studio.editor@example.com --role content-editor --name "Studio Editor" > ${process.env.E2E_STAFF_LINK_FILE}.studio && ` +
        `node --import tsx server/cli/staff-cli.ts add --email bath.content@example.com --role manager --restaurant bath --name "Bath Content" > ${process.env.E2E_STAFF_LINK_FILE}.bath-content && ` +
        `node --import tsx server/cli/staff-cli.ts add --email studio.images@example.com --role content-editor --name "Images Editor" > ${process.env.E2E_STAFF_LINK_FILE}.studio-images && ` +
        `node --import tsx server/cli/staff-cli.ts add --email pages.editor@example.com --role content-editor --name "Pages Editor" > ${process.env.E2E_STAFF_LINK_FILE}.pages && ` +
        `node --import tsx server/cli/staff-cli.ts add --email restaurant.editor@example.com --role content-editor --name "Restaurant Editor" > ${process.env.E2E_STAFF_LINK_FILE}.restaurant-forms && ` +
        `node --import tsx server/cli/staff-cli.ts add --email lists.marketing@example.com --role marketing --name "Lists Marketing" > ${process.env.E2E_STAFF_LINK_FILE}.marketing && ` +
        `node --import tsx server/cli/staff-cli.ts add --email privacy.admin@example.com --role chain-admin --name "Privacy Admin" > ${process.env.E2E_STAFF_LINK_FILE}.privacy && ` +
        `node --import tsx server/cli/staff-cli.ts add --email bath.guests@example.com --role manager --restaurant bath --name "Guests Manager" > ${process.env.E2E_STAFF_LINK_FILE}.guests && ` +
        `node --import tsx server/cli/staff-cli.ts add --email reports.marketing@example.com --role marketing --name "Reports Marketing" > ${process.env.E2E_STAFF_LINK_FILE}.reports && ` +
        `node --import tsx server/cli/staff-cli.ts add --email mail.admin@example.com --role chain-admin --name "Mail Admin" > ${process.env.E2E_STAFF_LINK_FILE}.mail && `,
    ),
  ],
});
