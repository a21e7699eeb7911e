// Bookings a setup change would strand (decision 025), on Bath's real setup:
// Monday 12:00–22:00 with the last seating an hour before close, lunch
// 12:00–16:45 and dinner 17:00–21:00 Monday to Thursday (other periods on
// Friday to Sunday, within their hours), Christmas Day closed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../../contract/booking-setup.ts';
import { BOOKING_STATUSES } from '../../../contract/booking-status.ts';
import { strandedBookings, type PlacedBooking } from './stranded-bookings.ts';

const BATH = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);

/** Bath's setup with a change made to a copy. */
function bath(change: (s: BookingSetup) => void = () => {}): BookingSetup {
  const setup = structuredClone(BATH);
  change(setup);
  return setup;
}

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

let next = 0;
/** A confirmed booking for two on table r1 on Monday 1 June 2026 at 19:00. */
function booking(overrides: Partial<PlacedBooking> = {}): PlacedBooking {
  next += 1;
  return {
    id: `bk${next}`,
    reference: `MESA${next}`,
    date: '2026-06-01',
    startsAt: at('19:00'),
    tableIds: ['r1'],
    covers: 2,
    status: 'confirmed',
    name: 'Ada Lovelace',
    ...overrides,
  };
}

const closure = (label: string, startDate: string, endDate = startDate) => ({
  label,
  startDate,
  endDate,
  openTime: 'closed',
  closeTime: 'closed',
  clickCollectClose: 'closed',
});

const CLOSED = 'The restaurant is closed that day';
const OUTSIDE = 'It starts outside the service times';

