// The date matrix (decision 032, npm run test:dates): with CLOCK_START set, every
// `new Date()` and `Date.now()` in this process (test code, the services it
// builds, the helpers that pick dates) starts at that instant and runs on at
// the machine's rate, from one anchor (CLOCK_ANCHOR_MS) shared by every
// process of the run, so the browser, the servers and the tests agree to the
// millisecond. Timers stay real. Unset, nothing changes. Vitest loads it
// first in every test file; playwright.config.ts imports it for its workers.
import { startedDateClass } from '../../scripts/date-matrix/started-date.ts';

if (process.env.CLOCK_START && !(Date as { started?: boolean }).started) {
  // The first process of a run fixes the anchor; the processes it starts (Playwright's workers, the servers) inherit it.
  process.env.CLOCK_ANCHOR_MS ??= String(Date.now());
  const StartedDate = startedDateClass(process.env.CLOCK_START, Date, Number(process.env.CLOCK_ANCHOR_MS));
  Object.assign(StartedDate, { started: true });
  globalThis.Date = StartedDate;
}
