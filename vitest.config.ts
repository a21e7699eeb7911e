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
    // A test that logs console.error fails (product.md H8, Epic Stack habit); CLOCK_START starts every clock
    // at one instant (the date matrix, scripts/date-matrix.ts).
    setupFiles: ['tests/setup/clock-start.ts', 'tests/setup/fail-on-console-error.ts'],
  },
});
