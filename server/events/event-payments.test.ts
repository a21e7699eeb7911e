// Decision 078: an event's deposit is taken exactly once — two instances racing on one PostgreSQL
// (TEST_DATABASE_URL; one instance on PGlite), a decline (recorded, then paid with another card), and a time-out
// after the gateway took the money (reconciled by order id by the job, never charged again). Decision 084: what
// a cancellation gives back is refunded once per payment, across instances, a part of an unsettled charge waits
// for it to settle, and a refund left unanswered is settled by the job without giving back twice. The gateway is
// the SDK's stand-in (tests/support/fake-braintree.ts); every instance reads one pinned clock (decision 032).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalFormSchema } from '../../contract/event-proposals.ts';
import { addDays, formatLongDate, instantOf, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import type { AppServices } from '../app-services.ts';
import { eventLeads, eventProposals, mailOutbox, payments } from '../db/schema.ts';
import { isDomainError } from '../domain/domain-error.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { fakeBraintree } from '../../tests/support/fake-braintree.ts';
import { throwAwayDatabase } from '../../tests/support/test-app.ts';
import { RECONCILE_GRACE_MS } from '../payments/rules/fee-rules.ts';
import { EVENT_PAYMENT_MESSAGES } from '../../contract/event-proposals.ts';
import { BALANCE_REMINDER_DAYS } from './event-payments.ts';
import { EVENT_CANCEL_MESSAGES } from '../../contract/event-cancellation.ts';
import { PART_REFUND_NOT_SETTLED, PART_REFUND_WAIT_MS } from '../payments/rules/deposit-rules.ts';

const BATH = '1002';
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
const gateway = fakeBraintree();
const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock, payments: gateway.payments });
const instances: AppServices[] = [];
let manager: StaffMember;
const first = () => instances[0]!;
const last = () => instances[instances.length - 1]!;

beforeAll(async () => {
  instances.push(await database.start());
  if (database.kind === 'postgres') instances.push(await database.start());
  manager = await first().staff.createStaff({ email: 'manager@example.com', role: 'manager', restaurants: ['bath'], name: 'Bea Bath' });
});
afterAll(async () => {
  await database.drop(first().database.db);
  await Promise.all(instances.map((s) => s.database.close()));
});

let day = 0;
/** A lead with an accepted proposal on its own evening (Bath's bar, £200 deposit), and its client's token. */
async function acceptedEvent(name: string): Promise<{ token: string; bookingId: string; leadId: string }> {
  const date = `2031-04-${String(10 + day++).padStart(2, '0')}`;
  await first().crm.groups.send({
    storeId: BATH,
    venue: 'ignored',
    bookingType: 'Birthday',
    covers: 20,
    date,
    time: '19:00',
    until: '23:00',
    email: `${name.toLowerCase()}@example.com`,
    firstName: name,
    lastName: 'Client',
    telephoneNumber: '07700 900123',
    specialRequest: '',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  });
  const [lead] = (await first().leads.list(manager, {})).filter((l) => l.contactName === `${name} Client`);
  const opened = await first().leads.get(manager, lead!.id);
  const form = proposalFormSchema.parse({
    leadVersion: String(opened.version),
    date,
    from: '19:00',
    until: '23:00',
    covers: '20',
    space: 'area:bar',
    pricePerHead: '40',
    deposit: '200',
    balanceDueDate: date,
    vatPercent: '20',
    conditions: 'Terms.',
    holdUntilDate: addDays(londonDateOf(clock()), 2),
    holdUntilTime: '18:00',
  });
  await first().proposals.send(manager, lead!.id, form);
  const [mail] = await first()
    .database.db.select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, `${name.toLowerCase()}@example.com`), eq(mailOutbox.kind, 'event-proposal')));
  const token = new URL(/https?:\/\/\S+event-proposal\/\?token=\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
  const view = await first().proposals.forClient(token);
  await first().proposals.accept(token, { hash: view.proposal.hash, name: `${name} Client` }, { address: null, agent: null });
  const [row] = await first().database.db.select({ bookingId: eventLeads.bookingId }).from(eventLeads).where(eq(eventLeads.id, lead!.id));
  return { token, bookingId: row!.bookingId!, leadId: lead!.id };
}

const attempts = (bookingId: string) =>
  first()
    .database.db.select({ status: payments.status, attempt: payments.attempt })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'event_deposit')))
    .orderBy(payments.attempt);
const salesFor = (bookingId: string) => gateway.sales.filter((s) => s.orderId.startsWith(`event_deposit-${bookingId}-`));
/** 'paid', or the words of the refusal. */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'paid';
  } catch (err) {
    if (isDomainError(err)) return err.message;
    throw err;
  }
}

