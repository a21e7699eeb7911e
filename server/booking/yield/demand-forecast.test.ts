// Decision 075's forecast, pure: a booked request counts at its time, a turned-away one spread over the times full
// when it searched, one that had a free time and left counts nowhere; what is still to come is what arrived later
// than the day's lead now; a day running quieter than its past weeks scales the rest down, never up.
import { describe, expect, it } from 'vitest';
import { demandKey } from './bid-price-lp.ts';
import { forecastDemand, isRequest, MIN_PAST_DAYS, type DemandRecord } from './demand-forecast.ts';
import { fullStarts } from './full-starts.ts';

const booked = (serviceDate: string, covers: number, start: number, leadMinutes: number): DemandRecord => ({
  serviceDate,
  covers,
  bookedStart: start,
  fullStarts: [],
  leadMinutes,
});
const turnedAway = (serviceDate: string, covers: number, full: number[], leadMinutes: number): DemandRecord => ({
  serviceDate,
  covers,
  bookedStart: null,
  fullStarts: full,
  leadMinutes,
});

describe('forecastDemand', () => {
  const past = [
    booked('d1', 4, 1140, 5000),
    booked('d1', 2, 1080, 100),
    turnedAway('d1', 2, [1140, 1155], 50),
    turnedAway('d1', 6, [], 40), // a free time, not taken: no unmet demand
    booked('d2', 4, 1140, 3000),
    booked('d2', 4, 1140, 10),
  ];

  it('means the requests per party and start over the past days, a turned-away diner spread over the full times', () => {
    const f = forecastDemand(past, 0, Infinity)!;
    expect(f.pastDays).toBe(2);
    expect(f.whole.get(demandKey(4, 1140))).toBeCloseTo(1.5);
    expect(f.whole.get(demandKey(2, 1080))).toBeCloseTo(0.5);
    expect(f.whole.get(demandKey(2, 1140))).toBeCloseTo(0.25);
    expect(f.whole.get(demandKey(2, 1155))).toBeCloseTo(0.25);
    expect(f.whole.has(demandKey(6, 1140))).toBe(false);
  });

  it('counts as still to come only what arrived closer to the day than now', () => {
    const f = forecastDemand(past, 3, 1000)!;
    // Arrived later than 1,000 minutes before: d1's couple and turned-away couple, d2's late four.
    expect(f.toCome.get(demandKey(4, 1140))).toBeCloseTo(0.5);
    expect(f.toCome.get(demandKey(2, 1080))).toBeCloseTo(0.5);
    expect(f.toCome.get(demandKey(2, 1140))).toBeCloseTo(0.25);
  });

  it('scales what is to come down when the day has had fewer requests than its past weeks by now, never up', () => {
    // By 1,000 minutes before, the past days had 1 request each (d1's four, d2's early four).
    const quiet = forecastDemand(past, 0, 1000)!;
    expect(quiet.pace).toBeCloseTo(3 / 4);
    expect(quiet.toCome.get(demandKey(2, 1080))).toBeCloseTo(0.5 * (3 / 4));
    expect(forecastDemand(past, 50, 1000)!.pace).toBe(1);
  });

  it(`needs ${MIN_PAST_DAYS} past days`, () => {
    expect(
      forecastDemand(
        past.filter((r) => r.serviceDate === 'd1'),
        0,
        Infinity,
      ),
    ).toBeNull();
  });

  it('knows a request from a search that found a free time', () => {
    expect(past.map(isRequest)).toEqual([true, true, true, false, true, true]);
  });
});

describe('fullStarts', () => {
  it('names the bookable times of the empty day that are not bookable now', () => {
    const empty = [
      { time: '18:00', canEnquire: false },
      { time: '19:00', canEnquire: false },
      { time: '19:15', canEnquire: false },
      { time: '22:00', canEnquire: true },
    ];
    const now = [
      { time: '18:00', canEnquire: false },
      { time: '19:15', canEnquire: true },
    ];
    expect(fullStarts(empty, now)).toEqual([19 * 60, 19 * 60 + 15]);
  });
});
