// Decision 049 "Deposits": a deposit is charged with the booking,
// which exists only if the charge succeeded — a declined card leaves no
// booking — and is refunded (or voided before settlement) when the booking is
// cancelled in time. A retry with the same Idempotency-Key, a double click, a
// time-out after the gateway charged and two instances reconciling never
// charge twice; a refund that failed is retried by the job after it asked the
// gateway. The SDK's gateway is a stand-in written here (sale, search, refund,
// void, find); PGlite, and PostgreSQL with two instances under TEST_DATABASE_URL.
// Every instance reads one pinned clock; dates are chosen by rule (decision 032).
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { createBraintreePayments, type BraintreeGatewayLike } from '../payments/braintree-payments.ts';
import { RECONCILE_GRACE_MS, PENDING_STALE_MS } from '../payments/rules/fee-rules.ts';
import { DEPOSIT_CHECKING } from './booking-deposit.ts';

const STORE = '1052';
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
const setClock = (date: IsoDate, time: string, hours = 0) => {
  nowMs = instantOf(date, parseHhmm(time)!).getTime() + hours * 3_600_000;
};

type SaleBehaviour = 'approve' | 'decline' | 'charge-then-time-out' | 'time-out';
type RefundBehaviour = 'approve' | 'unsettled' | 'fail' | 'refund-then-time-out';

/** The Braintree SDK's transaction gateway as far as deposits use it, with no network. */
function depositGateway() {
  interface Tx {
    id: string;
    orderId: string;
    status: string;
    processorResponseText: string;
    amount: string;
    refundIds: string[];
  }
  const sales: { customerId: string; amount: string; orderId: string }[] = [];
  const refunds: string[] = [];
  const voids: string[] = [];
  const finds: string[] = [];
  const searches: string[] = [];
  const txs = new Map<string, Tx>();
  const state = {
    sale: 'approve' as SaleBehaviour,
    refund: 'approve' as RefundBehaviour,
    vault: 'approve' as 'approve' | 'decline',
    gate: null as Promise<void> | null,
  };
  let next = 0;
  const timeout = () => Object.assign(new Error('ESOCKETTIMEDOUT'), { type: 'timeout' });
  const made = (orderId: string, status: string, text: string, amount: string) => {
    const t = { id: `tx-${++next}`, orderId, status, processorResponseText: text, amount, refundIds: [] };
    txs.set(t.id, t);
    return t;
  };
  const credit = (of: Tx) => {
    const c = made('', 'submitted_for_settlement', 'Approved', of.amount);
    of.refundIds.push(c.id);
    return c;
  };
  const gateway = {
    clientToken: { generate: async () => ({ success: true, clientToken: 'client-token' }) },
    customer: {
      create: async () =>
        state.vault === 'decline' ? { success: false, message: 'Do Not Honor' } : { success: true, customer: { id: `cust-${++next}` } },
      find: async (id: string) => ({ id, paymentMethods: [{ token: 'card-1' }] }),
    },
    transaction: {
      sale: async (r: { customerId: string; amount: string; orderId: string }) => {
        sales.push({ customerId: r.customerId, amount: r.amount, orderId: r.orderId });
        if (state.gate) await state.gate;
        switch (state.sale) {
          case 'decline':
            return {
              success: false,
              message: 'Insufficient Funds',
              transaction: made(r.orderId, 'processor_declined', 'Insufficient Funds', r.amount),
            };
          case 'charge-then-time-out':
            made(r.orderId, 'submitted_for_settlement', 'Approved', r.amount);
            throw timeout();
          case 'time-out':
            throw timeout();
          default:
            return { success: true, transaction: made(r.orderId, 'submitted_for_settlement', 'Approved', r.amount) };
        }
      },
      search: (build: (search: unknown) => unknown) => {
        let orderId = '';
        build({ orderId: () => ({ is: (v: string) => (orderId = v) }) });
        searches.push(orderId);
        return Readable.from([...txs.values()].filter((t) => t.orderId === orderId));
      },
      refund: async (id: string) => {
        refunds.push(id);
        const t = txs.get(id)!;
        switch (state.refund) {
          case 'unsettled':
            return {
              success: false,
              message: 'Cannot refund transaction unless it is settled.',
              errors: { deepErrors: () => [{ code: '91506', message: 'Cannot refund transaction unless it is settled.' }] },
            };
          case 'fail':
            return { success: false, message: 'Refund declined by the processor', errors: { deepErrors: () => [] } };
          case 'refund-then-time-out':
            credit(t);
            throw timeout();
          default:
            return { success: true, transaction: credit(t) };
        }
      },
      void: async (id: string) => {
        voids.push(id);
        const t = txs.get(id)!;
        t.status = 'voided';
        return { success: true, transaction: t };
      },
      find: async (id: string) => {
        finds.push(id);
        const t = txs.get(id);
        if (!t) throw Object.assign(new Error('Not Found'), { type: 'notFoundError' });
        return t;
      },
    },
  };
  return {
    payments: createBraintreePayments(gateway as unknown as BraintreeGatewayLike),
    sales,
    refunds,
    voids,
    finds,
    searches,
    state,
  };
}

