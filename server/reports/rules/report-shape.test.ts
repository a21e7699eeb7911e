// Shaping a report: every day of the range, weeks from Monday, rates over every
// booking made, sources in a fixed order with the waitlist ready, and buckets.
import { describe, expect, it } from 'vitest';
import { leadTimeBucket, partySizeBucket } from './buckets.ts';
import { NO_SUMS } from './chart-parts.ts';
import { heatmapOf, shapeReport, sourceRows, weekStartOf, type DaySums } from './report-shape.ts';

const day = (date: string, over: Partial<DaySums> = {}): DaySums => ({
  date,
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
  ...over,
});

/** Nothing but the days the test gives. */
const none = NO_SUMS;

describe('a report’s shape', () => {
  // 2026-11-26 is a Thursday; the range runs to Tuesday 1 December.
  const range = { from: '2026-11-26', to: '2026-12-01' };

  it('has every day of the range, quiet days as zeros', () => {
    const r = shapeReport(range, { ...none, days: [day('2026-11-28', { booked: 3, kept: 2, covers: 5, cancelled: 1 })] });
    expect(r.days.map((d) => [d.start, d.bookings, d.covers])).toEqual([
      ['2026-11-26', 0, 0],
      ['2026-11-27', 0, 0],
      ['2026-11-28', 2, 5],
      ['2026-11-29', 0, 0],
      ['2026-11-30', 0, 0],
      ['2026-12-01', 0, 0],
    ]);
  });

  it('sums weeks from Monday, the first clipped to the range', () => {
    const r = shapeReport(range, { ...none, days: [day('2026-11-29', { kept: 2, covers: 4 }), day('2026-11-30', { kept: 1, covers: 6 })] });
    expect(r.weeks.map((w) => [w.start, w.bookings, w.covers])).toEqual([
      ['2026-11-26', 2, 4],
      ['2026-11-30', 1, 6],
    ]);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
  });

  it('gives cancellation and no-show rates over every booking made, none when nothing was booked', () => {
    const r = shapeReport(range, { ...none, days: [day('2026-11-26', { booked: 10, kept: 7, cancelled: 2, noShows: 1 })] });
    expect(r.rates).toEqual({ booked: 10, cancelled: 2, noShows: 1, cancellationRate: 0.2, noShowRate: 0.1 });
    expect(shapeReport(range, { ...none, days: [] }).rates.noShowRate).toBeNull();
  });

  it('leaves enquiries still waiting out of the conversion rate', () => {
    const r = shapeReport(range, {
      ...none,
      days: [
        day('2026-11-26', { enquiries: 5, enquiriesConverted: 2, enquiriesPending: 1, groupEnquiries: 4, groupEnquiriesConverted: 1 }),
      ],
    });
    expect(r.enquiries.online).toEqual({ received: 5, converted: 2, pending: 1, rate: 0.5 });
    expect(r.enquiries.group).toEqual({ received: 4, converted: 1, rate: 0.25 });
  });

  it('lists the sources in order, the waitlist at zero, and a source it does not know after them', () => {
    expect(
      sourceRows([
        { source: 'phone', count: 3 },
        { source: 'app', count: 1 },
        { source: 'online', count: 9 },
      ]),
    ).toEqual([
      { key: 'online', label: 'Online', count: 9 },
      { key: 'phone', label: 'Phone', count: 3 },
      { key: 'walk-in', label: 'Walk-in', count: 0 },
      { key: 'waitlist', label: 'Waitlist', count: 0 },
      { key: 'app', label: 'app', count: 1 },
    ]);
  });

  it('trims the busiest-times grid to the hours that had covers', () => {
    const h = heatmapOf([
      { weekday: 5, hour: 19, covers: 12 },
      { weekday: 1, hour: 12, covers: 4 },
    ]);
    expect([h.firstHour, h.lastHour]).toEqual([12, 19]);
    expect(h.rows[4]!.covers.at(-1)).toBe(12);
    expect(h.rows[0]!.covers[0]).toBe(4);
    expect(h.rows.map((r) => r.label)[6]).toBe('Sunday');
  });

  it('buckets lead times and party sizes at their edges', () => {
    expect([-30, 0, 119, 120, 1439, 1440, 28 * 1440 - 1, 28 * 1440].map(leadTimeBucket)).toEqual([0, 0, 0, 1, 1, 2, 5, 6]);
    expect([0, 1, 9, 10, 24].map(partySizeBucket)).toEqual([0, 0, 8, 9, 9]);
  });
});
