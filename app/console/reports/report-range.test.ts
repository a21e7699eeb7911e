// The report's range: four weeks to yesterday by default, from the clock given,
// and a refused range falls back to it with the form's errors.
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../../contract/london-time.ts';
import { chooseReportRange, defaultReportRange } from './report-range.ts';

const NOW = instantOf('2026-11-26', 0 * 60 + 30); // half past midnight in London

describe('a report’s range', () => {
  it('is the four weeks to yesterday by default', () => {
    expect(defaultReportRange(NOW)).toEqual({ from: '2026-10-29', to: '2026-11-25' });
  });

  it('takes a valid range from the form', () => {
    const c = chooseReportRange(new URLSearchParams('from=2026-01-01&to=2026-03-31'), NOW);
    expect(c).toEqual({ range: { from: '2026-01-01', to: '2026-03-31' }, asked: { from: '2026-01-01', to: '2026-03-31' }, errors: {} });
  });

  it('refuses an end before the start, or more than a year, and shows the default', () => {
    const back = chooseReportRange(new URLSearchParams('from=2026-03-01&to=2026-02-01'), NOW);
    expect(back.errors.to).toBe('The end date must not be before the start date');
    expect(back.range).toEqual(defaultReportRange(NOW));
    expect(chooseReportRange(new URLSearchParams('from=2024-01-01&to=2026-01-01'), NOW).errors.to).toBe('Please choose at most 366 days');
    expect(chooseReportRange(new URLSearchParams('from=soon&to=2026-01-01'), NOW).errors.from).toBe('Please give a date as YYYY-MM-DD');
  });
});
