// Each chart's table and its CSV: the same cells, and a cell a spreadsheet would
// run as a formula is defused.
import { describe, expect, it } from 'vitest';
import { REPORT_CHARTS } from '../../../contract/reports.ts';
import { reportCsv } from './report-csv.ts';
import { shapeReport } from './report-shape.ts';
import { percent, reportTable } from '../../../contract/report-tables.ts';

const report = shapeReport(
  { from: '2026-11-23', to: '2026-11-24' },
  {
    days: [],
    sources: [{ source: '=HYPERLINK("x")', count: 1 }],
    leadTimes: [1, 2],
    partySizes: [0, 5],
    heat: [{ weekday: 1, hour: 18, covers: 7 }],
    vouchers: [{ date: '2026-11-24', count: 3 }],
    signUps: [],
    leads: { counts: [{ source: 'group-enquiry', status: 'new', count: 2 }], answers: [] },
    eventMonths: [{ month: '2026-11', events: 1, valuePence: 125_000 }],
  },
);

describe('report tables and CSV', () => {
  it('has a captioned table for every chart, each row as wide as its header', () => {
    for (const chart of REPORT_CHARTS) {
      const t = reportTable(report, chart);
      expect(t.caption).not.toBe('');
      for (const row of t.rows) expect(row).toHaveLength(t.columns.length);
    }
  });

  it('writes the busiest times with hours as columns', () => {
    const t = reportTable(report, 'busiest');
    expect(t.columns).toEqual(['Day', '18:00']);
    expect(t.rows[0]).toEqual(['Monday', 7]);
  });

  it('writes CSV with CRLF lines and defuses a formula', () => {
    const csv = reportCsv(reportTable(report, 'sources'));
    expect(csv.split('\r\n')[0]).toBe('Source,Bookings');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",1`);
    expect(reportCsv(reportTable(report, 'vouchers'))).toBe('Date,Vouchers\r\n2026-11-23,0\r\n2026-11-24,3\r\n');
  });

  it('shows a rate with one decimal, and a dash with nothing to divide', () => {
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(null)).toBe('–');
  });
});
