// product.md D11 "Fees" on the console's booking page: a manager sees "Charge
// no-show fee £60.00", a confirm step (a GET that changes nothing) and then the
// outcome of one POST; a second POST takes nothing more. A host never sees it
// and is refused (403); another restaurant's manager gets the 404 page; a post
// without the session's CSRF token is refused. The gateway is the SDK's
// stand-in, and the clock is pinned (decision 032).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { FEE_REFUSED } from '../../../contract/fee-panel.ts';
import { instantOf, parseHhmm, type IsoDate } from '../../../contract/london-time.ts';
import { bookingBody, plainDate, queryRows } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { fakeBraintree } from '../../../tests/support/fake-braintree.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { bookingPageAction, loadBookingPage, type BookingPage } from './booking-page.server.ts';
import type { PageResult } from './page-result.ts';
import { bodyOf, statusOf } from '../../../tests/support/page-replies.ts';

const STORE = '1002';
const BASE: IsoDate = '2031-05-05';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
const gateway = fakeBraintree();

let t: TestApp;
let context: AppLoadContext;
type Member = { cookie: string; csrf: string };
const members = {} as Record<'manager' | 'host' | 'otherManager', Member>;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock, payments: gateway.payments });
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  // Bath's fees: parties of 6 leave a card; £10 a guest for a no-show.
  const admin = await t.services.staff.createStaff({ email: 'admin@example.com', role: 'chain-admin', restaurants: [] });
  const { doc, version } = await t.services.console.setup(admin, STORE);
  const config = { ...doc.config, cardGuaranteeFromCovers: 6, noShowFeePerCoverPence: 1000 };
  await t.services.console.saveSetup(admin, STORE, { doc: { ...doc, config }, baseVersion: version });
  // A party of six, booked with a card three days ahead, marked a no-show after its start.
  const date = plainDate((await t.services.content.restaurantByStoreId(STORE))!, 4, { from: BASE, bookableAt: ['19:00'] });
  const { customerId } = await gateway.payments.vaultCustomer({ paymentMethodNonce: 'fake-valid-nonce' });
  const payload = bookingBody(date, '19:00', { adults: 6, braintreeCustomerId: customerId });
  const res = await t.app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers: await t.headers(), payload });
  expect(res.statusCode).toBe(200);
  const [row] = await queryRows<{ id: string }>(
    t.services.database.db,
    sql`select id from bookings where reference = ${res.json().data.bookingReference as string}`,
  );
  bookingId = row!.id;
  nowMs = instantOf(date, parseHhmm('21:00')!).getTime();
  await t.services.console.changeStatus(admin, bookingId, { action: 'no-show' });
  // Signed in now, by the moved clock, so the sessions are fresh.
  for (const [key, email, role, slug] of [
    ['manager', 'manager.bath@example.com', 'manager', 'bath'],
    ['host', 'host.bath@example.com', 'host', 'bath'],
    ['otherManager', 'manager.leeds@example.com', 'manager', 'leeds'],
  ] as const) {
    const s = await signedInStaff(t.services, { email, role, restaurants: [slug] });
    members[key] = { cookie: `${SESSION_COOKIE}=${s.token}`, csrf: s.csrf };
  }
});
afterAll(() => t.close());

const thrown = (p: Promise<unknown>) =>
  p.then(
    () => new Response(null, { status: 200 }),
    (e: unknown) => e,
  );
const url = (query = '') => `http://127.0.0.1:3000/console/bookings/${bookingId}/${query}`;
const get = (who: Member, query = '') => new Request(url(query), { headers: { cookie: who.cookie } });
const post = (who: Member, fields: Record<string, string>, csrf: string | null = who.csrf) =>
  new Request(url(), {
    method: 'POST',
    body: new URLSearchParams({ ...fields, ...(csrf === null ? {} : { csrf }) }),
    headers: { cookie: who.cookie },
  });
const charge = { intent: 'fee', kind: 'no_show_fee', amountPence: '6000' };

describe('the booking page’s fee', () => {
  it('offers a manager the no-show fee and a confirm step; a host sees none and is refused the step (403)', async () => {
    const page = bodyOf<BookingPage>(await loadBookingPage(context, get(members.manager), bookingId));
    expect(page.fee?.chargeable).toMatchObject({ kind: 'no_show_fee', amount: '£60.00', perGuest: '£10.00 a guest (£60.00 for 6 guests)' });
    expect(page.confirmFee).toBe(false);
    expect(bodyOf<BookingPage>(await loadBookingPage(context, get(members.manager, '?fee=confirm'), bookingId)).confirmFee).toBe(true);
    expect(gateway.sales).toHaveLength(0); // the confirm step's GET charges nothing

    expect(bodyOf<BookingPage>(await loadBookingPage(context, get(members.host), bookingId)).fee).toBeNull();
    const refused = await thrown(loadBookingPage(context, get(members.host, '?fee=confirm'), bookingId));
    expect([statusOf(refused), bodyOf(refused)]).toEqual([403, FEE_REFUSED]);
    expect(statusOf(await thrown(loadBookingPage(context, get(members.otherManager), bookingId)))).toBe(404);
  });

  it('refuses the charge from a host (403), another restaurant (404), without CSRF (403) and with bad input (400)', async () => {
    const host = await bookingPageAction(context, post(members.host, charge), bookingId);
    expect([statusOf(host), bodyOf<PageResult>(host).error]).toEqual([403, FEE_REFUSED]);
    expect(statusOf(await thrown(bookingPageAction(context, post(members.otherManager, charge), bookingId)))).toBe(404);
    expect(statusOf(await bookingPageAction(context, post(members.manager, charge, null), bookingId))).toBe(403);
    const bad = await bookingPageAction(context, post(members.manager, { ...charge, amountPence: 'lots' }), bookingId);
    expect(statusOf(bad)).toBe(400);
    expect(gateway.sales).toHaveLength(0);
  });

  it('charges once: the outcome, then a second post takes nothing more; the history names the charge', async () => {
    const done = await bookingPageAction(context, post(members.manager, charge), bookingId);
    expect(statusOf(done)).toBe(200);
    expect(bodyOf<PageResult>(done).notice).toMatch(
      /^Charged the no-show fee of £60\.00 \(transaction tx-\d+\)\. The guest is sent a receipt\.$/,
    );
    const again = await bookingPageAction(context, post(members.manager, charge), bookingId);
    expect(bodyOf<PageResult>(again).notice).toMatch(/was already charged .* Nothing more was taken\./);
    expect(gateway.sales).toHaveLength(1);
    const page = bodyOf<BookingPage>(await loadBookingPage(context, get(members.manager), bookingId));
    expect(page.fee).toMatchObject({
      chargeable: null,
      attempts: [{ attempt: 1, status: 'succeeded', statusText: 'Charged', amount: '£60.00' }],
    });
    expect(page.audit.map((r) => r.what)).toContain('Fee charged');
  });
});
