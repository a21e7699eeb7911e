// product.md D5 "Concurrency": 200 simultaneous creates competing for the last free
// seats → exactly as many bookings as seats, everyone else booking status 9,
// and no table holding two overlapping bookings. On PGlite, and on PostgreSQL
// (TEST_DATABASE_URL) through two app instances, each with its own pool —
// the run that proves the per-restaurant-day lock (product.md D2).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS_SLOT_TAKEN, SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import {
  bookingBody,
  createSharedApps,
  editSetup,
  overlappingPairs,
  plainDate,
  queryRows,
  type SharedApps,
} from '../../tests/support/booking-helpers.ts';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

const db = () => s.services[0]!.database.db;

/** Fires every body at once, alternating between the instances. */
async function race(storeId: string, bodies: Record<string, unknown>[]) {
  const replies = await Promise.all(
    bodies.map((payload, i) =>
      s.apps[i % s.apps.length]!.inject({ method: 'POST', url: `/api/booking/create/${storeId}`, headers: s.headers, payload }),
    ),
  );
  return replies.map((r) => ({ status: r.statusCode, body: r.json<{ data?: { bookingStatus: number }; message?: string }>() }));
}

async function confirmed(storeId: string): Promise<{ n: number; covers: number }> {
  const [row] = await queryRows<{ n: number; covers: number }>(
    db(),
    sql`select count(*)::int as n, coalesce(sum(covers), 0)::int as covers from bookings where store_id = ${storeId} and status = 'confirmed'`,
  );
  return row!;
}
const doubleBooked = (storeId: string) => overlappingPairs(db(), storeId);

const restaurant = async (storeId: string) => (await s.services[0]!.content.restaurantByStoreId(storeId))!;

describe(`200 simultaneous creates (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('sell exactly the last free seats at the bar; everyone else gets status 9', async () => {
    // Eight one-seat stools at the bar, three already booked: five seats left.
    const storeId = '1002';
    await editSetup(db(), storeId, (setup) => ({
      areas: [{ id: 'bar', name: 'Bar' }],
      tables: Array.from({ length: 8 }, (_, i) => ({ id: `stool${i + 1}`, areaId: 'bar', minSeats: 1, maxSeats: 1 })),
      tableGroups: [],
      config: { ...setup.config, pacingCoversPerInterval: null },
      occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
    }));
    const date = plainDate(await restaurant(storeId), 5);
    const solo = (time: string) => bookingBody(date, time, { adults: 1 });
    for (const time of ['19:00', '18:30', '19:30']) expect((await race(storeId, [solo(time)]))[0]!.status).toBe(200);

    const replies = await race(
      storeId,
      Array.from({ length: 200 }, () => solo('19:00')),
    );

    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status === 409);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(195);
    for (const r of lost) {
      expect(r.body.data?.bookingStatus).toBe(BOOKING_STATUS_SLOT_TAKEN);
      expect(r.body.message).toBe(SLOT_TAKEN_MESSAGE);
    }
    expect(await confirmed(storeId)).toEqual({ n: 8, covers: 8 });
    expect(await doubleBooked(storeId)).toBe(0);
    // Each winner's confirmation was written in its own transaction; the losers wrote none.
    const mails = await queryRows(
      db(),
      sql`select id from mail_outbox where kind = 'booking-confirmation' and subject like '%Casa Lumbre Bath%'`,
    );
    expect(mails).toHaveLength(8);
  });

  it('keep pacing inside the lock: no more covers start in an interval than it allows', async () => {
    const storeId = '1011';
    await editSetup(db(), storeId, (setup) => ({ config: { ...setup.config, pacingCoversPerInterval: 6 } }));
    const date = plainDate(await restaurant(storeId), 6);
    const replies = await race(
      storeId,
      Array.from({ length: 200 }, () => bookingBody(date, '19:45', { adults: 1 })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(194);
    expect(await confirmed(storeId)).toEqual({ n: 6, covers: 6 });
  });

  it('never give one table two overlapping bookings when parties and times differ', async () => {
    const storeId = '1043';
    await editSetup(db(), storeId, (setup) => ({ config: { ...setup.config, pacingCoversPerInterval: null } }));
    const date = plainDate(await restaurant(storeId), 7);
    const times = ['18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00'];
    const sizes = [1, 2, 2, 3, 4, 5, 6, 8, 10, 12];
    const bodies = Array.from({ length: 200 }, (_, i) => bookingBody(date, times[i % times.length]!, { adults: sizes[i % sizes.length]! }));
    // Parties of 8 or more need a card (product.md §8 code 5 without a provider): those get 422 before any seat is judged.
    const replies = await race(storeId, bodies);
    const won = replies.filter((r) => r.status === 200).length;
    expect(won).toBeGreaterThan(10);
    expect(replies.every((r) => [200, 409, 422].includes(r.status))).toBe(true);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(bodies.filter((b) => (b.adults as number) >= 8).length);
    expect((await confirmed(storeId)).n).toBe(won);
    expect(await doubleBooked(storeId)).toBe(0);
  });
});