describe(`an event's deposit (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('is charged once when two instances are pressed at once', async () => {
    const e = await acceptedEvent('Ana');
    let release!: () => void;
    gateway.state.gate = new Promise((r) => (release = r));
    const presses = [
      outcome(first().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce')),
      outcome(last().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce')),
    ];
    await new Promise((r) => setTimeout(r, 100));
    release();
    gateway.state.gate = null;
    const said = await Promise.all(presses);
    expect(said).toContain('paid');
    expect(said.filter((s) => s === 'paid')).toHaveLength(1);
    expect(salesFor(e.bookingId)).toEqual([expect.objectContaining({ amount: '200.00', orderId: `event_deposit-${e.bookingId}-1` })]);
    expect(await attempts(e.bookingId)).toEqual([{ status: 'succeeded', attempt: 1 }]);
  });

  it('records a decline and takes the deposit with another card, once', async () => {
    const e = await acceptedEvent('Bo');
    gateway.state.behaviour = 'decline';
    await expect(outcome(first().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce'))).resolves.toBe(
      EVENT_PAYMENT_MESSAGES.declined('Insufficient Funds'),
    );
    gateway.state.behaviour = 'approve';
    await expect(outcome(last().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce'))).resolves.toBe('paid');
    expect(await attempts(e.bookingId)).toEqual([
      { status: 'declined', attempt: 1 },
      { status: 'succeeded', attempt: 2 },
    ]);
    expect((await first().leads.get(manager, e.leadId)).status).toBe('deposit-paid');
  });

  it('after a time-out in which the gateway took the money, is found by the job by its order id and never sold again', async () => {
    const e = await acceptedEvent('Cy');
    gateway.state.behaviour = 'charge-then-time-out';
    await expect(outcome(first().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce'))).resolves.toBe(
      EVENT_PAYMENT_MESSAGES.checking,
    );
    gateway.state.behaviour = 'approve';
    expect(await attempts(e.bookingId)).toEqual([{ status: 'unknown', attempt: 1 }]);
    // The client presses again meanwhile: told it is being checked, nothing sold.
    await expect(outcome(last().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce'))).resolves.toBe(
      EVENT_PAYMENT_MESSAGES.checking,
    );
    nowMs += RECONCILE_GRACE_MS;
    expect(await last().eventPayments.runDue()).toBe(1);
    expect(await attempts(e.bookingId)).toEqual([{ status: 'succeeded', attempt: 1 }]);
    expect(salesFor(e.bookingId)).toHaveLength(1);
    expect((await first().leads.get(manager, e.leadId)).status).toBe('deposit-paid');
  });

  it('reminds the client of the balance a week before it is due, once across instances, and not before', async () => {
    const e = await acceptedEvent('Dee');
    const [proposal] = await first().database.db.select().from(eventProposals).where(eq(eventProposals.leadId, e.leadId));
    const due = proposal!.terms.balanceDueDate;
    const reminders = () =>
      first()
        .database.db.select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'dee@example.com'), eq(mailOutbox.kind, 'event-balance-reminder')));
    nowMs = instantOf(addDays(due, -BALANCE_REMINDER_DAYS - 1), 9 * 60).getTime();
    await first().eventPayments.remindBalances();
    expect(await reminders()).toEqual([]);
    nowMs = instantOf(addDays(due, -BALANCE_REMINDER_DAYS), 9 * 60).getTime();
    await Promise.all([first().eventPayments.remindBalances(), last().eventPayments.remindBalances()]);
    await last().eventPayments.remindBalances();
    expect(await reminders()).toEqual([{ subject: `Your event balance is due by ${formatLongDate(due)}` }]);
  });
});

describe(`an event's refunds on a cancellation (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  const refunds = (bookingId: string) =>
    first()
      .database.db.select({ kind: payments.kind, status: payments.status, attempt: payments.attempt, amountPence: payments.amountPence })
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(payments.kind, payments.attempt)
      .then((rows) => rows.filter((r) => r.kind.endsWith('_refund')));
  /** An accepted event whose client paid its £200 deposit and £600 balance. */
  async function paidEvent(name: string) {
    const e = await acceptedEvent(name);
    await first().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce');
    await first().eventPayments.pay(e.token, 'event_balance', 'fake-valid-nonce');
    return { ...e, version: (await first().leads.get(manager, e.leadId)).version };
  }
  const cancel = (s: AppServices, e: { leadId: string; version: number }, refund: 'terms' | 'all' | 'none') =>
    outcome(s.eventCancellation.cancel(manager, e.leadId, { leadVersion: e.version, reason: 'Called off', refund }));

  it('gives back the deposit and the balance once each when two instances cancel at once', async () => {
    const e = await paidEvent('Eve');
    const said = await Promise.all([cancel(first(), e, 'all'), cancel(last(), e, 'all')]);
    expect(said).toContain('paid');
    expect(await refunds(e.bookingId)).toEqual([
      { kind: 'deposit_refund', status: 'succeeded', attempt: 1, amountPence: 20_000 },
      { kind: 'event_balance_refund', status: 'succeeded', attempt: 1, amountPence: 60_000 },
    ]);
  });

  it('waits for a charge to settle before refunding a part of it, then refunds it once', async () => {
    const e = await paidEvent('Flo');
    // Terms that give back half of what was paid this close to the event.
    await first()
      .database.db.update(eventProposals)
      .set({ terms: { ...(await proposalOf(e.leadId)).terms, refunds: { fullRefundDays: 60, laterPercent: 50 } } })
      .where(eq(eventProposals.leadId, e.leadId));
    gateway.state.refundBehaviour = 'unsettled';
    await expect(cancel(first(), e, 'terms')).resolves.toBe('paid');
    expect(await refunds(e.bookingId)).toEqual([
      { kind: 'deposit_refund', status: 'failed', attempt: 1, amountPence: 10_000 },
      { kind: 'event_balance_refund', status: 'failed', attempt: 1, amountPence: 30_000 },
    ]);
    const [failed] = await first()
      .database.db.select()
      .from(payments)
      .where(eq(payments.orderId, `deposit_refund-${e.bookingId}-1`));
    expect(failed!.errorMessage).toBe(PART_REFUND_NOT_SETTLED);
    // The job leaves it until the charge has had time to settle.
    gateway.state.refundBehaviour = 'approve';
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    expect((await refunds(e.bookingId)).map((r) => r.status)).toEqual(['failed', 'failed']);
    nowMs += PART_REFUND_WAIT_MS;
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    expect(await refunds(e.bookingId)).toEqual([
      { kind: 'deposit_refund', status: 'failed', attempt: 1, amountPence: 10_000 },
      { kind: 'deposit_refund', status: 'succeeded', attempt: 2, amountPence: 10_000 },
      { kind: 'event_balance_refund', status: 'failed', attempt: 1, amountPence: 30_000 },
      { kind: 'event_balance_refund', status: 'succeeded', attempt: 2, amountPence: 30_000 },
    ]);
    expect(gateway.refunded.filter((r) => ['100.00', '300.00'].includes(r.amount))).toHaveLength(2);
  });

  it('waits for a payment still with the card provider, then counts it; a payment after the cancel is refused', async () => {
    const e = await acceptedEvent('Hal');
    let release!: () => void;
    gateway.state.gate = new Promise((r) => (release = r));
    const paying = outcome(first().eventPayments.pay(e.token, 'event_deposit', 'fake-valid-nonce'));
    await new Promise((r) => setTimeout(r, 100));
    const opened = { leadId: e.leadId, version: (await first().leads.get(manager, e.leadId)).version };
    await expect(cancel(last(), opened, 'all')).resolves.toBe(EVENT_CANCEL_MESSAGES.paymentInFlight);
    release();
    gateway.state.gate = null;
    await expect(paying).resolves.toBe('paid');
    const now = { leadId: e.leadId, version: (await first().leads.get(manager, e.leadId)).version };
    await expect(cancel(last(), now, 'all')).resolves.toBe('paid');
    expect(await refunds(e.bookingId)).toEqual([{ kind: 'deposit_refund', status: 'succeeded', attempt: 1, amountPence: 20_000 }]);
    await expect(outcome(first().eventPayments.pay(e.token, 'event_balance', 'fake-valid-nonce'))).resolves.toBe(
      EVENT_PAYMENT_MESSAGES.cancelled,
    );
  });

  it('settles a refund left unanswered by what the gateway holds, never refunding twice', async () => {
    const e = await paidEvent('Gil');
    gateway.state.refundBehaviour = 'refund-then-time-out';
    await expect(cancel(first(), e, 'all')).resolves.toBe('paid');
    gateway.state.refundBehaviour = 'approve';
    expect((await refunds(e.bookingId)).map((r) => r.status)).toEqual(['unknown', 'unknown']);
    const made = gateway.refunded.length;
    await Promise.all(instances.map((s) => s.booking.deposits.runDue()));
    expect((await refunds(e.bookingId)).map((r) => [r.kind, r.status])).toEqual([
      ['deposit_refund', 'succeeded'],
      ['event_balance_refund', 'succeeded'],
    ]);
    expect(gateway.refunded).toHaveLength(made);
  });
});

async function proposalOf(leadId: string) {
  const [row] = await first().database.db.select().from(eventProposals).where(eq(eventProposals.leadId, leadId));
  return row!;
}
