import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatHhmm,
  formatLongDate,
  instantOf,
  isValidIsoDate,
  londonDateOf,
  londonMinutesOf,
  parseHhmm,
  wallTimeExists,
  weekdayOf,
} from './london-time.ts';

const at = (iso: string) => new Date(iso);

describe('isValidIsoDate (product.md §5: YYYY-MM-DD)', () => {
  it('accepts real dates, leap days included', () => {
    expect(isValidIsoDate('2026-03-29')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
  });
  it.each(['2025-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-3-9', '29/03/2026', '2026-03-29T00:00', ''])(
    'rejects %j',
    (value) => expect(isValidIsoDate(value)).toBe(false),
  );
});

describe('London date and minutes of an instant', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(londonDateOf(at('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(londonMinutesOf(at('2026-01-15T23:30:00Z'))).toBe(23 * 60 + 30);
    expect(londonDateOf(at('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    expect(londonMinutesOf(at('2026-06-01T23:30:00Z'))).toBe(30);
  });

  it('jumps from 00:59 GMT to 02:00 BST on 29 March 2026', () => {
    expect(londonMinutesOf(at('2026-03-29T00:59:00Z'))).toBe(59);
    expect(londonMinutesOf(at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(londonDateOf(at('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
  });

  it('shows 01:30 twice on 25 October 2026', () => {
    expect(londonMinutesOf(at('2026-10-25T00:30:00Z'))).toBe(90);
    expect(londonMinutesOf(at('2026-10-25T01:30:00Z'))).toBe(90);
    expect(londonMinutesOf(at('2026-10-25T02:00:00Z'))).toBe(120);
    expect(londonDateOf(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });
});

describe('instantOf (London wall time → instant)', () => {
  it('uses the offset in force that day', () => {
    expect(instantOf('2026-01-15', 19 * 60).toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(instantOf('2026-07-15', 19 * 60).toISOString()).toBe('2026-07-15T18:00:00.000Z');
  });

  it('rolls minutes past midnight into the next day', () => {
    expect(instantOf('2026-12-31', 1440).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(instantOf('2026-07-15', 1440 + 30).toISOString()).toBe('2026-07-15T23:30:00.000Z');
  });

  it('maps the missing hour of 29 March 2026 forward', () => {
    expect(instantOf('2026-03-29', 59).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29', 60).toISOString()).toBe('2026-03-29T01:00:00.000Z'); // = 02:00 BST
    expect(instantOf('2026-03-29', 90).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // = 02:30 BST
    expect(instantOf('2026-03-29', 120).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('2026-03-29', 12 * 60).toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(instantOf('2026-03-28', 1440 + 90).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first of the repeated hour on 25 October 2026', () => {
    expect(instantOf('2026-10-25', 59).toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(instantOf('2026-10-25', 60).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(instantOf('2026-10-25', 90).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25', 120).toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(instantOf('2026-10-25', 12 * 60).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it('round-trips every quarter hour of both change days that exists', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let m = 0; m < 1440; m += 15) {
        const instant = instantOf(date, m);
        const exists = !(date === '2026-03-29' && m >= 60 && m < 120);
        expect(wallTimeExists(date, m)).toBe(exists);
        if (exists) expect([londonDateOf(instant), londonMinutesOf(instant)]).toEqual([date, m]);
      }
    }
  });
});

describe('calendar arithmetic', () => {
  it('weekdayOf gives ISO weekdays, 1 = Monday … 7 = Sunday', () => {
    expect(weekdayOf('2026-06-01')).toBe(1);
    expect(weekdayOf('2026-03-29')).toBe(7);
    expect(weekdayOf('2026-10-25')).toBe(7);
    expect(weekdayOf('2026-12-26')).toBe(6);
  });

  it('addDays and daysBetween cross months, years and clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('parses and formats HH:MM', () => {
    expect(parseHhmm('09:05')).toBe(545);
    expect(parseHhmm('24:00')).toBeNull();
    expect(parseHhmm('9:05')).toBeNull();
    expect(parseHhmm('closed')).toBeNull();
    expect(formatHhmm(545)).toBe('09:05');
    expect(formatHhmm(1440)).toBe('00:00');
    expect(formatHhmm(1500)).toBe('01:00');
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date as people do, whatever the time zone', () => {
    expect(formatLongDate('2026-12-05')).toBe('Saturday, 5 December 2026');
    expect(formatLongDate('2027-03-28')).toBe('Sunday, 28 March 2027');
  });
});
