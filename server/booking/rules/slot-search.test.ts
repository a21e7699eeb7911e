// Slot search, part 1: when a restaurant takes bookings at all — hours, special
// dates, occasion windows and days, lead time, booking window, codes, DST days.
import { describe, expect, it } from 'vitest';
import { BOOKING_CODES } from '../../../contract/booking-codes.ts';
import { searchSlots } from './slot-search.ts';
import { BATH_HOURS, config, occasion, quarters, slotInput } from '../../../tests/support/booking-rule-fixtures.ts';

const times = (result: { times: { time: string }[] }) => result.times.map((t) => t.time);
const latenight = (date: string) => [
  { startDate: date, endDate: date, openTime: '00:00', closeTime: '04:00', clickCollectClose: 'closed' },
];

describe('searchSlots: opening hours (product.md D5, product.md §4)', () => {
  it('offers every quarter hour from opening to the last seating', () => {
    const result = searchSlots(slotInput());
    expect(result.code).toBe(BOOKING_CODES.OK);
    expect(times(result)).toEqual(quarters('12:00', '21:00')); // Monday 12:00–22:00, last seating an hour before close
    expect(result.times.every((t) => !t.canEnquire)).toBe(true);
  });

  it('follows the weekday: Saturday 11:00–23:00', () => {
    expect(times(searchSlots(slotInput({ date: '2026-06-06' })))).toEqual(quarters('11:00', '22:00'));
  });

  it('has no slots on a closed day', () => {
    const closedMonday = { ...BATH_HOURS, mondayOpen: 'Closed', mondayClose: 'Closed' };
    expect(searchSlots(slotInput({ hours: closedMonday }))).toEqual({ times: [], code: BOOKING_CODES.BOOKING_NO_FREE_SLOT });
    const christmas = slotInput({ date: '2026-12-25', now: new Date('2026-12-01T12:00:00Z') });
    expect(searchSlots(christmas)).toEqual({ times: [], code: BOOKING_CODES.BOOKING_NO_FREE_SLOT });
  });

  it('lets a special date win: Christmas Eve 11:00–18:00', () => {
    const result = searchSlots(slotInput({ date: '2026-12-24', now: new Date('2026-12-01T12:00:00Z') }));
    expect(times(result)).toEqual(quarters('11:00', '17:00'));
  });

  it('runs past midnight when closing at 00:00, times shown on the clock face', () => {
    const nye = slotInput({
      date: '2026-12-31',
      now: new Date('2026-12-01T12:00:00Z'),
      config: config({ lastSeatingBeforeCloseMinutes: 30 }),
    });
    expect(times(searchSlots(nye)).slice(-2)).toEqual(['23:15', '23:30']);
    const late = slotInput({ hours: { ...BATH_HOURS, mondayClose: '01:00' } });
    expect(times(searchSlots(late)).slice(-3)).toEqual(['23:30', '23:45', '00:00']);
  });

  it('keeps slots on the quarter hours when opening off the grid', () => {
    expect(times(searchSlots(slotInput({ hours: { ...BATH_HOURS, mondayOpen: '12:10' } })))[0]).toBe('12:15');
  });
});

