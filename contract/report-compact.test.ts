// The report as the page sends it (decision 065): columns expand to the very report the server shaped.
import { describe, expect, it } from 'vitest';
import { compactReport, expandReport, fromColumns, toColumns } from './report-compact.ts';
import type { Report } from './reports.ts';

const day = (start: string, n: number) => ({ start, bookings: n, covers: 2 * n, cancelled: n % 2, noShows: n % 3, booked: n + 1 });

const report: Report = {
  range: { from: '2026-11-23', to: '2026-11-25' },
  days: [day('2026-11-23', 4), day('2026-11-24', 0), day('2026-11-25', 7)],
  weeks: [day('2026-11-23', 11)],
  rates: { booked: 14, cancelled: 1, noShows: 2, cancellationRate: 1 / 14, noShowRate: 2 / 14 },
  sources: [{ key: 'online', label: 'Online', count: 9 }],
  leadTimes: [{ key: '0', label: 'Same day', count: 3 }],
  partySizes: [{ key: '0', label: '1 to 2', count: 5 }],
  heatmap: { firstHour: 12, lastHour: 13, rows: [{ weekday: 1, label: 'Monday', covers: [3, 0] }] },
  enquiries: {
    online: { received: 2, converted: 1, pending: 0, rate: 0.5 },
    group: { received: 0, converted: 0, rate: null },
  },
  vouchers: { byDay: [{ key: '2026-11-23', label: '2026-11-23', count: 2 }], total: 2 },
  signUps: { byDay: [], total: 0 },
  leads: [
    {
      key: 'all',
      label: 'All sources',
      received: 1,
      byStatus: { new: 0, 'proposal-sent': 0, confirmed: 1, 'deposit-paid': 0, completed: 0, lost: 0 },
      won: 1,
      conversion: 1,
      answered: 1,
      medianAnswerMinutes: 30,
    },
  ],
  eventValue: { byMonth: [{ month: '2026-11', label: 'November 2026', events: 1, valuePence: 90_000 }], totalPence: 90_000 },
};

describe('compactReport and expandReport', () => {
  it('send a row run as one array per field, and give back the same report', () => {
    const compact = compactReport(report);
    expect(compact.days.covers).toEqual([8, 0, 14]);
    expect(compact.days.start).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(compact.signUps.byDay).toEqual({ key: [], label: [], count: [] });
    expect(expandReport(compact)).toEqual(report);
    expect(expandReport(JSON.parse(JSON.stringify(compact)))).toEqual(report);
  });

  it('keeps rows in order and every field of each', () => {
    const rows = [
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ];
    expect(fromColumns(toColumns(rows, ['a', 'b']), ['a', 'b'])).toEqual(rows);
  });
});
