// First: with CLOCK_START (the date matrix, scripts/date-matrix.ts) this process's and every worker's
// Date start at that instant; the servers read CLOCK_START from the environment they inherit.
import './tests/setup/clock-start.ts';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { lateEveningAt } from './tests/e2e/support/london-clock.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

// Browser journeys against the production build, in Debian's Chromium
// (browser downloads are not available on these machines). The servers are started side by side by
// global-setup.ts (tests/e2e/support/e2e-servers.ts), each printing how long it took to be ready.
process.env.E2E_PORT ??= '3100';
const PORT = Number(process.env.E2E_PORT);
// The SMTP sink of tests/e2e/support/global-setup.ts; set once here so every worker reads the same folder.
process.env.E2E_SMTP_PORT ??= String(PORT + 25);
process.env.E2E_MAIL_DIR ??= `var/e2e-mail-${Date.now()}`;
// The local Braintree of global-setup.ts (decision 051), speaking Braintree's API for the evening server.
process.env.E2E_BRAINTREE_PORT ??= String(PORT + 26);
const CARD_PORT = PORT + 1;
const UNSEEDED_PORT = PORT + 2;
const CONSOLE_PORT = PORT + 3;
// A server whose clock starts at 21:30 London time today (or the next day Leicester keeps its weekly hours:
// london-clock.ts), for the late-evening journey.
const LATE_PORT = PORT + 4;
process.env.E2E_LATE_CLOCK ??= lateEveningAt().toISOString();
// The seasonal spec's server: its clock pinned inside the demo pack's Christmas party (20 Nov to 24 Dec 2026),
// so the dated occasion is bookable whatever today is (and whatever CLOCK_START the date matrix sets).
const SEASON_PORT = PORT + 5;
process.env.E2E_SEASON_CLOCK = '2026-11-25T12:00:00Z';
// The console journeys' staff (support/e2e-staff.ts) write their one-time links here before their server starts.
process.env.E2E_STAFF_LINK_FILE ??= `var/e2e-staff-link-${Date.now()}.txt`;
// A journey's waits are set for the two-core machines of CI; on one core (or with E2E_SLOWDOWN set, for a machine
// busy with other work) each wait is that many times longer, so a slower machine takes longer instead of failing.
process.env.E2E_SLOWDOWN ??= String(availableParallelism() < 2 ? 4 : 1);
const SLOWDOWN = Number(process.env.E2E_SLOWDOWN);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two browsers on two cores. Three were faster when the suite was smaller (11.1 min against 13.2–14.3 on
  // 2026-11-27), but with 208 journeys and six servers the load average reached 13 and the console's journeys
  // timed out in CI; two keep each journey's waits honest.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // 60 s a journey: at 30 s, four journeys of the final CI run of 182 timed out at their last steps while three
  // browsers and six servers shared two cores; a passing journey takes no longer for it.
  timeout: 60_000 * SLOWDOWN,
  // 10 s an expectation: at 5 s a change of time on the manage-booking page (a search, then its results) was not
  // shown in time in the final CI run while three browsers and six servers shared two cores.
  expect: { timeout: 10_000 * SLOWDOWN },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network) without the screencast: its frames cost the
    // software-rendered browsers much of two cores' time, and the snapshots show the page at every step.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // The console's server, whose database holds the journeys' staff before it started (product.md D8).
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
    // The fees and deposits journeys on the same evening server: a no-show is only called once the booking's time has passed, and
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
});
