// product.md D11 "Fees" and "Idempotent money": a manager charges a no-show or
// late-cancellation fee to the card a booking left, exactly once — under a
// double click, two instances racing on one PostgreSQL (TEST_DATABASE_URL; one
// instance on PGlite), a decline, and a time-out after the gateway took the
// money (reconciled by order id, never charged again). The gateway is the
// SDK's stand-in (tests/support/fake-braintree.ts); every instance reads one
// pinned clock; dates are chosen by rule from a fixed day (decision 032).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { fakeBraintree } from '../../tests/support/fake-braintree.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { FEE_REFUSED } from '../../contract/fee-panel.ts';
import { RECONCILE_GRACE_MS } from './rules/fee-rules.ts';

const STORE = '1052';
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
const setClock = (date: IsoDate, time: string, hours = 0) => {
  nowMs = instantOf(date, parseHhmm(time)!).getTime() + hours * 3_600_000;
};

const gateway = fakeBraintree();
const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock, payments: gateway.payments });
const instances: AppServices[] = [];
let app: FastifyInstance;
const staff = {} as Record<'manager' | 'host' | 'otherManager', StaffMember>;

beforeAll(async () => {
  instances.push(await database.start());
  if (database.kind === 'postgres') instances.push(await database.start());
  app = await buildApp(instances[0]!, { logger: false });
  await app.ready();
  const s = first().staff;
  const slugOf = async (id: string) => (await first().content.restaurantByStoreId(id))!.slug;
  staff.manager = await s.createStaff({ email: 'manager@example.com', role: 'manager', restaurants: [await slugOf(STORE)] });
  staff.host = await s.createStaff({ email: 'host@example.com', role: 'host', restaurants: [await slugOf(STORE)] });
  staff.otherManager = await s.createStaff({ email: 'other@example.com', role: 'manager', restaurants: [await slugOf('1002')] });
  // The restaurant's fees: parties of 6 or more leave a card; £10 a guest for a no-show, £5 for a late cancellation.
  const { doc, version } = await first().console.setup(staff.manager, STORE);
  const fees = {
    cardGuaranteeFromCovers: 6,
    noShowFeePerCoverPence: 1000,
    lateCancellationFeePerCoverPence: 500,
    cancellationWindowHours: 24,
  };
  await first().console.saveSetup(staff.manager, STORE, { doc: { ...doc, config: { ...doc.config, ...fees } }, baseVersion: version });
});
afterAll(async () => {
  await app.close();
  await database.drop(instances[0]!.database.db);
  await Promise.all(instances.map((s) => s.database.close()));
});

const first = () => instances[0]!;
const last = () => instances[instances.length - 1]!;
const db = () => first().database.db;
let ahead = 7;

/** A party of six booked online with a card, on its own day (clock set three days before). */
async function guaranteedBooking(): Promise<{ id: string; reference: string; date: IsoDate }> {
  const restaurant = await first().content.restaurantByStoreId(STORE);
  const date = plainDate(restaurant!, (ahead += 2), { from: BASE, bookableAt: ['19:00'] });
  setClock(date, '12:00', -72);
  const headers = clientHeaders((await first().tokens.issue()).token);
  const { customerId } = await gateway.payments.vaultCustomer({ paymentMethodNonce: 'fake-valid-nonce' });
  const payload = bookingBody(date, '19:00', { adults: 6, braintreeCustomerId: customerId });
  const res = await app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload });
  expect(res.statusCode).toBe(200);
  const reference = res.json().data.bookingReference as string;
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from bookings where reference = ${reference}`);
  return { id: row!.id, reference, date };
}

/** The booking, then a no-show marked by the manager once its start has passed. */
async function noShow() {
  const b = await guaranteedBooking();
  setClock(b.date, '20:30');
  await first().console.changeStatus(staff.manager, b.id, { action: 'no-show' });
  return b;
}

const NO_SHOW = { kind: 'no_show_fee', amountPence: 6000 } as const;
const salesFor = (bookingId: string) => gateway.sales.filter((s) => s.orderId.includes(bookingId));
const paymentRows = (bookingId: string) =>
  queryRows<{ status: string; attempt: number; order_id: string }>(
    db(),
    sql`select status, attempt, order_id from payments where booking_id = ${bookingId} order by attempt`,
  );
const receipts = (reference: string) =>
  queryRows<{ text: string }>(db(), sql`select text from mail_outbox where kind = 'fee-receipt' and subject like ${`%${reference}%`}`);
const auditActions = async (bookingId: string) =>
  (
    await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity_id = ${bookingId} and action like 'fee-%' order by at`,
    )
  ).map((r) => r.action);

