import { describe, expect, it } from 'vitest';
import { openTables, reportShouldRevalidate, withTableToggled } from './report-table-toggle.ts';

const args = (current: string, next: string, formMethod?: 'POST') =>
  ({
    currentUrl: new URL(current, 'http://x'),
    nextUrl: new URL(next, 'http://x'),
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof reportShouldRevalidate>[0];

describe('the folded report tables (decision 069)', () => {
  it('reads the open tables from the address in the report’s order, ignoring unknown names', () => {
    expect([...openTables(new URLSearchParams('tables=sign-ups,nonsense,daily'))]).toEqual(['daily', 'sign-ups']);
    expect(openTables(new URLSearchParams('from=2026-01-01')).size).toBe(0);
  });

  it('opens and closes one table, keeping the range', () => {
    const opened = withTableToggled(new URLSearchParams('from=2026-01-01&to=2026-03-31'), 'daily');
    expect(opened).toBe('?from=2026-01-01&to=2026-03-31&tables=daily');
    const both = withTableToggled(new URLSearchParams(opened.slice(1)), 'vouchers');
    expect(both).toBe('?from=2026-01-01&to=2026-03-31&tables=daily%2Cvouchers');
    expect(withTableToggled(new URLSearchParams(both.slice(1)), 'daily')).toBe('?from=2026-01-01&to=2026-03-31&tables=vouchers');
    expect(withTableToggled(new URLSearchParams('to=2026-03-31&tables=daily'), 'daily')).toBe('?to=2026-03-31');
  });

  it('asks the server again for a new range, never for a table opened', () => {
    const page = '/console/reports/1002/';
    expect(reportShouldRevalidate(args(`${page}?from=2026-01-01`, `${page}?from=2026-01-01&tables=daily`))).toBe(false);
    expect(reportShouldRevalidate(args(`${page}?from=2026-01-01&tables=daily`, `${page}?from=2026-01-01`))).toBe(false);
    expect(reportShouldRevalidate(args(`${page}?from=2026-01-01`, `${page}?from=2026-02-01&tables=daily`))).toBe(true);
    expect(reportShouldRevalidate(args(`${page}?from=2026-01-01`, '/console/reports/?from=2026-01-01'))).toBe(true);
    expect(reportShouldRevalidate(args(`${page}?from=2026-01-01`, `${page}?from=2026-01-01&tables=daily`, 'POST'))).toBe(true);
  });
});
