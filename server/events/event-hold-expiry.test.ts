// Decision 080: the `events.holds-lapse` job cancels an event's booking whose proposal's hold lapsed, once across
// instances, audited, by Mesa, with no mail to the client; a hold still running, a firm event and a deposit's
// held booking are left alone. On PGlite, and on PostgreSQL (TEST_DATABASE_URL) through two instances at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { eventLeads } from '../db/schema.ts';
import { createSharedApps, queryRows, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { createEventHoldExpiry } from './event-hold-expiry.ts';
import { firmHold, HOLD_LAPSED, placeHold, type EventSpace } from './event-hold.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
let now = NOW;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const MANAGER: AuditActor = { staffId: 'staff-manager', name: 'Morgan Manager' };
const STORE = '1002';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2, {}, { clock: () => now });
});
afterAll(() => s.close());

const db = (i = 0) => s.services[i % s.services.length]!.database.db;
const store = (i = 0) => s.services[i % s.services.length]!.booking.eventHoldStore;
const expiry = (i = 0) => createEventHoldExpiry({ db: db(i), store: store(i), clock: () => now });

/** A lead's hold on one table from 19:00 to 23:00, until `until`, linked to the lead as the proposal does. */
async function leadHold(date: IsoDate, table: string, until: Date): Promise<string> {
  const space: EventSpace = {
    storeId: STORE,
    leadId: randomUUID(),
    date,
    startsAt: 19 * 60,
    endsAt: 23 * 60,
    tableIds: [table],
    covers: 10,
    title: `Private party: ${table}`,
    contact: { firstName: 'Jo', lastName: 'Smith', email: 'jo.smith@example.com', phone: null },
    holdExpiresAt: until,
  };
  return db().transaction(async (tx) => {
    const bookingId = await placeHold(tx, { store: store() }, space, null, MANAGER, now);
    await tx
      .insert(eventLeads)
      .values({ id: space.leadId, storeId: STORE, source: 'group-enquiry', bookingId, createdAt: now, updatedAt: now });
    return bookingId;
  });
}

interface Row {
  id: string;
  status: string;
  cancelled_by: string | null;
  status_reason: string | null;
}
const row = async (id: string) =>
  (await queryRows<Row>(db(), sql`select id, status, cancelled_by, status_reason from bookings where id = ${id}`))[0]!;
const lapses = async (id: string) =>
  queryRows<{ actor: string; reason: string }>(
    db(),
    sql`select actor, reason from audit_log where entity = 'booking' and entity_id = ${id} and action = 'hold-lapsed'`,
  );

describe(`the lapse of event holds (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('cancels only the event bookings whose hold lapsed, once, by Mesa, with no mail', async () => {
    const date = addDays(londonDateOf(NOW), 10);
    const lapsedA = await leadHold(date, 'a1', at(30));
    const lapsedB = await leadHold(addDays(date, 1), 'a1', at(40));
    const running = await leadHold(date, 'a2', at(24 * 60));
    const firm = await leadHold(date, 'a3', at(30));
    await db().transaction((tx) => firmHold(tx, { store: store() }, firm, MANAGER, now));
    // A deposit's held booking whose hold ran out: the deposits' own job settles it.
    const deposit = randomUUID();
    await store().insertWith(
      db(),
      {
        id: deposit,
        reference: `DEP-${deposit.slice(0, 6)}`,
        storeId: STORE,
        date,
        startsAt: 19 * 60,
        durationMinutes: 90,
        adults: 2,
        children: 0,
        covers: 2,
        tableIds: ['a4'],
        kind: 'booking',
        status: 'held',
        holdExpiresAt: at(5),
        occasionId: 'dinner',
        firstName: 'Ana',
        lastName: 'Diner',
        email: 'ana@example.com',
        updatedAt: now,
      },
      [],
    );

    now = at(20);
    expect(await expiry().runDue()).toBe(0);

    now = at(60);
    const runs = await Promise.all([expiry(0).runDue(), expiry(1).runDue()]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await expiry().runDue()).toBe(0);

    for (const id of [lapsedA, lapsedB]) {
      expect(await row(id)).toEqual({ id, status: 'cancelled', cancelled_by: 'mesa', status_reason: HOLD_LAPSED });
      expect(await lapses(id)).toEqual([{ actor: 'Mesa', reason: HOLD_LAPSED }]);
    }
    expect((await row(running)).status).toBe('held');
    expect((await row(firm)).status).toBe('confirmed');
    expect((await row(deposit)).status).toBe('held');
    const mails = await queryRows(db(), sql`select id from mail_outbox where "to" like ${'%jo.smith@example.com%'}`);
    expect(mails).toEqual([]);

    // The client accepts after the lapse, the space still free: the event is firm again.
    await db().transaction((tx) => firmHold(tx, { store: store() }, lapsedA, MANAGER, now));
    expect(await row(lapsedA)).toEqual({ id: lapsedA, status: 'confirmed', cancelled_by: null, status_reason: null });
  });
});
