// The weekly summary: which week is due (from Monday 07:00 London), and each
// figure beside the week before's with its change.
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../../contract/london-time.ts';
import { NO_SUMS } from './chart-parts.ts';
import { shapeReport, type DaySums } from './report-shape.ts';
import { compareWeeks, lastWeekStart } from './weekly-comparison.ts';

const week = (from: string, to: string, d: Partial<DaySums>) =>
  shapeReport(
    { from, to },
    {
      ...NO_SUMS,
      days: [
        {
          date: from,
          booked: 0,
          kept: 0,
          covers: 0,
          cancelled: 0,
          noShows: 0,
          enquiries: 0,
          enquiriesConverted: 0,
          enquiriesPending: 0,
          groupEnquiries: 0,
          groupEnquiriesConverted: 0,
          ...d,
        },
      ],
    },
  );

describe('the weekly summary', () => {
  it('is due for the week just ended from Monday 07:00 London', () => {
    expect(lastWeekStart(instantOf('2026-11-30', 6 * 60 + 59))).toBe('2026-11-16'); // Monday, before seven
    expect(lastWeekStart(instantOf('2026-11-30', 7 * 60))).toBe('2026-11-23');
    expect(lastWeekStart(instantOf('2026-12-06', 23 * 60))).toBe('2026-11-23'); // the Sunday after
  });

  it('sets each figure beside the week before’s', () => {
    const rows = compareWeeks(
      week('2026-11-23', '2026-11-29', { booked: 10, kept: 8, covers: 24, cancelled: 1, noShows: 1 }),
      week('2026-11-16', '2026-11-22', { booked: 10, kept: 10, covers: 20 }),
    );
    const by = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(by.Covers).toEqual({ label: 'Covers', thisWeek: '24', lastWeek: '20', change: 'up 20%' });
    expect(by.Bookings!.change).toBe('down 20%');
    expect(by['No-shows']!.change).toBe('up 1 (none the week before)');
    expect(by['No-show rate']).toEqual({ label: 'No-show rate', thisWeek: '10.0%', lastWeek: '0.0%', change: 'up 10.0 points' });
    expect(by['Sign-ups']!.change).toBe('no change');
  });
});
