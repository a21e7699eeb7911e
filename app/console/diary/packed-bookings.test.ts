import { describe, expect, it } from 'vitest';
import { diaryBookingSchema, type DiaryBooking } from '../../../contract/diary-shapes.ts';
import { packBookings, unpackBookings } from './packed-bookings.ts';

const booking: DiaryBooking = {
  id: 'b1',
  reference: 'AB12',
  kind: 'booking',
  status: 'seated',
  source: 'online',
  movedFrom: 'R4',
  pinned: true,
  date: '2026-12-19',
  time: '19:30',
  startsAt: 1170,
  durationMinutes: 105,
  adults: 2,
  children: 1,
  covers: 3,
  tableIds: ['r4', 'r5'],
  tableLabel: 'R4 + R5',
  areaName: 'Restaurant',
  occasionName: 'Dinner',
  menuName: null,
  extras: [{ name: 'Prosecco', quantity: 2 }],
  firstName: 'Alan',
  lastName: 'Turing "AT"',
  email: 'alan@example.com',
  phone: null,
  specialRequest: 'Window, please </script>',
  staffNote: null,
  statusReason: null,
  serviceStage: 'main-course',
  actions: ['bill'],
  demo: false,
  reminder: 'confirmed-by-diner',
  guest: { guestId: 'g1', tags: ['VIP'], allergies: 'nuts', visits: 4, noShows: 0 },
};

describe('the diary page’s packed bookings (decision 076)', () => {
  it('gives back every booking as it was, and a booking without a guest glance with null', () => {
    const { guest: _, ...noGlance } = booking;
    const packed = packBookings([booking, noGlance]);
    // The browser's way: the text parsed (the server's last packing is another day's).
    packBookings([]);
    const parsed = unpackBookings(packed);
    // The server's way: the text it has just packed gives back what it packed.
    const kept = unpackBookings(packBookings([booking, noGlance]));
    for (const back of [parsed, kept]) {
      expect(back[0]).toEqual(booking);
      expect(back[1]).toEqual({ ...noGlance, guest: null });
      for (const b of back) expect(diaryBookingSchema.safeParse(b).success).toBe(true);
    }
  });

  it('leaves out a field that may be absent but never null, as it was (a booking nobody pinned)', () => {
    const { pinned: _, ...unpinned } = booking;
    const packed = packBookings([unpinned]);
    packBookings([]); // the browser's way: the text parsed
    const [back] = unpackBookings(packed);
    expect(back).toEqual(unpinned);
    expect('pinned' in back!).toBe(false);
    expect(diaryBookingSchema.safeParse(back).success).toBe(true);
  });

  it('is smaller than the bookings as objects: the field names are not repeated', () => {
    const day = Array.from({ length: 200 }, (_, i) => ({ ...booking, id: `b${i}` }));
    expect(packBookings(day).length).toBeLessThan(JSON.stringify(day).length * 0.7);
  });
});
