// Erasure leaves no trace (decision 045): a person comes through every door
// (tests/support/person-doors.ts), is erased, and then every table of the
// schema, and the job queue's own (pg-boss, on PostgreSQL), is searched for
// their address, names and phone number. The tables come from the database's
// catalogue, so a table added later is searched without anyone listing it.
// Someone else's rows stay, which shows the search finds what is there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, type IsoDate } from '../../contract/london-time.ts';
import type { Services } from '../services.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { queryRows } from '../../tests/support/booking-helpers.ts';
import { fillEveryDoor, identifyingValues, openWaitlist, type Person } from '../../tests/support/person-doors.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { GENEROUS_LIMITS } from '../../tests/support/test-kit.ts';

const BASE: IsoDate = '2031-03-03';
const clock = () => instantOf(BASE, 9 * 60);
const ZOE: Person = { firstName: 'Zephyrine', lastName: 'Quillfeather', email: 'Zephyrine.Q_1@Example.com', phone: '07700 900456' };
const OTTO: Person = { firstName: 'Ottoline', lastName: 'Brackenbury', email: 'ottoline@example.net', phone: '07700 900789' };
const ADMIN: StaffMember = {
  id: 'staff-admin',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'chain-admin',
  disabled: false,
  restaurants: [],
};

let t: TestApp;
/** The composition root's job runner (the test app's services are the whole set, typed as the routes see them). */
const jobs = () => (t.services as unknown as Pick<Services, 'jobs'>).jobs;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, RATE_LIMIT_PER_MINUTE: '1000000' }, { clock });
  // On PostgreSQL the job queue keeps its rows in a schema of its own: started, it is there to be searched.
  if (jobs().kind === 'pg-boss') await jobs().start();
  await openWaitlist(t);
}, 120_000);
afterAll(async () => {
  if (jobs().kind === 'pg-boss') {
    await jobs().stop();
    await t.services.database.db.execute(sql`select 1`);
    const [row] = await queryRows<{ s: string }>(t.services.database.db, sql`select current_schema() as s`);
    await t.services.database.db.execute(sql.raw(`drop schema if exists ${row!.s}_boss cascade`));
  }
  await t.close();
});

/** Every table of the schema and of the job queue's schema, from the catalogue. */
async function everyTable(): Promise<{ schema: string; table: string }[]> {
  return queryRows<{ schema: string; table: string }>(
    t.services.database.db,
    sql`select table_schema as schema, table_name as table from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in (current_schema(), current_schema() || '_boss')
        order by 1, 2`,
  );
}

/** "table.column: value" for every column of every table whose text mentions one of `values` (case aside). */
async function traces(values: readonly string[]): Promise<string[]> {
  const columns = await queryRows<{ schema: string; table: string; column: string }>(
    t.services.database.db,
    sql`select table_schema as schema, table_name as table, column_name as column from information_schema.columns
        where table_schema in (current_schema(), current_schema() || '_boss') order by 1, 2, ordinal_position`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const column = sql`lower(${sql.identifier(c.column)}::text)`;
    for (const value of values) {
      const [row] = await queryRows<{ n: number }>(
        t.services.database.db,
        sql`select count(*)::int as n from ${sql.identifier(c.schema)}.${sql.identifier(c.table)} where strpos(${column}, ${value.toLowerCase()}) > 0`,
      );
      if (Number(row!.n) > 0) found.push(`${c.table}.${c.column}: ${value}`);
    }
  }
  return found;
}

describe(`erasure through every door leaves nothing in any table (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds the person in many tables, erases them, then finds them in none, while someone else stays', async () => {
    await fillEveryDoor(t, ZOE, BASE, ADMIN);
    await fillEveryDoor(t, OTTO, BASE, ADMIN);
    const tables = (await everyTable()).map((x) => x.table);
    expect(tables).toEqual(expect.arrayContaining(['bookings', 'waitlist_entries', 'mail_outbox', 'guest_notes', 'uploaded_files']));
    if (jobs().kind === 'pg-boss') expect(tables).toContain('job'); // pg-boss's queue is searched too

    const before = await traces(identifyingValues(ZOE));
    const heldIn = new Set(before.map((f) => f.split('.')[0]));
    for (const table of ['bookings', 'customers', 'waitlist_entries', 'mail_outbox', 'referrals', 'guest_notes', 'contact_messages'])
      expect(heldIn, table).toContain(table);

    await t.services.privacy.erase(ADMIN, ZOE.email);
    expect(await traces(identifyingValues(ZOE))).toEqual([]);

    // Ottoline came through the same doors and is all still there.
    const others = new Set((await traces(identifyingValues(OTTO))).map((f) => f.split('.')[0]));
    for (const table of ['bookings', 'customers', 'waitlist_entries', 'mail_outbox', 'referrals', 'guest_notes', 'contact_messages'])
      expect(others, table).toContain(table);
  }, 180_000);
});
