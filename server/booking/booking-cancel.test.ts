// product.md D5: the signed link in the confirmation views and cancels the booking;
// cancelling frees the seats at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createSharedApps, editSetup, plainDate, queryRows, type SharedApps } from '../../tests/support/booking-helpers.ts';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(1);
});
afterAll(() => s.close());

const app = () => s.apps[0]!;
const db = () => s.services[0]!.database.db;
const get = (url: string) => app().inject({ method: 'GET', url, headers: s.headers });
const post = (url: string, payload: object) => app().inject({ method: 'POST', url, headers: s.headers, payload });

/** The token in the confirmation e-mail for a reference. */
async function tokenFromMail(reference: string): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    db(),
    sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
  );
  const text = mail!.text;
  return decodeURIComponent(/manage-booking\/\?token=(\S+)/.exec(text)![1]!);
}

describe('view and cancel through the signed link', () => {
  it('frees the last seat at once, writes the cancellation notice once, and stays cancelled', async () => {
    await editSetup(db(), '1018', (setup) => ({
      tables: [{ id: 'stool1', areaId: 'bar', minSeats: 1, maxSeats: 1 }],
      tableGroups: [],
      occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
    }));
    const date = plainDate((await s.services[0]!.content.restaurantByStoreId('1018'))!, 3);
    const slots = async () =>
      (await get(`/api/booking/slots/1018?occasionId=dinner&adults=1&dates=${date}&areaId=null`)).json().data.dates[0].times as {
        time: string;
        canEnquire: boolean;
      }[];
    const at1900 = async () => (await slots()).find((x) => x.time === '19:00');

    const booked = await post('/api/booking/create/1018', bookingBody(date, '19:00', { adults: 1 }));
    const reference = booked.json().data.bookingReference as string;
    expect(await at1900()).toEqual({ time: '19:00', canEnquire: true }); // full: only a request is possible
    expect((await post('/api/booking/create/1018', bookingBody(date, '19:00', { adults: 1 }))).statusCode).toBe(409);

    const token = await tokenFromMail(reference);
    const view = await get(`/api/booking/manage?token=${encodeURIComponent(token)}`);
    expect(view.json().data).toMatchObject({ bookingReference: reference, status: 'confirmed', time: '19:00', covers: 1, canCancel: true });

    const cancelled = await post('/api/booking/cancel', { token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await at1900()).toEqual({ time: '19:00', canEnquire: false });
    expect((await post('/api/booking/create/1018', bookingBody(date, '19:00', { adults: 1 }))).statusCode).toBe(200);

    expect((await post('/api/booking/cancel', { token })).json().data.status).toBe('cancelled');
    const notices = await queryRows(
      db(),
      sql`select id from mail_outbox where kind = 'booking-cancellation' and subject like ${`%${reference}%`}`,
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses a token that was not signed by the server', async () => {
    const forged = `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;
    expect((await post('/api/booking/cancel', { token: forged })).statusCode).toBe(404);
    expect((await get(`/api/booking/manage?token=${forged}`)).statusCode).toBe(404);
    expect((await post('/api/booking/cancel', { token: 'nonsense' })).statusCode).toBe(400);
  });
});
