// Decision 080: the days an event's times touch, as the engine's day reads count them.
import { describe, expect, it } from 'vitest';
import { eventDays, validTimes } from './event-space-days.ts';

describe('event days', () => {
  it('keeps an evening event on its own day', () => {
    expect(eventDays({ date: '2027-03-05', startsAt: 1110, endsAt: 1380 })).toEqual([
      { date: '2027-03-05', startsAt: 1110, durationMinutes: 270 },
    ]);
    expect(eventDays({ date: '2027-03-05', startsAt: 1110, endsAt: 1440 })).toHaveLength(1); // ends at midnight
  });

  it('carries an event past midnight onto the next day, from minutes before its midnight', () => {
    expect(eventDays({ date: '2027-03-27', startsAt: 1320, endsAt: 1560 })).toEqual([
      { date: '2027-03-27', startsAt: 1320, durationMinutes: 240 },
      { date: '2027-03-28', startsAt: -120, durationMinutes: 240 },
    ]);
  });

  it('takes a start on the day, an end after it, at most a day long', () => {
    expect(validTimes({ date: '2027-03-05', startsAt: 1110, endsAt: 1380 })).toBe(true);
    expect(validTimes({ date: '2027-03-05', startsAt: 1110, endsAt: 1110 })).toBe(false);
    expect(validTimes({ date: '2027-03-05', startsAt: 600, endsAt: 2041 })).toBe(false);
    expect(validTimes({ date: '2027-03-05', startsAt: 1440, endsAt: 1500 })).toBe(false);
    expect(validTimes({ date: '2027-03-05', startsAt: 19.5, endsAt: 100 })).toBe(false);
  });
});
