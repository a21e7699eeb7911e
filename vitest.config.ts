import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code; browser journeys live in tests/e2e (Playwright),
// the OpenAPI fuzzer in tests/fuzz, helpers the tests share (test app, SMTP sink, fakes) in tests/support.
export default defineConfig({
  test: {
    include: ['{app,contract,server,content,bench,scripts}/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine. The tests wait on
    // databases, timers and child processes more than they compute, so every core gets a worker: the whole run
    // took 269 s instead of 476 s on two cores (2026-11-27), and CI stays under 20 minutes.
    maxWorkers: Math.max(2, availableParallelism()),
    // A test that logs console.error fails (product.md H8, Epic Stack habit); CLOCK_START starts every clock
    // at one instant (the date matrix, scripts/date-matrix.ts).
    setupFiles: ['tests/setup/clock-start.ts', 'tests/setup/fail-on-console-error.ts'],
  },
});