describe(`fees (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('keeps the terms the diner was shown, and offers the manager the no-show fee for the party', async () => {
    const b = await noShow();
    const [row] = await queryRows<{ fee_terms: unknown }>(db(), sql`select fee_terms from bookings where id = ${b.id}`);
    expect(row!.fee_terms).toEqual({
      currency: 'GBP',
      noShowFeePerCoverPence: 1000,
      lateCancellationFeePerCoverPence: 500,
      cancellationWindowHours: 24,
    });
    const [confirmation] = await queryRows<{ text: string }>(
      db(),
      sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${b.reference}%`}`,
    );
    expect(confirmation!.text).toContain('a no-show fee of £10.00 a guest (£60.00 for 6 guests)');
    expect(await first().console.fees(staff.manager, b.id)).toMatchObject({
      chargeable: { kind: 'no_show_fee', amountPence: 6000, amount: '£60.00' },
      attempts: [],
    });
  });

  it('charges once under a double click: one sale, one receipt, the second press told it is charged', async () => {
    const b = await noShow();
    let release!: () => void;
    gateway.state.gate = new Promise((r) => (release = r));
    const presses = [first().console.chargeFee(staff.manager, b.id, NO_SHOW), first().console.chargeFee(staff.manager, b.id, NO_SHOW)];
    await new Promise((r) => setTimeout(r, 50));
    release();
    gateway.state.gate = null;
    const outcomes = (await Promise.all(presses)).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['busy', 'charged']);
    expect(salesFor(b.id)).toEqual([
      { customerId: expect.any(String), amount: '60.00', orderId: `no_show_fee-${b.id}-1`, options: { submitForSettlement: true } },
    ]);
    // A later press finds the charge and takes nothing more.
    expect((await first().console.chargeFee(staff.manager, b.id, NO_SHOW)).outcome).toBe('already-charged');
    expect(salesFor(b.id)).toHaveLength(1);
    expect(await receipts(b.reference)).toHaveLength(1);
    expect((await receipts(b.reference))[0]!.text).toContain('Amount: £60.00 (£10.00 a guest × 6)');
    expect(await auditActions(b.id)).toEqual(['fee-charged']);
    expect((await first().console.fees(staff.manager, b.id))?.chargeable).toBeNull();
  });

  it('charges once when every instance is pressed at once', async () => {
    const b = await noShow();
    const presses = [...instances, ...instances, ...instances].map((s) => s.console.chargeFee(staff.manager, b.id, NO_SHOW));
    const outcomes = (await Promise.all(presses)).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'charged')).toHaveLength(1);
    expect(outcomes.every((o) => ['charged', 'busy', 'already-charged'].includes(o))).toBe(true);
    expect(salesFor(b.id)).toHaveLength(1);
    expect(await paymentRows(b.id)).toEqual([{ status: 'succeeded', attempt: 1, order_id: `no_show_fee-${b.id}-1` }]);
    expect(await receipts(b.reference)).toHaveLength(1);
  });

  it('records a decline with the issuer’s words; a new press is a new attempt with its own order id', async () => {
    const b = await noShow();
    gateway.state.behaviour = 'decline';
    const declined = await first().console.chargeFee(staff.manager, b.id, NO_SHOW);
    gateway.state.behaviour = 'approve';
    expect(declined).toMatchObject({
      outcome: 'declined',
      attempt: { status: 'declined', message: 'Insufficient Funds', statusText: 'Declined' },
    });
    expect(await receipts(b.reference)).toHaveLength(0);
    expect((await first().console.fees(staff.manager, b.id))?.chargeable).toMatchObject({ amountPence: 6000 });
    const retried = await last().console.chargeFee(staff.manager, b.id, NO_SHOW);
    expect(retried.outcome).toBe('charged');
    expect(salesFor(b.id).map((s) => s.orderId)).toEqual([`no_show_fee-${b.id}-1`, `no_show_fee-${b.id}-2`]);
    expect(await paymentRows(b.id)).toEqual([
      { status: 'declined', attempt: 1, order_id: `no_show_fee-${b.id}-1` },
      { status: 'succeeded', attempt: 2, order_id: `no_show_fee-${b.id}-2` },
    ]);
    expect(await auditActions(b.id)).toEqual(['fee-declined', 'fee-charged']);
  });

  it('after a time-out in which the gateway took the money, finds the charge by order id and never sells again', async () => {
    const b = await noShow();
    gateway.state.behaviour = 'charge-then-time-out';
    const timedOut = await first().console.chargeFee(staff.manager, b.id, NO_SHOW);
    gateway.state.behaviour = 'approve';
    expect(timedOut).toMatchObject({ outcome: 'unknown', attempt: { status: 'unknown' } });
    expect((await first().console.fees(staff.manager, b.id))?.chargeable).toBeNull(); // no new charge is offered
    const again = await last().console.chargeFee(staff.manager, b.id, NO_SHOW);
    expect(again).toMatchObject({ outcome: 'charged', attempt: { status: 'succeeded', transactionId: expect.any(String) } });
    expect(gateway.searches).toContain(`no_show_fee-${b.id}-1`);
    expect(salesFor(b.id)).toHaveLength(1);
    expect(await receipts(b.reference)).toHaveLength(1);
    expect(await auditActions(b.id)).toEqual(['fee-unanswered', 'fee-charged']);
  });

  it('after a time-out that charged nothing, waits out the search’s grace, then charges as a new attempt', async () => {
    const b = await noShow();
    gateway.state.behaviour = 'time-out';
    expect((await first().console.chargeFee(staff.manager, b.id, NO_SHOW)).outcome).toBe('unknown');
    gateway.state.behaviour = 'approve';
    expect((await first().console.chargeFee(staff.manager, b.id, NO_SHOW)).outcome).toBe('unknown'); // too soon to trust "not found"
    expect(salesFor(b.id)).toHaveLength(1);
    nowMs += RECONCILE_GRACE_MS;
    expect((await first().console.chargeFee(staff.manager, b.id, NO_SHOW)).outcome).toBe('charged');
    expect(await paymentRows(b.id)).toMatchObject([
      { status: 'failed', attempt: 1 },
      { status: 'succeeded', attempt: 2 },
    ]);
    expect(salesFor(b.id)).toHaveLength(2);
  });

  it('charges the late-cancellation fee for the diner’s own cancellation inside the window only', async () => {
    const late = await guaranteedBooking();
    const token = async (reference: string) => {
      const [mail] = await queryRows<{ text: string }>(
        db(),
        sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
      );
      return new URL(/(https?:\/\/\S+manage-booking\/\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    };
    setClock(late.date, '19:00', -3);
    await first().booking.cancel(await token(late.reference));
    const offer = await first().console.fees(staff.manager, late.id);
    expect(offer?.chargeable).toMatchObject({ kind: 'late_cancellation_fee', amountPence: 3000 });
    expect((await first().console.chargeFee(staff.manager, late.id, { kind: 'late_cancellation_fee', amountPence: 3000 })).outcome).toBe(
      'charged',
    );

    const early = await guaranteedBooking();
    setClock(early.date, '19:00', -30);
    await first().booking.cancel(await token(early.reference));
    expect((await first().console.fees(staff.manager, early.id))?.chargeable).toBeNull();
    await expect(
      first().console.chargeFee(staff.manager, early.id, { kind: 'late_cancellation_fee', amountPence: 3000 }),
    ).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('refuses a host (forbidden) and another restaurant’s manager (not found), and a stale amount (conflict)', async () => {
    const b = await noShow();
    expect(await first().console.fees(staff.host, b.id)).toBeNull();
    await expect(first().console.chargeFee(staff.host, b.id, NO_SHOW)).rejects.toMatchObject({ kind: 'forbidden', message: FEE_REFUSED });
    await expect(first().console.fees(staff.otherManager, b.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(first().console.chargeFee(staff.otherManager, b.id, NO_SHOW)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(first().console.chargeFee(staff.manager, b.id, { ...NO_SHOW, amountPence: 5000 })).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(salesFor(b.id)).toHaveLength(0);
    expect(await paymentRows(b.id)).toEqual([]);
  });
});
