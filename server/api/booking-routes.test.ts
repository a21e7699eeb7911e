// The booking API (product.md §7 Booking) against the seeded demo chain: replies
// the modal reads, product.md §8 codes and messages, and what a booking writes.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_ERROR_MESSAGE, occasionsReplySchema, slotsReplySchema } from '../../contract/booking.ts';
import { BOOKING_CODES, bookingMessage } from '../../contract/booking-codes.ts';
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import { bookingBody, editSetup, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let h: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  h = await t.headers();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: h });
const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...h, ...extra }, payload: payload as object });
const restaurant = async (storeId: string) => (await t.services.content.restaurantByStoreId(storeId))!;
const rows = <T>(query: SQL) => queryRows<T>(t.services.database.db, query);
const count = async (query: SQL) => (await rows(query)).length;

describe('occasions and restrictions', () => {
  it('lists the occasions running on a date with cover bounds and link groups (product.md §3)', async () => {
    const saturday = plainDate(await restaurant('1002'), 2, [6]);
    const res = await get(`/api/booking/restrictions/1002?date=${saturday}`);
    expect(res.statusCode).toBe(200);
    const { occasions } = occasionsReplySchema.parse(res.json()).data;
    expect(occasions.map((o) => o.id)).toContain('bottomless-brunch');
    expect(occasions.map((o) => o.id)).not.toContain('lunch');
    expect(occasions[0]).toMatchObject({ id: 'dinner', minimumCovers: 1, maximumCovers: 20, menuLinkGroup: { type: 'inclusive' } });
    const all = (await get('/api/booking/occasions/1002')).json().data.occasions as { id: string }[];
    expect(all.map((o) => o.id)).toEqual(['dinner', 'lunch', 'bottomless-brunch', 'birthday', 'drinks', 'christmas-party']);
  });

  it('answers code 17 when no occasion runs that day', async () => {
    await editSetup(t.services.database.db, '1005', (s) => ({ occasions: s.occasions.filter((o) => o.id === 'lunch'), upsells: [] }));
    const sunday = plainDate(await restaurant('1005'), 2, [7]);
    const res = await get(`/api/booking/restrictions/1005?date=${sunday}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 17, message: bookingMessage(17) });
  });

  it.each([
    ['1026', BOOKING_CODES.DISABLED_BOOKING_CUSTOM_MESSAGE, /refurbishment/],
    ['1049', BOOKING_CODES.BOOKING_RESTAURANT_DISABLED, /^This restaurant cannot be booked online\.$/],
    ['1034', BOOKING_CODES.BOOKING_CENTER_PARCS, /Center Parcs online booking system/],
  ])('store %s answers product.md §8 code %i with its message', async (storeId, code, message) => {
    const res = await get(
      `/api/booking/slots/${storeId}?occasionId=dinner&adults=2&dates=${addDays(londonDateOf(new Date()), 3)}&areaId=null`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code });
    expect(res.json().message).toMatch(message);
  });

  it('answers 404 with code 3 for a restaurant it does not know', async () => {
    const res = await get('/api/booking/occasions/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: BOOKING_CODES.BOOKING_RESTAURANT_NOT_FOUND });
  });
});

describe('dates (product.md D5: impossible, past or beyond the window → 400)', () => {
  it.each([
    ['2025-02-30', /real calendar date/],
    ['2020-01-01', /passed/],
    [addDays(londonDateOf(new Date()), 91), /90 days ahead/],
    ['2026-1-5', /YYYY-MM-DD/],
  ])('%s', async (date, message) => {
    const res = await get(`/api/booking/slots/1002?occasionId=dinner&adults=2&dates=${date}&areaId=null`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('areas, menus, slots, requirements, upsells, venues', () => {
  it('keeps areas and menus to the occasion’s link groups (product.md §4)', async () => {
    const date = plainDate(await restaurant('1002'), 3, [6]);
    const drinks = (await get(`/api/booking/areas/1002?occasionId=drinks&adults=2&dates=${date}`)).json().data.areas;
    expect(drinks).toEqual([{ id: 'bar', name: 'Bar', isAvailable: true }]);
    const brunch = (await get(`/api/booking/bookingmenu/1002?occasionId=bottomless-brunch&adults=2&dates=${date}&time=12:00`)).json().data;
    expect(brunch.menus.map((m: { id: string }) => m.id)).toEqual(['brunch']);
    const res = await get(`/api/booking/slots/1002?occasionId=bottomless-brunch&adults=2&dates=${date}&menuIds=a-la-carte&areaId=null`);
    expect(res.json()).toMatchObject({ code: BOOKING_CODES.PARTNER_MENU_NOT_FOUND, message: 'This menu is not available.' });
  });

  it('reads data.dates[0].times with time and canEnquire', async () => {
    const date = plainDate(await restaurant('1002'), 3);
    const res = await get(`/api/booking/slots/1002?occasionId=dinner&children=1&adults=2&dates=${date}&areaId=null`);
    const { dates } = slotsReplySchema.parse(res.json()).data;
    expect(dates[0]).toMatchObject({ date, code: 0, message: '' });
    expect(dates[0]!.times[0]).toEqual({ time: '17:00', canEnquire: false });
  });

  it('requirements: enquiry-only above the online limit, card from 8 covers (code 5 with no provider)', async () => {
    const db = t.services.database.db;
    const date = plainDate(await restaurant('1003'), 4);
    await editSetup(db, '1003', (s) => ({
      occasions: s.occasions.map((o) => (o.id === 'christmas-party' ? { ...o, dateRange: { from: date, to: date } } : o)),
    }));
    const q = (occasionId: string, adults: number) =>
      get(`/api/booking/requirements/1003?occasionId=${occasionId}&adults=${adults}&children=0&bookingDate=${date}&menuId=null&time=19:00`);
    expect((await q('dinner', 2)).json().data).toEqual({
      isPlaceAsEnquiryEnabled: false,
      isCardGuaranteeRequired: false,
      isCardGuaranteeAvailable: false,
    });
    expect((await q('christmas-party', 14)).json().data).toMatchObject({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false });
    const eight = await q('dinner', 8);
    expect(eight.statusCode).toBe(422);
    expect(eight.json()).toMatchObject({
      code: 5,
      message: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
    });
  });

  it('upsells: unavailable extras only with includeUnavailable', async () => {
    const date = addDays(londonDateOf(new Date()), 1);
    const url = `/api/booking/upsells/1002?occasionId=birthday&adults=2&bookingDate=${date}&time=19:00`;
    const shown = (await get(url)).json().data.upsells.map((u: { id: string }) => u.id);
    expect(shown).toContain('prosecco');
    expect(shown).not.toContain('birthday-cake'); // needs 48 hours' notice
    const all = (await get(`${url}&includeUnavailable=true`)).json().data.upsells;
    expect(all.find((u: { id: string }) => u.id === 'birthday-cake')).toMatchObject({ isAvailable: false });
  });

  it('venue ids for the brand', async () => {
    const res = await get('/api/booking/venues?brand=casa-lumbre');
    expect(res.json().data.venueIds).toHaveLength(52);
    expect((await get('/api/booking/venues?brand=another')).statusCode).toBe(404);
  });

  it('braintree routes say card guarantee is unavailable (code 5) when not configured', async () => {
    const token = await get('/api/v1/braintree/token');
    expect(token.statusCode).toBe(422);
    expect(token.json()).toMatchObject({ code: 5 });
    expect((await post('/api/v1/braintree/submit', { paymentMethodNonce: 'fake-valid-nonce' })).json()).toMatchObject({ code: 5 });
  });
});

describe('POST /api/booking/availability', () => {
  it('answers several restaurants nearest first, each with its code', async () => {
    const date = plainDate(await restaurant('1011'), 3);
    const stores = [
      { storeId: '1011', miles: 4.2 },
      { storeId: '1026', miles: 0.5 },
      { storeId: '1002', miles: 1.5 },
      { storeId: '9999', miles: 9 },
    ];
    const res = await post('/api/booking/availability', { stores, date, adultCovers: 2, childrenCovers: 0 });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.stores as { storeId: string; code: number; firstAvailableTime: string | null; times: unknown[] }[];
    expect(result.map((s) => s.storeId)).toEqual(['1026', '1002', '1011', '9999']);
    expect(result.map((s) => s.code)).toEqual([19, 0, 0, 3]);
    expect(result[1]!.firstAvailableTime).toMatch(/^\d\d:\d\d$/);
    expect(result[0]!.times).toEqual([]);
  });

  it.each([
    [{}],
    [{ stores: [], date: '2026-12-01', adultCovers: 2 }],
    [{ stores: [{ storeId: '1002', miles: 1 }], date: '2020-01-01', adultCovers: 2 }],
  ])('answers any failure with success false and product.md §7’s message', async (body) => {
    const res = await post('/api/booking/availability', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: AVAILABILITY_ERROR_MESSAGE });
  });
});

describe('create, enquiry and events', () => {
  it('books a table: stores the assignment and writes one confirmation with an .ics in the same transaction', async () => {
    const date = plainDate(await restaurant('1020'), 4);
    const res = await post('/api/booking/create/1020', bookingBody(date, '19:30', { adults: 3, children: 1 }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ bookingStatus: 0, bookingType: 'booking', status: 'confirmed', date, time: '19:30', covers: 4 });
    const [row] = await rows<{ table_ids: string[]; starts_at: number; duration_minutes: number }>(
      sql`select table_ids, starts_at, duration_minutes from bookings where reference = ${data.bookingReference}`,
    );
    expect(row).toMatchObject({ starts_at: 19 * 60 + 30, duration_minutes: 105 });
    expect(row!.table_ids.length).toBeGreaterThan(0);
    const mails = await rows<{ kind: string; attachments: { filename: string; content: string }[] }>(
      sql`select kind, subject, attachments from mail_outbox where subject like ${`%${data.bookingReference}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('booking-confirmation');
    expect(mails[0]!.attachments[0]!.filename).toBe(`${data.bookingReference}.ics`);
    expect(Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString()).toContain('BEGIN:VEVENT');
  });

  it('takes enquiries and events without holding seats', async () => {
    const date = plainDate(await restaurant('1020'), 5);
    for (const [path, kind] of [
      ['enquiry', 'enquiry'],
      ['events', 'event'],
    ] as const) {
      const res = await post(`/api/booking/${path}/1020`, bookingBody(date, '20:00', { occasionId: 'birthday', adults: 6 }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ bookingType: kind, status: 'requested', bookingStatus: 0 });
      const ref = res.json().data.bookingReference;
      expect(await count(sql`select id from bookings where reference = ${ref} and table_ids = '[]'::jsonb`)).toBe(1);
      expect(await count(sql`select id from mail_outbox where kind = ${`booking-${kind}`} and subject like ${`%${ref}%`}`)).toBe(1);
    }
  });

  it('books extras with the table: priced for the party, stored, in the e-mail and on the manage page', async () => {
    const date = plainDate(await restaurant('1020'), 4);
    const body = bookingBody(date, '19:00', { occasionId: 'birthday', adults: 3, upsellIds: ['prosecco', 'birthday-cake'] });
    const res = await post('/api/booking/create/1020', body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.extras).toEqual([
      { id: 'prosecco', name: 'Prosecco on the table', quantity: 1, unitPence: 2800, totalPence: 2800 },
      { id: 'birthday-cake', name: 'Birthday cake', quantity: 1, unitPence: 1800, totalPence: 1800 },
    ]);
    expect(data.managePath).toMatch(/^\/manage-booking\/\?token=/);
    const token = new URLSearchParams(data.managePath.split('?')[1]).get('token')!;
    const managed = await get(`/api/booking/manage?token=${encodeURIComponent(token)}`);
    expect(managed.json().data).toMatchObject({ bookingReference: data.bookingReference, extras: data.extras });
    const [mail] = await rows<{ text: string }>(sql`select text from mail_outbox where subject like ${`%${data.bookingReference}%`}`);
    expect(mail!.text).toContain('Extras: Prosecco on the table × 1 (£28.00); Birthday cake × 1 (£18.00)');
    expect(mail!.text).toContain('Extras total: £46.00, paid at the restaurant');
  });

  it('refuses extras the booking cannot have, naming them, and writes nothing', async () => {
    await editSetup(t.services.database.db, '1023', (s) => ({
      upsells: s.upsells.map((u) => (u.id === 'prosecco' ? { ...u, available: false } : u)),
    }));
    const date = plainDate(await restaurant('1023'), 4);
    const before = await count(sql`select id from bookings`);
    const tryExtras = (upsellIds: string[]) => post('/api/booking/create/1023', bookingBody(date, '19:00', { upsellIds }));

    const soldOut = await tryExtras(['prosecco']);
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().message).toBe(
      'Sorry, Prosecco on the table is no longer available for this booking. Please remove it and try again.',
    );
    const otherOccasion = await tryExtras(['bottomless-upgrade']);
    expect(otherOccasion.statusCode).toBe(400);
    expect(otherOccasion.json()).toEqual({
      success: false,
      field: 'upsellIds',
      message: 'bottomless-upgrade is not offered with this booking',
    });
    expect((await tryExtras(['birthday-cake', 'birthday-cake'])).statusCode).toBe(400);
    expect(await count(sql`select id from bookings`)).toBe(before);
  });

  it.each([
    ['a time the occasion does not offer', { time: '15:00' }, BOOKING_CODES.BOOKING_NO_FREE_SLOT],
    ['an occasion the restaurant does not have', { occasionId: 'wedding' }, BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION],
    ['a menu the occasion does not offer', { menuId: 'brunch' }, BOOKING_CODES.PARTNER_MENU_NOT_FOUND],
    ['a party that needs a card', { adults: 8 }, BOOKING_CODES.BOOKING_NEED_CREDIT_CARD],
    ['more guests than the occasion takes', { occasionId: 'drinks', adults: 9 }, BOOKING_CODES.BOOKING_NO_FREE_SLOT],
  ])('refuses %s with its product.md §8 code and writes nothing', async (_label, change, code) => {
    const date = plainDate(await restaurant('1021'), 4);
    const before = await count(sql`select id from bookings`);
    const res = await post('/api/booking/create/1021', bookingBody(date, '19:00', change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code, message: bookingMessage(code) });
    expect(await count(sql`select id from bookings`)).toBe(before);
  });
});
