// Decision 026 "Times": five times around the diner's preferred time or service,
// and all of them grouped by service.
import { describe, expect, it } from 'vitest';
import { defaultPreference, nearestTimes, preferenceOptions, timesByService } from './time-choice.ts';

const slots = ['12:00', '12:15', '12:30', '13:00', '13:30', '17:00', '18:00', '18:30', '19:00', '19:15', '19:30', '20:00', '21:00'].map(
  (time) => ({ time, canEnquire: false }),
);
const periods = [
  { name: 'Lunch', firstStart: '12:00', lastStart: '14:30' },
  { name: 'Dinner', firstStart: '17:00', lastStart: '21:30' },
];
const times = (list: { time: string }[]) => list.map((s) => s.time);

describe('times around a preference (decision 026)', () => {
  it('shows the five times nearest a preferred time, in time order', () => {
    expect(times(nearestTimes(slots, '19:00', periods))).toEqual(['18:00', '18:30', '19:00', '19:15', '19:30']);
    expect(times(nearestTimes(slots, '23:00', periods))).toEqual(['19:00', '19:15', '19:30', '20:00', '21:00']);
  });

  it('a service shows five of its own times, around its middle', () => {
    expect(times(nearestTimes(slots, 'service:Lunch', periods))).toEqual(['12:00', '12:15', '12:30', '13:00', '13:30']);
    expect(times(nearestTimes(slots, 'service:Dinner', periods)).every((t) => t >= '17:00')).toBe(true);
  });

  it('groups all times by service', () => {
    expect(timesByService(slots, periods).map((g) => [g.name, g.times.length])).toEqual([
      ['Lunch', 5],
      ['Dinner', 8],
    ]);
    expect(timesByService(slots, [])).toEqual([{ name: 'All times', times: slots }]);
  });

  it('offers each service, then every half hour of the day; 19:00 unless the search starts later', () => {
    const options = preferenceOptions(slots, periods);
    expect(options[0]).toEqual({ value: 'service:Lunch', label: 'Lunch (12:00–14:30)' });
    expect(options.map((o) => o.value)).toContain('19:00');
    expect(defaultPreference('09:00')).toBe('19:00');
    expect(defaultPreference('21:45')).toBe('21:45');
  });
});
