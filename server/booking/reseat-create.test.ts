// Decision 074 through the booking API: a party that finds no free table is seated by
// moving an unpinned booking to another table of its area at the same time; the move is
// stored, audited with the engine as actor, and shown as "moved from". Racing creates with
// re-seating on never oversell. On PGlite, and on PostgreSQL (TEST_DATABASE_URL) through two
// app instances, each with its own pool.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function create(storeId: string, payload: Record<string, unknown>, i = 0) {
  const reply = await s.apps[i % s.apps.length]!.inject({
    method: 'POST',
    url: `/api/booking/create/${storeId}`,
    headers: s.headers,
    payload,
  });
  return reply.statusCode;
}

interface Row {
  id: string;
  covers: number;
  starts_at: number;
  table_ids: string[];
  moved_from_table_ids: string[] | null;
  status: string;
}
const rows = (storeId: string) =>
  queryRows<Row>(
    db(),
    sql`select id, covers, starts_at, table_ids, moved_from_table_ids, status from bookings where store_id = ${storeId} order by created_at`,
  );

/** A two-top and a four-top in one room; the couple that took the four-top is the only other booking at 19:00. */
async function coupleOnTheFour(storeId: string, ahead: number) {
  await editSetup(db(), storeId, (setup) => ({
    areas: [{ id: 'room', name: 'Room' }],
    tables: [
      { id: 'r1', areaId: 'room', minSeats: 1, maxSeats: 2 },
      { id: 'r2', areaId: 'room', minSeats: 1, maxSeats: 4 },
    ],
    tableGroups: [],
    config: { ...setup.config, pacingCoversPerInterval: null },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  const restaurant = (await s.services[0]!.content.restaurantByStoreId(storeId))!;
  const date = plainDate(restaurant, ahead);
  // The first couple takes the two-top, the second the four-top; the first then cancels.
  expect(await create(storeId, bookingBody(date, '19:00'))).toBe(200);
  expect(await create(storeId, bookingBody(date, '19:00'))).toBe(200);
  const [first] = await rows(storeId);
  await db().execute(sql`update bookings set status = 'cancelled' where id = ${first!.id}`);
  const couple = (await rows(storeId)).find((r) => r.status === 'confirmed')!;
  expect(couple.table_ids).toEqual(['r2']);
  return { date, couple };
}

describe(`re-seating on create (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('moves the couple to the two-top so a party of four is seated, and audits the move', async () => {
    const storeId = '1002';
    const { date, couple } = await coupleOnTheFour(storeId, 5);
    expect(await create(storeId, bookingBody(date, '19:00', { adults: 4 }))).toBe(200);
    const after = await rows(storeId);
    const moved = after.find((r) => r.id === couple.id)!;
    expect(moved).toMatchObject({ table_ids: ['r1'], moved_from_table_ids: ['r2'], starts_at: couple.starts_at, status: 'confirmed' });
    expect(after.find((r) => r.covers === 4)?.table_ids).toEqual(['r2']);
    const audit = await queryRows<{ actor: string; action: string; reason: string }>(
      db(),
      sql`select actor, action, reason from audit_log where entity_id = ${couple.id} and action = 'move'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe('Mesa');
    expect(audit[0]!.reason).toContain('moved from R2 to R1');
  });

  it('never moves a booking pinned by staff', async () => {
    const storeId = '1011';
    const { date, couple } = await coupleOnTheFour(storeId, 6);
    await db().execute(sql`update bookings set pinned = true where id = ${couple.id}`);
    expect(await create(storeId, bookingBody(date, '19:00', { adults: 4 }))).toBe(409);
    expect((await rows(storeId)).find((r) => r.id === couple.id)?.table_ids).toEqual(['r2']);
  });

  it('racing parties of four and two never oversell the room', async () => {
    const storeId = '1043';
    const { date, couple } = await coupleOnTheFour(storeId, 7);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => create(storeId, bookingBody(date, '19:00', { adults: i % 2 ? 2 : 4 }), i)),
    );
    expect(replies.filter((r) => r === 200)).toHaveLength(1);
    expect(replies.filter((r) => r === 409)).toHaveLength(39);
    const seated = (await rows(storeId)).filter((r) => r.status === 'confirmed');
    expect(seated).toHaveLength(2);
    expect(seated.find((r) => r.id === couple.id)?.starts_at).toBe(couple.starts_at);
    for (const r of seated) expect(r.covers).toBeLessThanOrEqual(r.table_ids[0] === 'r1' ? 2 : 4);
    expect(await overlappingPairs(db(), storeId)).toBe(0);
  });
});