const gateway = depositGateway();
const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock, payments: gateway.payments });
const instances: AppServices[] = [];
let app: FastifyInstance;
let manager: StaffMember;

beforeAll(async () => {
  instances.push(await database.start());
  if (database.kind === 'postgres') instances.push(await database.start());
  app = await buildApp(instances[0]!, { logger: false });
  await app.ready();
  const slug = (await first().content.restaurantByStoreId(STORE))!.slug;
  manager = await first().staff.createStaff({ email: 'deposit-manager@example.com', role: 'manager', restaurants: [slug] });
  // Parties of 6 or more pay £20 a guest with the booking; cancelling 24 hours ahead gets it back.
  const { doc, version } = await first().console.setup(manager, STORE);
  const config = {
    ...doc.config,
    cardGuaranteeFromCovers: null,
    noShowFeePerCoverPence: 1000,
    cancellationWindowHours: 24,
    depositRules: [{ occasionIds: [], fromCovers: 6, weekdays: [], dates: [], perCoverPence: 2000 }],
  };
  await first().console.saveSetup(manager, STORE, { doc: { ...doc, config }, baseVersion: version });
});
afterAll(async () => {
  await app.close();
  await database.drop(instances[0]!.database.db);
  await Promise.all(instances.map((s) => s.database.close()));
});

const first = () => instances[0]!;
const db = () => first().database.db;
let ahead = 7;
let keys = 0;

/** A new day for a party of six, the clock three days before it, and a vaulted card. */
async function partyOfSix(keyed = true) {
  const restaurant = await first().content.restaurantByStoreId(STORE);
  const date = plainDate(restaurant!, (ahead += 2), { from: BASE, bookableAt: ['19:00'] });
  setClock(date, '12:00', -72);
  const headers = {
    ...clientHeaders((await first().tokens.issue()).token),
    ...(keyed ? { 'idempotency-key': `deposit-key-${++keys}` } : {}),
  };
  const { customerId } = await gateway.payments.vaultCustomer({ paymentMethodNonce: 'fake-valid-nonce' });
  const payload = bookingBody(date, '19:00', { adults: 6, braintreeCustomerId: customerId });
  const email = (payload.customer as { email: string }).email;
  const book = () => app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload });
  return { date, email, book };
}

const bookingsOf = (email: string) =>
  queryRows<{ id: string; status: string; reference: string; hold_expires_at: Date | null; fee_terms: unknown }>(
    db(),
    sql`select id, status, reference, hold_expires_at, fee_terms from bookings where email = ${email}`,
  );
const paymentsOf = (email: string) =>
  queryRows<{
    kind: string;
    status: string;
    attempt: number;
    order_id: string;
    amount_pence: number;
    gateway_transaction_id: string | null;
  }>(
    db(),
    sql`select kind, status, attempt, order_id, amount_pence, gateway_transaction_id from payments
        where order_id like 'deposit%' and booking_id in (select id from bookings where email = ${email})
        order by kind, attempt`,
  );
const paymentsByOrder = (prefix: string) =>
  queryRows<{ kind: string; status: string; error_message: string | null }>(
    db(),
    sql`select kind, status, error_message from payments where order_id like ${`${prefix}%`} order by attempt`,
  );
const mailsTo = (email: string, kind: string) =>
  queryRows<{ text: string; subject: string }>(db(), sql`select text, subject from mail_outbox where "to" = ${email} and kind = ${kind}`);
const auditOf = async (bookingId: string) =>
  (await queryRows<{ action: string }>(db(), sql`select action from audit_log where entity_id = ${bookingId} order by at, action`)).map(
    (r) => r.action,
  );
