// product.md D5: "An Idempotency-Key header makes a retried create return the first
// reply, never a second booking."
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createSharedApps, editSetup, plainDate, queryRows, type SharedApps } from '../../tests/support/booking-helpers.ts';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

const db = () => s.services[0]!.database.db;
const create = (storeId: string, body: unknown, key?: string, instance = 0) =>
  s.apps[instance % s.apps.length]!.inject({
    method: 'POST',
    url: `/api/booking/create/${storeId}`,
    headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
const bookingsAt = async (storeId: string) => (await queryRows(db(), sql`select id from bookings where store_id = ${storeId}`)).length;
const date = async (storeId: string, ahead: number) => plainDate((await s.services[0]!.content.restaurantByStoreId(storeId))!, ahead);

describe('Idempotency-Key on create', () => {
  it('returns the first reply to a retry and books once', async () => {
    const body = bookingBody(await date('1012', 3), '19:00');
    const first = await create('1012', body, 'retry-key-0001');
    const again = await create('1012', body, 'retry-key-0001', 1);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await bookingsAt('1012')).toBe(1);
    // Without a key, the same body is a second booking.
    expect((await create('1012', body)).json().data.bookingReference).not.toBe(first.json().data.bookingReference);
  });

  it('books once when twenty copies of a request race each other', async () => {
    const body = bookingBody(await date('1013', 3), '19:00');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => create('1013', body, 'racing-key-0001', i)));
    const references = new Set(replies.map((r) => r.json().data?.bookingReference));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(references.size).toBe(1);
    expect(await bookingsAt('1013')).toBe(1);
  });

  it('replays a lost race as lost, even after a seat frees up', async () => {
    await editSetup(db(), '1016', (setup) => ({
      tables: [{ id: 'stool1', areaId: 'bar', minSeats: 1, maxSeats: 1 }],
      tableGroups: [],
      occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
    }));
    const when = await date('1016', 3);
    expect((await create('1016', bookingBody(when, '19:00', { adults: 1 }))).statusCode).toBe(200);
    const body = bookingBody(when, '19:00', { adults: 1 });
    const lost = await create('1016', body, 'lost-race-0001');
    expect(lost.statusCode).toBe(409);
    await db().execute(sql`update bookings set status = 'cancelled' where store_id = '1016'`);
    const retry = await create('1016', body, 'lost-race-0001');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual(lost.json());
  });

  it('replays a reply stored by the earlier code (the reply body, not the outcome)', async () => {
    const body = bookingBody(await date('1019', 3), '19:00');
    const first = await create('1019', body, 'legacy-row-0001');
    expect(first.statusCode).toBe(200);
    await db().execute(
      sql`update idempotency_keys set status_code = 200, reply = jsonb_build_object('success', true, 'data', reply->'booking') where key = 'legacy-row-0001'`,
    );
    const again = await create('1019', body, 'legacy-row-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await db().execute(
      sql`update idempotency_keys set status_code = 409, reply = ${JSON.stringify({ success: false, code: 9, message: 'taken', data: { bookingReference: null, bookingStatus: 9 } })}::jsonb where key = 'legacy-row-0001'`,
    );
    expect((await create('1019', body, 'legacy-row-0001')).statusCode).toBe(409);
    expect(await bookingsAt('1019')).toBe(1);
  });

  it('refuses a key reused for a different request, and a malformed key', async () => {
    const when = await date('1017', 3);
    expect((await create('1017', bookingBody(when, '19:00'), 'reused-key-0001')).statusCode).toBe(200);
    const other = await create('1017', bookingBody(when, '20:00'), 'reused-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    const bad = await create('1017', bookingBody(when, '20:00'), 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(await bookingsAt('1017')).toBe(1);
  });
});
