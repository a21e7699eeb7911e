import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsSchema } from './content.ts';
import {
  END_BEFORE_START,
  describeWindow,
  nextBoundary,
  refineShowWindow,
  showWindowFields,
  wallTimeInstant,
  wallTimeOf,
  windowShowing,
  windowState,
} from './show-window.ts';

// Wednesday 2 December 2026, 12:00 in London (GMT).
const NOW = new Date('2026-12-02T12:00:00Z');
const schema = z.object(showWindowFields).superRefine(refineShowWindow);

describe('the window schema (decision 064)', () => {
  it('takes a London date and time, or nothing', () => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ starts: '2026-12-07T09:00', ends: '2026-12-07T18:00' }).success).toBe(true);
  });
  it.each(['2026-12-07', '2026-12-07 09:00', '2026-02-30T09:00', '2026-12-07T24:00', '07/12/2026T09:00'])('refuses %j', (starts) => {
    expect(schema.safeParse({ starts }).success).toBe(false);
  });
  it('refuses an end at or before the start, on the end', () => {
    for (const ends of ['2026-12-07T09:00', '2026-12-06T23:00']) {
      const parsed = schema.safeParse({ starts: '2026-12-07T09:00', ends });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['ends'], message: END_BEFORE_START });
    }
  });
  it('is part of the site settings’ banner and popup', () => {
    const banner = { id: 'b', text: 'Hello', starts: '2026-12-07T09:00', ends: '2026-12-07T08:00' };
    const popup = { id: 'p', heading: 'H', content: 'C', link: { label: 'Go', url: '/' }, ends: 'tomorrow' };
    const parsed = settingsSchema.pick({ banner: true, popup: true }).safeParse({ banner, popup });
    expect(new Set(parsed.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['banner.ends', 'popup.ends']));
  });
});

describe('whether it shows', () => {
  const w = { starts: '2026-12-07T09:00', ends: '2026-12-11T18:00' };
  it('is before its start, showing from the start, and ended at its end (London time)', () => {
    expect(windowState(w, new Date('2026-12-07T08:59:59Z'))).toBe('before');
    expect(windowState(w, new Date('2026-12-07T09:00:00Z'))).toBe('showing');
    expect(windowState(w, new Date('2026-12-11T17:59:59Z'))).toBe('showing');
    expect(windowState(w, new Date('2026-12-11T18:00:00Z'))).toBe('ended');
  });
  it('reads the wall time in summer as BST', () => {
    expect(wallTimeInstant('2026-07-01T09:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(windowShowing({ starts: '2026-07-01T09:00' }, new Date('2026-07-01T08:30:00Z'))).toBe(true);
  });
  it('always shows without a start or end', () => {
    expect(windowShowing({}, NOW)).toBe(true);
    expect(nextBoundary({}, NOW)).toBeNull();
  });
  it('names the next instant it changes, for a kept page or a timer', () => {
    expect(nextBoundary(w, NOW)?.toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(nextBoundary(w, new Date('2026-12-08T00:00:00Z'))?.toISOString()).toBe('2026-12-11T18:00:00.000Z');
    expect(nextBoundary(w, new Date('2026-12-12T00:00:00Z'))).toBeNull();
  });
});

describe('what the studio’s list says', () => {
  it('says when a live one ends, by weekday within the week', () => {
    expect(describeWindow({ ends: '2026-12-04T18:00' }, NOW)).toBe('live until 18:00 Friday');
    expect(describeWindow({ ends: '2026-12-02T18:00' }, NOW)).toBe('live until 18:00 today');
    expect(describeWindow({}, NOW)).toBe('live');
  });
  it('says when a coming one starts, with the date a week or more away', () => {
    expect(describeWindow({ starts: '2026-12-14T09:00' }, NOW)).toBe('starts 09:00 Monday 14 December');
    expect(describeWindow({ starts: '2026-12-07T09:00', ends: '2026-12-07T18:00' }, NOW)).toBe('starts 09:00 Monday, ends 18:00 Monday');
    expect(describeWindow({ starts: '2027-01-04T09:00' }, NOW)).toBe('starts 09:00 Monday 4 January 2027');
  });
  it('says when an ended one ended', () => {
    expect(describeWindow({ ends: '2026-11-30T18:00' }, NOW)).toBe('ended 18:00 Monday 30 November');
  });
  it('writes an instant back as a London wall time', () => {
    expect(wallTimeOf(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T09:00');
  });
});
