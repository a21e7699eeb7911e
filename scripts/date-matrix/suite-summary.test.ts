import { describe, expect, it } from 'vitest';
import { summaryOf } from './suite-summary.ts';

describe('summaryOf', () => {
  it('reads Vitest’s totals line, colours and all', () => {
    const out = '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m | 183 passed\u001b[39m (184)';
    expect(summaryOf(out, 1, 5)).toEqual({ ok: false, passed: 183, failed: 1, skipped: 0, ms: 5 });
  });

  it('reads Playwright’s summary lines', () => {
    expect(summaryOf('  2 skipped\n  40 passed (1.2m)\n', 0, 9)).toEqual({ ok: true, passed: 40, failed: 0, skipped: 2, ms: 9 });
  });

  it('is not ok when nothing ran, or the run failed without a count', () => {
    expect(summaryOf('No test files found', 1, 1).ok).toBe(false);
    expect(summaryOf('  3 passed', 1, 1).ok).toBe(false);
  });
});