const salesFor = (id: string) => gateway.sales.filter((s) => s.orderId.includes(id));
const tokenOf = async (email: string) => {
  const [mail] = await mailsTo(email, 'booking-confirmation');
  return new URL(/(https?:\/\/\S+manage-booking\/\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
};

/** A confirmed deposit booking. */
async function depositBooking() {
  const p = await partyOfSix();
  const res = await p.book();
  expect(res.statusCode).toBe(200);
  const [b] = await bookingsOf(p.email);
  return { ...p, id: b!.id, reference: b!.reference };
}

describe(`deposits (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('tells the modal a card is needed, with the deposit and its terms, before the card step', async () => {
    const p = await partyOfSix();
    const headers = clientHeaders((await first().tokens.issue()).token);
    const q = (adults: number) =>
      app.inject({
        method: 'GET',
        url: `/api/booking/requirements/${STORE}?occasionId=dinner&adults=${adults}&children=0&bookingDate=${p.date}&menuId=null&time=19:00`,
        headers,
      });
    const six = (await q(6)).json().data;
    expect(six).toMatchObject({
      isCardGuaranteeRequired: true,
      cardFeeTerms: { depositPerCoverPence: 2000, cancellationWindowHours: 24, noShowFeePerCoverPence: null },
    });
    expect((await q(2)).json().data).toMatchObject({ isCardGuaranteeRequired: false });
  });

  it('charges the deposit with the booking: confirmed, one sale, the terms kept and repeated in the confirmation', async () => {
    const p = await partyOfSix();
    const res = await p.book();
    expect(res.statusCode).toBe(200);
    const [b] = await bookingsOf(p.email);
    expect(b).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(b!.fee_terms).toMatchObject({ depositPerCoverPence: 2000, noShowFeePerCoverPence: null });
    expect(salesFor(b!.id)).toEqual([{ customerId: expect.any(String), amount: '120.00', orderId: `deposit-${b!.id}-1` }]);
    expect(await paymentsOf(p.email)).toMatchObject([{ kind: 'deposit', status: 'succeeded', attempt: 1, amount_pence: 12000 }]);
    const [confirmation] = await mailsTo(p.email, 'booking-confirmation');
    expect(confirmation!.text).toContain(
      'Deposit: A deposit of £20.00 a guest (£120.00 for 6 guests) is taken now and deducted from your bill.',
    );
    expect(confirmation!.text).not.toContain('Nothing is charged now');
    expect(await auditOf(b!.id)).toEqual(['created', 'deposit-taken']);
    // A retry with the same key answers the same and charges nothing more.
    const again = await p.book();
    expect(again.json()).toEqual(res.json());
    expect(salesFor(b!.id)).toHaveLength(1);
  });

  it('leaves no booking when the deposit is declined; the attempt stays on record and a retry charges nothing', async () => {
    const p = await partyOfSix();
    gateway.state.sale = 'decline';
    const res = await p.book();
    gateway.state.sale = 'approve';
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 6,
      field: 'braintreeCustomerId',
      message: 'Your card was declined (Insufficient Funds), so no deposit was taken and no booking was made. Please try another card.',
    });
    expect(await bookingsOf(p.email)).toEqual([]);
    const [declined] = gateway.sales.slice(-1);
    expect(await paymentsByOrder(declined!.orderId)).toEqual([
      { kind: 'deposit', status: 'declined', error_message: 'Insufficient Funds' },
    ]);
    expect(await mailsTo(p.email, 'booking-confirmation')).toEqual([]);
    const sales = gateway.sales.length;
    expect((await p.book()).json()).toEqual(res.json());
    expect(gateway.sales).toHaveLength(sales);
  });

  it('refuses a card the issuer will not verify at the vault: no customer, so no booking', async () => {
    gateway.state.vault = 'decline';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/braintree/submit',
      headers: clientHeaders((await first().tokens.issue()).token),
      payload: { paymentMethodNonce: 'fake-declined-nonce' },
    });
    gateway.state.vault = 'approve';
    expect(res.statusCode).toBe(422);
    const p = await partyOfSix();
    const { braintreeCustomerId: _, ...noCard } = bookingBody(p.date, '19:00', { adults: 6 });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/booking/create/${STORE}`,
      headers: clientHeaders((await first().tokens.issue()).token),
      payload: noCard,
    });
    expect(refused.json()).toMatchObject({ code: 5 });
  });

  it('charges once under a double submission with one Idempotency-Key', async () => {
    const p = await partyOfSix();
    let release!: () => void;
    gateway.state.gate = new Promise((r) => (release = r));
    const presses = [p.book(), p.book()];
    await new Promise((r) => setTimeout(r, 100));
    release();
    gateway.state.gate = null;
    const codes = (await Promise.all(presses)).map((r) => r.statusCode).sort();
    const [b] = await bookingsOf(p.email);
    expect(salesFor(b!.id)).toHaveLength(1);
    expect(b!.status).toBe('confirmed');
    // The second press waited for the first's hold and found its charge under way (or done): never a second sale.
    expect(codes[0]).toBe(200);
    expect([200, 503]).toContain(codes[1]);
    expect((await p.book()).statusCode).toBe(200);
    expect(salesFor(b!.id)).toHaveLength(1);
  });

  it('after a time-out in which the gateway charged, holds the booking, and the job confirms it without a second sale', async () => {
    const p = await partyOfSix();
    gateway.state.sale = 'charge-then-time-out';
    const res = await p.book();
    gateway.state.sale = 'approve';
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(DEPOSIT_CHECKING);
    const [held] = await bookingsOf(p.email);
    expect(held).toMatchObject({ status: 'held' });
    expect(await paymentsOf(p.email)).toMatchObject([{ status: 'unknown' }]);
    expect(await mailsTo(p.email, 'booking-confirmation')).toEqual([]);
    // Every instance runs the job at once: one confirmation.
    nowMs += 60_000;
    await Promise.all([...instances, ...instances].map((s) => s.booking.deposits.runDue()));
    const [b] = await bookingsOf(p.email);
    expect(b).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(gateway.searches).toContain(`deposit-${b!.id}-1`);
    expect(salesFor(b!.id)).toHaveLength(1);
    expect(await mailsTo(p.email, 'booking-confirmation')).toHaveLength(1);
    expect(await auditOf(b!.id)).toEqual(['created', 'deposit-unanswered', 'deposit-taken']);
    // The retry with the same key now finds it placed.
    expect((await p.book()).statusCode).toBe(200);
    expect(salesFor(b!.id)).toHaveLength(1);
  });

  it('after a time-out in which the gateway charged, a lapsed hold whose table went makes no booking: refunded, the diner told', async () => {
    const p = await partyOfSix();
    gateway.state.sale = 'charge-then-time-out';
    expect((await p.book()).statusCode).toBe(503);
    gateway.state.sale = 'approve';
    const [held] = await queryRows<{ id: string; table_ids: string[] }>(
      db(),
      sql`select id, table_ids from bookings where email = ${p.email}`,
    );
    // Every instance was down past the hold: the table was given to a phone booking meanwhile.
    nowMs += 16 * 60_000;
    const phone = await first().booking.staff.create({ staffId: 'staff-host', name: 'Host' }, STORE, {
      source: 'phone',
      date: p.date,
      time: '19:00',
      adults: 2,
      children: 0,
      occasionId: 'dinner',
      firstName: 'Phone',
      lastName: 'Guest',
      email: 'phone.guest@example.com',
      phone: undefined,
      areaId: undefined,
      menuId: undefined,
      specialRequest: undefined,
      staffNote: undefined,
      tableIds: held!.table_ids,
      override: true,
      overrideReason: 'test',
    });
    expect(phone).toBeTruthy();
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    expect(await bookingsOf(p.email)).toEqual([]);
    expect(await paymentsByOrder(`deposit-${held!.id}`)).toMatchObject([{ status: 'succeeded' }]);
    expect(await paymentsByOrder(`deposit_refund-${held!.id}`)).toMatchObject([{ status: 'succeeded' }]);
    const released = await mailsTo(p.email, 'deposit-released');
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain('no booking was made and the deposit is being refunded to your card');
    expect(salesFor(held!.id)).toHaveLength(1);
  });

  it('after a time-out that charged nothing, keeps the hold through the grace, then releases it and tells the diner', async () => {
    const p = await partyOfSix();
    gateway.state.sale = 'time-out';
    expect((await p.book()).statusCode).toBe(503);
    gateway.state.sale = 'approve';
    const [held] = await bookingsOf(p.email);
    nowMs += 60_000;
    await first().booking.deposits.runDue();
    expect(await bookingsOf(p.email)).toMatchObject([{ status: 'held' }]);
    nowMs += RECONCILE_GRACE_MS;
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    expect(await bookingsOf(p.email)).toEqual([]);
    expect(await paymentsByOrder(`deposit-${held!.id}`)).toMatchObject([{ status: 'failed' }]);
    const released = await mailsTo(p.email, 'deposit-released');
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain('nothing was taken from your card and no booking was made');
    expect(salesFor(held!.id)).toHaveLength(1);
  });

  it('settles a claim whose request died before the sale was answered (pending past a minute)', async () => {
    const p = await partyOfSix();
    gateway.state.sale = 'time-out';
    await p.book();
    gateway.state.sale = 'approve';
    const [held] = await bookingsOf(p.email);
    // As if the process died between its claim and the record: back to pending.
    await db().execute(sql`update payments set status = 'pending' where order_id = ${`deposit-${held!.id}-1`}`);
    await first().booking.deposits.runDue(); // too fresh: its claimant may still be waiting
    expect(await paymentsByOrder(`deposit-${held!.id}`)).toMatchObject([{ status: 'pending' }]);
    nowMs += PENDING_STALE_MS + RECONCILE_GRACE_MS;
    await first().booking.deposits.runDue();
    expect(await bookingsOf(p.email)).toEqual([]);
  });

  it('tells the diner on the manage page, before they cancel, whether the deposit comes back', async () => {
    const b = await depositBooking();
    const token = await tokenOf(b.email);
    expect((await first().booking.manageDetails(token)).depositOnCancel).toBe(
      'If you cancel now, your deposit of £120.00 is refunded in full to your card.',
    );
    setClock(b.date, '12:00'); // seven hours before 19:00, inside the 24-hour window
    expect((await first().booking.manageDetails(token)).depositOnCancel).toBe(
      'As it is less than 24 hours before your booking, the restaurant keeps your deposit of £120.00 if you cancel.',
    );
  });

  it('refunds the deposit when the diner cancels in time, with a receipt; a late cancellation keeps it', async () => {
    const b = await depositBooking();
    setClock(b.date, '19:00', -30);
    const cancelled = await first().booking.cancel(await tokenOf(b.email));
    expect(cancelled.status).toBe('cancelled');
    const [sale] = salesFor(b.id);
    const charge = gateway.sales.indexOf(sale!);
    expect(charge).toBeGreaterThanOrEqual(0);
    expect(await paymentsOf(b.email)).toMatchObject([
      { kind: 'deposit', status: 'succeeded' },
      { kind: 'deposit_refund', status: 'succeeded', attempt: 1, order_id: `deposit_refund-${b.id}-1`, amount_pence: 12000 },
    ]);
    const [receipt] = await mailsTo(b.email, 'deposit-refund');
    expect(receipt!.text).toContain('refunded your deposit of £120.00 in full');
    const [cancelMail] = await mailsTo(b.email, 'booking-cancellation');
    expect(cancelMail?.text ?? '').toContain('Your deposit of £120.00 is refunded in full');
    expect(await auditOf(b.id)).toContain('deposit-refunded');
    // The console's booking page shows it beside the fee.
    expect((await first().console.fees(manager, b.id))?.deposit).toMatchObject({
      amount: '£120.00',
      stateText: 'Refunded',
      attempts: [
        { name: 'deposit', statusText: 'Charged' },
        { name: 'deposit refund', statusText: 'Refunded' },
      ],
    });

    const late = await depositBooking();
    setClock(late.date, '19:00', -3);
    await first().booking.cancel(await tokenOf(late.email));
    expect((await paymentsOf(late.email)).map((r) => r.kind)).toEqual(['deposit']);
    const [kept] = await mailsTo(late.email, 'booking-cancellation');
    expect(kept?.text ?? '').toContain('the restaurant keeps your deposit of £120.00');
    expect((await first().console.fees(manager, late.id))?.deposit).toMatchObject({ stateText: 'Kept' });
  });

  it('voids a deposit not yet settled when the refund is refused for that reason', async () => {
    const b = await depositBooking();
    gateway.state.refund = 'unsettled';
    setClock(b.date, '19:00', -48);
    await first().console.changeStatus(manager, b.id, { action: 'cancel', reason: 'Kitchen flood' });
    gateway.state.refund = 'approve';
    const [deposit, refund] = await paymentsOf(b.email);
    expect(refund).toMatchObject({ kind: 'deposit_refund', status: 'succeeded', gateway_transaction_id: deposit!.gateway_transaction_id });
    expect(gateway.voids).toContain(deposit!.gateway_transaction_id);
    expect(await mailsTo(b.email, 'deposit-refund')).toHaveLength(1);
  });

  it('retries a failed refund from the job, after asking the gateway, as a new attempt; never refunds twice', async () => {
    const b = await depositBooking();
    gateway.state.refund = 'fail';
    setClock(b.date, '19:00', -30);
    await first().booking.cancel(await tokenOf(b.email));
    gateway.state.refund = 'approve';
    expect((await paymentsOf(b.email))[1]).toMatchObject({ kind: 'deposit_refund', status: 'failed', attempt: 1 });
    await Promise.all([...instances, ...instances].map((s) => s.booking.deposits.runDue()));
    const rows = await paymentsOf(b.email);
    expect(rows.slice(1)).toMatchObject([
      { kind: 'deposit_refund', status: 'failed', attempt: 1 },
      { kind: 'deposit_refund', status: 'succeeded', attempt: 2 },
    ]);
    const depositTx = rows[0]!.gateway_transaction_id!;
    expect(gateway.finds).toContain(depositTx);
    expect(gateway.refunds.filter((id) => id === depositTx)).toHaveLength(2); // the failed one and the retry
    expect(await mailsTo(b.email, 'deposit-refund')).toHaveLength(1);
    await first().booking.deposits.runDue();
    expect(gateway.refunds.filter((id) => id === depositTx)).toHaveLength(2);
  });

  it('after a refund that went through but got no answer, finds it and never refunds again', async () => {
    const b = await depositBooking();
    gateway.state.refund = 'refund-then-time-out';
    setClock(b.date, '19:00', -30);
    await first().booking.cancel(await tokenOf(b.email));
    gateway.state.refund = 'approve';
    expect((await paymentsOf(b.email))[1]).toMatchObject({ status: 'unknown' });
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    const rows = await paymentsOf(b.email);
    expect(rows.slice(1)).toMatchObject([{ kind: 'deposit_refund', status: 'succeeded', attempt: 1 }]);
    expect(gateway.refunds.filter((id) => id === rows[0]!.gateway_transaction_id)).toHaveLength(1);
    expect(await mailsTo(b.email, 'deposit-refund')).toHaveLength(1);
  });
  it('a rule that takes a card guarantee asks for a card for its occasion and day, and takes no deposit (product.md D11 "Rules")', async () => {
    const restaurant = await first().content.restaurantByStoreId(STORE);
    const date = plainDate(restaurant!, (ahead += 2), { from: BASE, bookableAt: ['19:00'] });
    setClock(date, '12:00', -72);
    const { doc, version } = await first().console.setup(manager, STORE);
    const guarantee = {
      occasionIds: ['dinner'],
      fromCovers: 2,
      weekdays: [],
      dates: [date],
      takes: 'guarantee' as const,
      perCoverPence: null,
    };
    await first().console.saveSetup(manager, STORE, {
      doc: { ...doc, config: { ...doc.config, depositRules: [guarantee, ...doc.config.depositRules] } },
      baseVersion: version,
    });
    try {
      const headers = clientHeaders((await first().tokens.issue()).token);
      const ask = (on: IsoDate, adults: number) =>
        app.inject({
          method: 'GET',
          url: `/api/booking/requirements/${STORE}?occasionId=dinner&adults=${adults}&children=0&bookingDate=${on}&time=19:00`,
          headers,
        });
      const needs = await ask(date, 6); // the guarantee rule comes first: a card, and no deposit for six on this date
      expect(needs.statusCode, needs.body).toBe(200);
      expect(needs.json().data).toMatchObject({ isCardGuaranteeRequired: true, cardFeeTerms: { noShowFeePerCoverPence: 1000 } });
      expect(needs.json().data.cardFeeTerms.depositPerCoverPence ?? null).toBeNull();
      const withoutCard = await app.inject({
        method: 'POST',
        url: `/api/booking/create/${STORE}`,
        headers,
        payload: bookingBody(date, '19:00', { adults: 2 }),
      });
      expect(withoutCard.statusCode).toBe(422);
      expect(withoutCard.json()).toMatchObject({ code: 5 }); // product.md §8: this booking needs a card
      const { customerId } = await gateway.payments.vaultCustomer({ paymentMethodNonce: 'fake-valid-nonce' });
      const sales = gateway.sales.length;
      const withCard = await app.inject({
        method: 'POST',
        url: `/api/booking/create/${STORE}`,
        headers,
        payload: bookingBody(date, '19:00', { adults: 2, braintreeCustomerId: customerId }),
      });
      expect(withCard.statusCode, withCard.body).toBe(200);
      expect(gateway.sales.length).toBe(sales); // a guarantee takes nothing now
    } finally {
      const current = await first().console.setup(manager, STORE);
      await first().console.saveSetup(manager, STORE, {
        doc: { ...current.doc, config: { ...current.doc.config, depositRules: doc.config.depositRules } },
        baseVersion: current.version,
      });
    }
  });
});