describe('searchSlots: occasions (product.md §3)', () => {
  it('keeps to the occasion’s time windows (from inclusive, to exclusive)', () => {
    const lunchAndEarly = occasion({
      timeWindows: [
        { from: 12 * 60, to: 14 * 60 },
        { from: 17 * 60, to: 18 * 60 },
      ],
    });
    expect(times(searchSlots(slotInput({ occasion: lunchAndEarly })))).toEqual([
      ...quarters('12:00', '13:45'),
      ...quarters('17:00', '17:45'),
    ]);
  });

  it('runs only on its days', () => {
    const brunch = occasion({ id: 'brunch', days: [6, 7], timeWindows: [{ from: 11 * 60, to: 15 * 60 }] });
    expect(searchSlots(slotInput({ occasion: brunch }))).toEqual({ times: [], code: BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION });
    expect(times(searchSlots(slotInput({ occasion: brunch, date: '2026-06-06' })))).toEqual(quarters('11:00', '14:45'));
  });

  it('runs only inside its date range, both ends included', () => {
    const christmasParty = occasion({ id: 'xmas', dateRange: { from: '2026-11-20', to: '2026-12-23' } });
    const on = (date: string) => searchSlots(slotInput({ occasion: christmasParty, date, now: new Date('2026-11-01T12:00:00Z') })).code;
    expect(on('2026-11-19')).toBe(BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION);
    expect(on('2026-11-20')).toBe(BOOKING_CODES.OK);
    expect(on('2026-12-23')).toBe(BOOKING_CODES.OK);
    expect(on('2026-12-24')).toBe(BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION);
  });

  it('refuses parties outside the occasion’s covers, and above 20', () => {
    const birthday = occasion({ id: 'birthday', minimumCovers: 4, maximumCovers: 30 });
    expect(searchSlots(slotInput({ occasion: birthday, covers: 3 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ occasion: birthday, covers: 21 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ covers: 0 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ covers: 2.5 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });
});

describe('searchSlots: lead time and booking window', () => {
  it('starts no sooner than now plus the lead time', () => {
    const now = new Date('2026-06-01T12:10:00Z'); // 13:10 BST
    expect(times(searchSlots(slotInput({ now })))[0]).toBe('14:15');
    expect(times(searchSlots(slotInput({ now: new Date('2026-06-01T12:15:00Z') })))[0]).toBe('14:15'); // exactly the lead time
    expect(times(searchSlots(slotInput({ now, config: config({ leadTimeMinutes: 0 }) })))[0]).toBe('13:15');
  });

  it('has nothing left late in the day', () => {
    expect(searchSlots(slotInput({ now: new Date('2026-06-01T19:30:00Z') })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });

  it('has no slots on past, impossible or too-distant dates', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    for (const date of ['2026-05-31', '2026-02-30', '2025-02-30', '2026-6-1', 'tomorrow', '2026-08-31']) {
      expect(searchSlots(slotInput({ date, now }))).toEqual({ times: [], code: BOOKING_CODES.BOOKING_NO_FREE_SLOT });
    }
    expect(searchSlots(slotInput({ date: '2026-08-30', now })).code).toBe(BOOKING_CODES.OK); // today + 90 days
  });
});

describe('searchSlots: codes (product.md §8)', () => {
  it.each([
    [{ enabled: false }, BOOKING_CODES.BOOKING_DISABLED],
    [{ enabled: false, customDisabledMessage: ' ' }, BOOKING_CODES.BOOKING_DISABLED],
    [{ restaurantEnabled: false }, BOOKING_CODES.BOOKING_RESTAURANT_DISABLED],
    [{ centerParcsOnly: true }, BOOKING_CODES.BOOKING_CENTER_PARCS],
    [{ turnTimes: [] }, BOOKING_CODES.BOOKING_INVALID_CONFIG],
    [{ slotIntervalMinutes: 0 }, BOOKING_CODES.BOOKING_INVALID_CONFIG],
  ])('%o → code %i and no times', (overrides, code) => {
    expect(searchSlots(slotInput({ config: config(overrides) }))).toEqual({ times: [], code });
  });

  it('carries the restaurant’s own message while disabled with one', () => {
    const result = searchSlots(
      slotInput({ config: config({ enabled: false, customDisabledMessage: 'Closed for refurbishment until May.' }) }),
    );
    expect(result).toEqual({
      times: [],
      code: BOOKING_CODES.DISABLED_BOOKING_CUSTOM_MESSAGE,
      message: 'Closed for refurbishment until May.',
    });
  });

  it('reports switched-off booking before a bad request', () => {
    expect(searchSlots(slotInput({ date: '2026-02-30', config: config({ centerParcsOnly: true }) })).code).toBe(
      BOOKING_CODES.BOOKING_CENTER_PARCS,
    );
  });
});

describe('searchSlots on the daylight-saving change days', () => {
  it('29 March 2026: no slot in the missing hour 01:00–01:59', () => {
    const input = slotInput({ date: '2026-03-29', now: new Date('2026-03-20T12:00:00Z'), specialHours: latenight('2026-03-29') });
    expect(times(searchSlots(input))).toEqual([...quarters('00:00', '00:45'), ...quarters('02:00', '03:00')]);
  });

  it('29 March 2026: the lead time counts in BST after the change', () => {
    const input = slotInput({ date: '2026-03-29', now: new Date('2026-03-29T11:00:00Z') }); // 12:00 BST, Sunday 11:00–22:00
    expect(times(searchSlots(input))).toEqual(quarters('13:00', '21:00'));
  });

  it('25 October 2026: the repeated hour is offered once', () => {
    const input = slotInput({ date: '2026-10-25', now: new Date('2026-10-20T12:00:00Z'), specialHours: latenight('2026-10-25') });
    expect(times(searchSlots(input))).toEqual(quarters('00:00', '03:00'));
  });

  it('25 October 2026: a repeated-hour slot means its first occurrence', () => {
    const at = (iso: string) =>
      slotInput({ date: '2026-10-25', now: new Date(iso), specialHours: latenight('2026-10-25'), config: config({ leadTimeMinutes: 0 }) });
    expect(times(searchSlots(at('2026-10-25T00:40:00Z')))[0]).toBe('01:45'); // 01:40 BST
    expect(times(searchSlots(at('2026-10-25T01:40:00Z')))[0]).toBe('02:00'); // 01:40 GMT: every 01:xx slot has passed
  });

  it('25 October 2026: the lead time counts in GMT after the change', () => {
    const input = slotInput({ date: '2026-10-25', now: new Date('2026-10-25T11:00:00Z') }); // 11:00 GMT
    expect(times(searchSlots(input))).toEqual(quarters('12:00', '21:00'));
  });
});
