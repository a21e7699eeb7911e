// The restore drill's two halves (product.md D13 "Backups that restore"), shared by
// the PGlite and the PostgreSQL drill: make one of everything an operator would
// miss — bookings, a contact message with its attachment, a customer, a staff
// member, a picture uploaded in the studio, a setup version — through the same
// doors as in service; and, after the restore, compare every table row by row
// and use what came back as a diner and a staff member would. Dates count from
// a fixed day (decision 032).
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import sharp from 'sharp';
import { expect } from 'vitest';
import { instantOf, type IsoDate } from '../../contract/london-time.ts';
import { loadManagedBooking } from '../../app/features/manage-booking/manage-booking.server.ts';
import { buildApp } from '../../server/app.ts';
import type { AppServices } from '../../server/app-services.ts';
import { createSetupStore } from '../../server/booking/setup-store.ts';
import { createConsoleSetup } from '../../server/console/console-setup.ts';
import type { Db } from '../../server/db/client.ts';
import type { StaffMember } from '../../server/staff/staff-repository.ts';
import { bookingBody, plainDate, queryRows } from './booking-helpers.ts';
import { signedInStaff, STAFF_PASSWORD } from './console-staff.ts';
import { clientHeaders, type TestApp } from './test-app.ts';
import { kit } from './test-kit.ts';
import { multipartBody, samplePdf } from './test-files.ts';

export const DRILL_STORE = '1052';
/** The fixed day the drill counts from. */
export const DRILL_BASE: IsoDate = '2031-03-03';
/** Every service of the drill reads this instant. */
export const drillClock = () => instantOf(DRILL_BASE, 9 * 60);
export const DRILL_STAFF = 'drill.manager@casalumbre.example';

export interface DrillData {
  references: string[];
}

/** Makes the drill's data through the API and the services, as a diner, a guest and a manager would. */
export async function makeDrillData(services: AppServices): Promise<DrillData> {
  const app = await buildApp(services, { logger: false });
  await app.ready();
  try {
    const headers = async () => clientHeaders((await services.tokens.issue()).token);
    const t = { app, services, headers, close: () => app.close() } as TestApp;
    const k = kit(t);
    const restaurant = (await services.content.restaurantByStoreId(DRILL_STORE))!;
    const date = plainDate(restaurant, 10, { from: DRILL_BASE, bookableAt: ['19:00', '20:00'] });

    const references: string[] = [];
    for (const [time, email] of [
      ['19:00', 'ana@example.com'],
      ['20:00', 'ben@example.com'],
    ] as const) {
      const payload = bookingBody(date, time);
      Object.assign(payload.customer as object, { email });
      const res = await app.inject({ method: 'POST', url: `/api/booking/create/${DRILL_STORE}`, headers: await headers(), payload });
      expect(res.statusCode, res.body).toBe(200);
      references.push(res.json().data.bookingReference as string);
    }

    const signUp = await k.submit('/api/signup', {
      emailAddress: 'cara@example.com',
      favouriteRestaurant: DRILL_STORE,
      firstName: 'Cara',
      phoneNumber: '07700 900123',
      acceptTerms: true,
      acceptSMSTerms: false,
      birthday: { day: 29, month: 2 },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);

    const body = multipartBody([{ name: 'receipt.pdf', content: samplePdf() }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/contact/upload',
      headers: { ...(await headers()), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const contact = await k.submit('/api/contact/sendemail', {
      firstName: 'Dev',
      lastName: 'Patel',
      email: 'dev@example.com',
      phone: '07700 900456',
      message: 'My receipt from last night, attached.',
      enquiryType: 'question',
      enquiryRestaurant: '',
      contactReason: { id: 'allergens' },
      uploadedFiles: upload.json().data.files,
    });
    expect(contact.statusCode, contact.body).toBe(200);

    const staff = await signedInStaff(services, { email: DRILL_STAFF, role: 'chain-admin', name: 'Drill Manager' });
    const setups = createConsoleSetup({
      db: services.database.db,
      forgetSetups: services.booking.forgetSetups,
      content: services.content,
      store: createSetupStore(services.database.db),
      clock: drillClock,
      changeStatus: () => Promise.reject(new Error('the drill strands no booking')),
    });
    // A picture uploaded in the studio: in the database by default (decision 037), so in the backup.
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const editor: StaffMember = {
      id: staff.id,
      email: DRILL_STAFF,
      name: 'Drill Manager',
      role: 'chain-admin',
      disabled: false,
      restaurants: [],
    };
    await services.images.uploads.upload(editor, { name: 'terrace.png', bytes: picture });

    const { doc, version } = await setups.current(DRILL_STORE);
    const closed = plainDate(restaurant, 40, { from: DRILL_BASE });
    const closure = {
      label: 'Staff party',
      startDate: closed,
      endDate: closed,
      openTime: 'closed',
      closeTime: 'closed',
      clickCollectClose: 'closed',
    };
    await setups.save({ staffId: staff.id, name: 'Drill Manager' }, DRILL_STORE, {
      doc: { ...doc, specialHours: [...doc.specialHours, closure] },
      baseVersion: version,
    });
    return { references };
  } finally {
    await app.close();
  }
}

/** Every row of every table in `schemas`, table by table, each row as sorted JSON (found through information_schema). */
export async function everyRow(db: Db, schemas: readonly string[]): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema in (${sql.join(
           schemas.map((s) => sql`${s}`),
           sql`, `,
         )}) order by 1, 2`,
  );
  const out: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const rows = await queryRows<{ row: string }>(db, sql.raw(`select to_jsonb(t)::text as row from "${schema}"."${name}" t`));
    out[`${schema}.${name}`] = rows.map((r) => r.row).sort();
  }
  return out;
}

/** The tables the drill's data must have reached, so the comparison cannot pass on empty tables. */
export function expectDrillRows(rows: Record<string, string[]>, schema: string) {
  for (const table of [
    'bookings',
    'customers',
    'contact_messages',
    'uploaded_files',
    'staff',
    'content_versions',
    'mail_outbox',
    'content_images',
  ])
    expect(rows[`${schema}.${table}`]?.length, table).toBeGreaterThan(0);
}

/** What the restored server serves: each booking's manage link from its confirmation e-mail, and the staff member's sign-in. */
export async function expectServed(services: AppServices, data: DrillData) {
  const context = { services } as unknown as AppLoadContext;
  for (const reference of data.references) {
    const [mail] = await queryRows<{ text: string }>(
      services.database.db,
      sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
    );
    const link = /(https?:\/\/\S+manage-booking\/\S+)/.exec(mail!.text)![1]!;
    const page = await loadManagedBooking(context, new Request(link));
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data).toMatchObject({ error: null, booking: { bookingReference: reference, status: 'confirmed' } });
  }
  const session = await services.staff.signIn({ email: DRILL_STAFF, password: STAFF_PASSWORD, ip: '192.0.2.10', userAgent: 'vitest' });
  expect(session.sessionToken).toEqual(expect.any(String));
}