describe('strandedBookings', () => {
  it('reports nothing when nothing changes', () => {
    const bookings = [booking(), booking({ startsAt: at('12:00') }), booking({ startsAt: at('21:00'), tableIds: ['r8', 'r9'] })];
    expect(strandedBookings(BATH, bath(), bookings)).toEqual([]);
  });

  it("reports a booking on a date a special closure closes, with the date's label in the reason", () => {
    const b = booking({ startsAt: at('19:30'), covers: 4, name: 'Grace Hopper' });
    const after = bath((s) => s.specialHours.push(closure('Refurbishment', '2026-06-01')));
    expect(strandedBookings(BATH, after, [b])).toEqual([
      {
        bookingId: b.id,
        reference: b.reference,
        date: '2026-06-01',
        time: '19:30',
        name: 'Grace Hopper',
        covers: 4,
        status: 'confirmed',
        reasons: [`${CLOSED} (Refurbishment)`],
      },
    ]);
  });

  it('names the closure that wins where special dates overlap: the narrowest', () => {
    const after = bath((s) => s.specialHours.push(closure('Summer break', '2026-05-25', '2026-06-14'), closure('Flood', '2026-06-01')));
    expect(strandedBookings(BATH, after, [booking()])[0]!.reasons).toEqual([`${CLOSED} (Flood)`]);
  });

  it('reports bookings on a weekday the weekly hours now close, without a label, and only that weekday', () => {
    const after = bath((s) => {
      s.hours.mondayOpen = 'Closed';
      s.hours.mondayClose = 'Closed';
    });
    const monday = booking();
    const tuesday = booking({ date: '2026-06-02' });
    expect(strandedBookings(BATH, after, [monday, tuesday])).toEqual([
      expect.objectContaining({ bookingId: monday.id, reasons: [CLOSED] }),
    ]);
  });

  it('reports a booking whose table is removed, naming the table', () => {
    const after = bath((s) => (s.tables = s.tables.filter((t) => t.id !== 'r1')));
    const onR1 = booking();
    const onR2 = booking({ tableIds: ['r2'] });
    expect(strandedBookings(BATH, after, [onR1, onR2])).toEqual([
      expect.objectContaining({ bookingId: onR1.id, reasons: ['Its table r1 is removed'] }),
    ]);
  });

  it('names every removed table of a group booking', () => {
    const onGroup = booking({ tableIds: ['r8', 'r9'], covers: 6 });
    const withoutR9 = bath((s) => (s.tables = s.tables.filter((t) => t.id !== 'r9')));
    const withoutBoth = bath((s) => (s.tables = s.tables.filter((t) => t.id !== 'r8' && t.id !== 'r9')));
    expect(strandedBookings(BATH, withoutR9, [onGroup])[0]!.reasons).toEqual(['Its table r9 is removed']);
    expect(strandedBookings(BATH, withoutBoth, [onGroup])[0]!.reasons).toEqual(['Its table r8 + r9 is removed']);
  });

  it('reports bookings after a shortened service period, and keeps its new last start', () => {
    const after = bath((s) => (s.servicePeriods.find((p) => p.id === 'dinner')!.lastStart = '20:00'));
    const kept = booking({ startsAt: at('20:00') });
    const late = booking({ startsAt: at('20:30') });
    expect(strandedBookings(BATH, after, [kept, late])).toEqual([expect.objectContaining({ bookingId: late.id, reasons: [OUTSIDE] })]);
  });

  it('reports a booking that a gap between service periods now falls in', () => {
    const after = bath((s) => (s.servicePeriods.find((p) => p.id === 'lunch')!.lastStart = '14:00'));
    const lunch = booking({ startsAt: at('13:45') });
    const teatime = booking({ startsAt: at('15:00') });
    expect(strandedBookings(BATH, after, [lunch, teatime]).map((s) => s.bookingId)).toEqual([teatime.id]);
  });

  it('reports a booking a weekday no longer has a service period for', () => {
    const after = bath((s) => (s.servicePeriods.find((p) => p.id === 'lunch')!.days = [6, 7]));
    const mondayLunch = booking({ startsAt: at('12:30') });
    const saturdayLunch = booking({ date: '2026-06-06', startsAt: at('12:30') });
    expect(strandedBookings(BATH, after, [mondayLunch, saturdayLunch]).map((s) => s.bookingId)).toEqual([mondayLunch.id]);
  });

  it('reports bookings after an earlier close or a longer last-seating gap', () => {
    const b = booking({ startsAt: at('20:30') });
    const earlierClose = bath((s) => (s.hours.mondayClose = '21:00'));
    const longerGap = bath((s) => (s.config.lastSeatingBeforeCloseMinutes = 120));
    expect(strandedBookings(BATH, earlierClose, [b])[0]!.reasons).toEqual([OUTSIDE]);
    expect(strandedBookings(BATH, longerGap, [b])[0]!.reasons).toEqual([OUTSIDE]);
    expect(strandedBookings(BATH, earlierClose, [booking({ startsAt: at('20:00') })])).toEqual([]);
  });

  it('reports a booking before a later opening', () => {
    const after = bath((s) => (s.hours.mondayOpen = '13:00'));
    expect(strandedBookings(BATH, after, [booking({ startsAt: at('12:30') }), booking({ startsAt: at('13:00') })])).toHaveLength(1);
  });

  it('reports a booking outside a special date’s shorter hours as outside the service times, not closed', () => {
    const after = bath((s) =>
      s.specialHours.push({
        label: 'Private party',
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        openTime: '12:00',
        closeTime: '18:00',
        clickCollectClose: '17:00',
      }),
    );
    expect(strandedBookings(BATH, after, [booking(), booking({ startsAt: at('16:00') })])).toEqual([
      expect.objectContaining({ time: '19:00', reasons: [OUTSIDE] }),
    ]);
  });

  it('reads starts after midnight as the night of the date, shown on the clock face', () => {
    // Friday open till 02:00 with dinner to match: a 00:30 start sits in dinner (17:00–02:00) before the last seating at 01:00.
    const late = bath((s) => {
      s.hours.fridayClose = '02:00';
      s.servicePeriods.find((p) => p.id === 'dinner-fri-sat')!.lastStart = '02:00';
    });
    const b = booking({ date: '2026-06-05', startsAt: at('00:30') + 1440 });
    expect(strandedBookings(late, late, [b])).toEqual([]);
    const shorter = bath((s) => {
      s.hours.fridayClose = '02:00';
      s.servicePeriods.find((p) => p.id === 'dinner-fri-sat')!.lastStart = '00:00';
    });
    expect(strandedBookings(late, shorter, [b])).toEqual([
      expect.objectContaining({ date: '2026-06-05', time: '00:30', reasons: [OUTSIDE] }),
    ]);
  });

  it('does not report a booking already outside the service under the old setup', () => {
    const walkIn = booking({ startsAt: at('21:30') }); // after Monday's last seating already
    const after = bath((s) => (s.servicePeriods.find((p) => p.id === 'dinner')!.lastStart = '20:00'));
    expect(strandedBookings(BATH, after, [walkIn])).toEqual([]);
  });

  it('does not report a booking on a date that was closed already, nor on a table that did not exist', () => {
    const christmas = booking({ date: '2026-12-25' }); // Christmas Day is closed in Bath's setup
    const ghost = booking({ tableIds: ['x1'] });
    const after = bath((s) => {
      s.specialHours = s.specialHours.map((d) => (d.label === 'Christmas Day' ? { ...d, label: 'Christmas' } : d));
      s.tables = s.tables.filter((t) => t.id !== 'r2');
    });
    expect(strandedBookings(BATH, after, [christmas, ghost])).toEqual([]);
  });

  it('reports only the new problem of a booking that already had another', () => {
    const walkIn = booking({ startsAt: at('21:30') });
    const after = bath((s) => {
      s.tables = s.tables.filter((t) => t.id !== 'r1');
      s.servicePeriods.find((p) => p.id === 'dinner')!.lastStart = '20:00';
    });
    expect(strandedBookings(BATH, after, [walkIn])[0]!.reasons).toEqual(['Its table r1 is removed']);
  });

  it('lists every new reason of a booking', () => {
    const after = bath((s) => {
      s.specialHours.push(closure('Refurbishment', '2026-06-01'));
      s.tables = s.tables.filter((t) => t.id !== 'r1');
    });
    expect(strandedBookings(BATH, after, [booking()])[0]!.reasons).toEqual([`${CLOSED} (Refurbishment)`, 'Its table r1 is removed']);
  });

  it('reports only requested and confirmed bookings: held, declined, seated, completed, cancelled and no-shows are ignored', () => {
    const after = bath((s) => s.specialHours.push(closure('Refurbishment', '2026-06-01')));
    const bookings = BOOKING_STATUSES.map((status) => booking({ status }));
    expect(strandedBookings(BATH, after, bookings).map((s) => s.status)).toEqual(['requested', 'confirmed']);
  });

  it('sorts the stranded bookings by date, then time', () => {
    const after = bath((s) => s.specialHours.push(closure('Refurbishment', '2026-06-01', '2026-06-07')));
    const bookings = [
      booking({ date: '2026-06-03', startsAt: at('12:00') }),
      booking({ date: '2026-06-01', startsAt: at('20:00') }),
      booking({ date: '2026-06-01', startsAt: at('12:15') }),
      booking({ date: '2026-06-08', startsAt: at('12:00') }), // after the closure
    ];
    expect(strandedBookings(BATH, after, bookings).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-06-01 12:15',
      '2026-06-01 20:00',
      '2026-06-03 12:00',
    ]);
  });
});
