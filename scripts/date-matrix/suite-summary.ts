// Reads the pass/fail figures out of a Vitest or Playwright run's output.
export interface SuiteSummary {
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  ms: number;
}

// Vitest and Playwright colour their output; the counts are read without it.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The output without its colours. */
export const plainText = (output: string) => output.replace(ANSI, '');

const count = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);

export function summaryOf(output: string, exitCode: number, ms: number): SuiteSummary {
  const text = plainText(output);
  // Vitest: "Tests  1 failed | 183 passed | 2 skipped (186)"; Playwright: "133 passed", "2 failed", "1 skipped".
  const vitest = /^\s*Tests\s+(.*)$/m.exec(text)?.[1];
  const source = vitest ?? text;
  const passed = count(source, /(\d+) passed/);
  const failed = count(source, /(\d+) failed/);
  const skipped = count(source, /(\d+) skipped/);
  return { ok: exitCode === 0 && failed === 0 && passed > 0, passed, failed, skipped, ms };
}
