// product.md D12 "Data rights": a person's export holds what every table holds about
// them, and their erasure leaves their address in no table at all (every text
// and JSON column of every table is searched), while their bookings stay, as
// anonymous counts. Dates are fixed, never today (decision 032).
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, type IsoDate } from '../../contract/london-time.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import { contactMessages, mailOutbox, referrals, uploadedFiles, voucherCodes } from '../db/schema.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { collectPerson, exportZip, holdingCounts } from './person-export.ts';
import { erasePerson } from './person-erasure.ts';

const STORE = '1052';
const BASE: IsoDate = '2031-03-03';
const clock = () => instantOf(BASE, 9 * 60);
const EMAIL = 'Zoe.Person_1@Example.com';
const email = EMAIL.toLowerCase();
const OTHER = 'someone.else@example.com';

const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock });
let services: AppServices;
let app: FastifyInstance;
beforeAll(async () => {
  services = await database.start();
  app = await buildApp(services, { logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop(services.database.db);
  await services.database.close();
});
const db = () => services.database.db;

async function book(who: string, promotions: boolean): Promise<string> {
  const restaurant = await services.content.restaurantByStoreId(STORE);
  const date = plainDate(restaurant!, 3, { from: BASE, bookableAt: ['19:00'] });
  const payload = bookingBody(date, '19:00');
  Object.assign(payload.customer as object, { email: who, shouldReceivePromotions: promotions, shouldReceiveSms: promotions });
  const headers = {
    ...clientHeaders((await services.tokens.issue()).token),
    'idempotency-key': `key-${who.replace(/[^A-Za-z0-9]/g, '-')}`,
  };
  const res = await app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bookingReference as string;
}

/** Every (table, column) of text or JSON whose value mentions the address. */
async function tablesMentioning(address: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db(),
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where strpos(lower(${sql.identifier(c.column_name)}::text), ${address.toLowerCase()}) > 0`,
    );
    if (Number(row!.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe('export and erasure of a person', () => {
  let references: string[] = [];

  beforeAll(async () => {
    const guid = await services.crm.signUps.signUp({
      emailAddress: email,
      favouriteRestaurant: STORE,
      firstName: 'Zoe',
      phoneNumber: '07700900456',
      acceptTerms: true,
      acceptSMSTerms: true,
      birthday: { day: 2, month: 5 },
    });
    await services.crm.customers.setSubscribed(guid, false, 'unsubscribe button');
    references = [await book(EMAIL, true), await book(OTHER, false)];
    await services.crm.groups.send({
      storeId: STORE,
      venue: 'Somewhere',
      bookingType: 'Birthday',
      covers: 12,
      date: '2031-04-01',
      time: '19:00',
      until: '22:00',
      email: EMAIL,
      firstName: 'Zoe',
      lastName: 'Person',
      telephoneNumber: '07700900456',
      specialRequest: `Call ${email} first`,
      shouldReceivePromotions: true,
      shouldReceiveSms: false,
    });
    await db().insert(contactMessages).values({
      id: 'msg-1',
      sessionId: 's',
      enquiryType: 'general',
      contactReason: 'feedback',
      firstName: 'Zoe',
      lastName: 'Person',
      email,
      message: 'Lovely evening',
      recipient: 'bath@example.com',
    });
    await db().insert(uploadedFiles).values({
      id: 'file-1',
      sessionId: 's',
      contactMessageId: 'msg-1',
      name: 'receipt.png',
      contentType: 'image/png',
      size: 3,
      content: 'AQID',
    });
    await db().insert(voucherCodes).values({ id: 'v-1', offerId: 'offer', email, code: 'ZOE123' });
    await db()
      .insert(referrals)
      .values({ id: 'r-1', token: 'tok-1', referrerName: 'Zoe', referrerEmail: email, friendName: 'Bea', friendEmail: 'bea@example.com' });
    // Staff tag the profile, note an allergy and write a note that names the address (decision 044's guest tables).
    const admin = {
      id: 'staff-admin',
      email: 'admin@example.com',
      name: 'Ada Admin',
      role: 'chain-admin' as const,
      disabled: false,
      restaurants: [],
    };
    const [guest] = await services.guests.search(admin, email);
    await services.guests.addTag(admin, guest!.id, 'nut allergy');
    await services.guests.setDetails(admin, guest!.id, { allergies: 'Peanuts', dietaryNotes: '' });
    await services.guests.addNote(admin, guest!.id, `Prefers a booth; reach them at ${email}`);
    await db()
      .insert(mailOutbox)
      .values({ id: 'sms-1', channel: 'sms', kind: 'booking-reminder', to: '+447700900456', body: 'See you soon' });
  });

  it('exports everything held in one ZIP: data.json, readable.html and the attachments', async () => {
    const { data, files } = await collectPerson(db(), EMAIL, clock());
    const counts = holdingCounts(data);
    expect(counts).toMatchObject({
      customer: 1,
      signUps: 1,
      bookings: 1,
      groupEnquiries: 1,
      contactMessages: 1,
      uploadedFiles: 1,
      vouchers: 1,
      referrals: 1,
      texts: 1,
      guestProfile: 1,
      guestTags: 1,
      guestNotes: 1,
    });
    expect(counts.consent).toBeGreaterThanOrEqual(5); // sign-up ×2, unsubscribe, booking ×2, enquiry
    expect(counts.mail).toBeGreaterThanOrEqual(2); // welcome, booking confirmation
    const zip = unzipSync(exportZip(data, files, 'Casa Lumbre'));
    expect(Object.keys(zip).sort()).toEqual(['attachments/file-1-receipt.png', 'data.json', 'readable.html']);
    expect(JSON.parse(strFromU8(zip['data.json']!)).holdings.bookings[0].reference).toBe(references[0]);
    expect(strFromU8(zip['readable.html']!)).toContain('Your bookings (1)');
    expect([...zip['attachments/file-1-receipt.png']!]).toEqual([1, 2, 3]);
  });

  it('erases the person from every table, keeping their booking as an anonymous count', async () => {
    expect((await tablesMentioning(email)).length).toBeGreaterThan(5);
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bookings`);
    const result = await erasePerson(db(), EMAIL, { staffId: null, name: 'Mesa' }, clock());
    expect(await tablesMentioning(email)).toEqual([]);
    expect(await tablesMentioning('07700900456')).toEqual([]);
    const after = await queryRows<{ n: number; anonymous: number }>(
      db(),
      sql`select count(*)::int as n, count(*) filter (where email = '')::int as anonymous from bookings`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(after[0]!.anonymous).toBe(1);
    expect(result.rows.bookings).toBe(1);
    // Someone else's booking and consent are untouched.
    expect(await tablesMentioning(OTHER)).toContain('bookings.email');
    const entries = await queryRows<{ entity: string; action: string }>(
      db(),
      sql`select entity, action from audit_log where entity_id = ${result.erasureId} order by entity`,
    );
    // The erasure's own entry, and the profile's entries, kept under the erasure's id without their payloads.
    expect(entries).toContainEqual({ entity: 'person', action: 'erased' });
    expect(entries.filter((e) => e.entity === 'guest').length).toBeGreaterThanOrEqual(3);
  });

  it('a second erasure finds nothing more', async () => {
    const again = await erasePerson(db(), EMAIL, { staffId: null, name: 'Mesa' }, clock());
    expect(Object.values(again.rows).every((n) => n === 0)).toBe(true);
  });
});
