import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code; browser journeys live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{app,contract,server,content,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
