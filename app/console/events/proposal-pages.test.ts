// Decision 078 through the doors a manager and a client use: the builder opens on the enquiry's request; sending
// holds the space in the diary, moves the lead on and mails the client a signed link; a send over a newer lead,
// or onto a space already held, is refused with what was typed kept; the client's page changes nothing when
// opened, accepts the newest version only (by its hash), once, and not after its hold lapsed; a later edit is a
// new version the client accepts again; a request for changes reaches the lead's history and the restaurant.
// Another restaurant's manager finds none of it. The clock is pinned (decision 032).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { ANSWERED_IN_DIARY, LEAD_MESSAGES } from '../../../contract/event-leads.ts';
import { EVENT_PAYMENT_MESSAGES, PROPOSAL_MESSAGES } from '../../../contract/event-proposals.ts';
import {
  leadBooking,
  loadProposalPage,
  mailsOfKind,
  proposalPageAction,
  storedProposals,
  type ProposalPageAction,
} from '../../../tests/support/event-proposal-doors.ts';
import { addDays, instantOf, londonDateOf, type IsoDate } from '../../../contract/london-time.ts';
import { bookingBody, plainDate, queryRows } from '../../../tests/support/booking-helpers.ts';
import { clientHeaders, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { GENEROUS_LIMITS, kit } from '../../../tests/support/test-kit.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { loadEventSheet } from './event-sheet-page.server.ts';
import { bookingPageAction, loadBookingPage, type BookingPage } from '../diary/booking-page.server.ts';
import { cancelEvent, loadEventCancel, type EventCancelPage, type EventCancelResult } from './event-cancel-page.server.ts';
import { EVENT_CANCEL_MESSAGES } from '../../../contract/event-cancellation.ts';
import { loadLead, updateLead, type LeadFormResult, type LeadPage } from './lead-page.server.ts';
import { loadLeads, type LeadsPage } from './leads-page.server.ts';
import { loadProposalBuilder, sendProposal, type ProposalFormResult } from './proposal-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';
import { fakeBraintree } from '../../../tests/support/fake-braintree.ts';

const BATH = '1002';
const FAKE_NONCE = 'fake-valid-nonce';
const gateway = fakeBraintree();
const DAY: IsoDate = '2031-03-03';
let now = instantOf(DAY, 9 * 60);
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, { token: string; csrf: string; id: string }> = {};
const SITE = 'http://127.0.0.1:3000';

type Reply<T> = DataWithResponseInit<T> | Response;

const get = (path: string, who?: string) =>
  new Request(`${SITE}${path}`, { headers: who ? { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` } : {} });
const post = (path: string, who: string | null, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...(who ? { csrf: sessions[who]!.csrf } : {}), ...fields }))
    for (const one of [v].flat()) body.append(k, one);
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: { ...(who ? { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` } : {}), 'user-agent': 'Phone browser' },
  });
};

const leadOf = async (who: string, firstName: string) =>
  bodyOf<LeadsPage>(await loadLeads(context, get('/console/events/', who))).leads.find((l) => l.contactName?.startsWith(firstName))!;
const open = async (who: string, leadId: string) =>
  bodyOf<LeadPage>(await loadLead(context, get(`/console/events/${leadId}/`, who), { leadId }));
const builder = (who: string, leadId: string) => loadProposalBuilder(context, get(`/console/events/${leadId}/proposal/`, who), { leadId });

/** The builder's form as a manager fills it: Bath's terrace for 24, at £45 a head. */
const filled = (leadVersion: number, over: Record<string, string | string[]> = {}) => ({
  leadVersion: String(leadVersion),
  date: '2031-04-10',
  from: '19:00',
  until: '23:00',
  covers: '24',
  space: 'area:terrace',
  menus: ['food'],
  pricePerHead: '45',
  extras: 'Welcome drinks: 120',
  minimumSpend: '',
  deposit: '250',
  balanceDueDate: '2031-04-03',
  vatPercent: '20',
  conditions: 'The deposit is refundable up to 14 days before the event.',
  fullRefundDays: '14',
  laterRefundPercent: '0',
  holdUntilDate: '2031-03-10',
  holdUntilTime: '18:00',
  ...over,
});
const send = async (who: string, leadId: string, fields: Record<string, string | string[]>) => {
  now = new Date(now.getTime() + 60_000);
  return (await settle(sendProposal(context, post(`/console/events/${leadId}/proposal/`, who, fields), { leadId }))) as
    Reply<ProposalFormResult> | Response;
};

/** The newest proposal mail to an address, and the client's page path its link holds. */
async function proposalLink(to: string): Promise<{ subject: string; path: string }> {
  const mails = await mailsOfKind(t, 'event-proposal', to);
  const mail = mails.at(-1)!;
  const url = new URL(/https?:\/\/\S+event-proposal\/\?token=\S+/.exec(mail.text)![0]);
  return { subject: mail.subject, path: `${url.pathname}${url.search}` };
}
const clientPage = (path: string) => loadProposalPage(context, get(path));
const clientPost = async (path: string, fields: Record<string, string>) => {
  now = new Date(now.getTime() + 60_000);
  const token = new URL(`${SITE}${path}`).searchParams.get('token')!;
  return (await proposalPageAction(context, post(path, null, { token, ...fields }))) as Reply<ProposalPageAction> | Response;
};
async function enquire(firstName: string): Promise<void> {
  const res = await kit(t).submit('/api/contact/group-booking', {
    storeId: BATH,
    venue: 'ignored',
    bookingType: 'Birthday',
    covers: 24,
    date: '2031-04-10',
    time: '19:00',
    until: '23:00',
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Client',
    telephoneNumber: '07700 900123',
    specialRequest: 'A long table, please',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An event request for six at 20:00 through the booking API (decision 082), `daysAhead` days from the test's day. */
async function sendEventRequest(firstName: string, daysAhead: number, specialRequest = '') {
  const bath = (await t.services.content.restaurantByStoreId(BATH))!;
  const date = plainDate(bath, daysAhead, { from: londonDateOf(now), bookableAt: ['20:00'] });
  const customer = {
    firstName,
    lastName: 'Request',
    email: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: '07700 900124',
    specialRequest,
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  };
  // A token of the test's clock: the one the enquiries were sent with expires as the clock moves on.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/booking/events/${BATH}`,
    headers: clientHeaders((await t.services.tokens.issue()).token),
    payload: bookingBody(date, '20:00', { occasionId: 'birthday', adults: 6, customer }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { date, bookingReference: (res.json().data as { bookingReference: string }).bookingReference };
}

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS, { clock: () => now, payments: gateway.payments });
  context = { services: t.services, cspNonce: 'n', clientIp: '198.51.100.7' } as unknown as AppLoadContext;
  for (const [email, role, restaurants, name] of [
    ['bath@example.com', 'manager', ['bath'], 'Bea Bath'],
    ['leeds@example.com', 'manager', ['leeds'], 'Leo Leeds'],
  ] as const) {
    sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants, name });
  }
  await enquire('Carla');
  await enquire('Dora');
  await enquire('Fern');
});
afterAll(() => t.close());

describe('the proposal builder', () => {
  it('opens on the enquiry’s request and the restaurant’s VAT rate, with its space and the studio’s menus', async () => {
    const lead = await leadOf('bath', 'Carla');
    const page = bodyOf<Awaited<ReturnType<typeof loadProposalBuilder>>['data']>(await builder('bath', lead.id));
    expect(page.start.text).toMatchObject({
      date: '2031-04-10',
      from: '19:00',
      until: '23:00',
      covers: '24',
      vatPercent: '20',
      space: 'restaurant',
    });
    expect(page.areas.map((a) => a.name)).toEqual(['Restaurant', 'Bar', 'Terrace']);
    expect(page.tables.filter((x) => x.areaId === 'terrace').map((x) => x.id)).toEqual(['p23', 'p24', 'p25', 'p26', 'p27']);
    expect(page.menus.map((m) => m.id)).toContain('food');
    expect(page.current).toBeNull();
    expect(statusOf(await settle(builder('leeds', lead.id)))).toBe(404);
    // Before any proposal, the sheet prints the client's request.
    const { sheet } = bodyOf<Awaited<ReturnType<typeof loadEventSheet>>['data']>(
      await loadEventSheet(context, get(`/console/events/${lead.id}/sheet/`, 'bath'), { leadId: lead.id }),
    );
    expect(sheet).toMatchObject({ proposal: null, menus: [], request: { covers: 24, date: '2031-04-10', time: '19:00', until: '23:00' } });
  });

  it('sends: the space is held in the diary, the lead moves on at the total, and the client is mailed a link', async () => {
    const lead = await leadOf('bath', 'Carla');
    const sent = await send('bath', lead.id, filled(1));
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get('location')).toBe(`/console/events/${lead.id}/?sent=1`);
    const page = await open('bath', lead.id);
    // 24 × £45 + £120 = £1200.00, VAT within it at 20%: £200.00.
    expect(page.lead).toMatchObject({ status: 'proposal-sent', valuePence: 120_000 });
    expect(page.proposal).toMatchObject({ version: 1, state: 'awaiting', totals: { total: 120_000, vat: 20_000, balance: 95_000 } });
    expect(page.lead.history.map((h) => h.text).at(-1)).toBe(
      'Proposal version 1 sent to the client. Status: New → Proposal sent; value: not known → £1200.00',
    );
    const [row] = await storedProposals(t, lead.id);
    const held = await leadBooking(t, lead.id);
    expect(held).toMatchObject({
      kind: 'event',
      status: 'held',
      date: '2031-04-10',
      starts_at: 19 * 60,
      duration_minutes: 240,
      covers: 24,
    });
    expect(held.table_ids).toEqual(['p23', 'p24', 'p25', 'p26', 'p27']);
    expect(new Date(held.hold_expires_at!)).toEqual(new Date(row!.hold_expires_at));
    expect((await proposalLink('carla@example.com')).subject).toBe('Your proposal from Casa Lumbre Bath');
  });

  it('refuses a send over a lead changed since the builder opened, keeping what was typed', async () => {
    const lead = await leadOf('bath', 'Carla');
    const stale = await send('bath', lead.id, filled(1, { deposit: '300' }));
    expect(statusOf(stale)).toBe(409);
    expect(bodyOf<ProposalFormResult>(stale)).toMatchObject({ error: LEAD_MESSAGES.stale, values: { deposit: '300' } });
    expect((await open('bath', lead.id)).proposal?.version).toBe(1);
  });

  it('refuses a space another lead holds at those times, and names a wrong field', async () => {
    const dora = await leadOf('bath', 'Dora');
    const taken = await send('bath', dora.id, filled(1, { space: 'tables', tableIds: ['p25', 'r1'] }));
    expect(statusOf(taken)).toBe(409);
    expect(bodyOf<ProposalFormResult>(taken).error).toBe(PROPOSAL_MESSAGES.spaceTaken);
    const wrong = await send('bath', dora.id, filled(1, { balanceDueDate: '2031-04-11' }));
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf<ProposalFormResult>(wrong).fieldErrors.balanceDueDate).toBe(PROPOSAL_MESSAGES.balanceDue);
    expect((await open('bath', dora.id)).proposal).toBeNull();
    // The bar is free: sent there, it holds.
    expect(await send('bath', dora.id, filled(1, { space: 'area:bar' }))).toBeInstanceOf(Response);
  });
});

describe('the client’s page', () => {
  it('shows the newest version and changes nothing when opened; a link not signed by us finds nothing', async () => {
    const { path } = await proposalLink('carla@example.com');
    const page = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path));
    expect(page.view).toMatchObject({
      firstName: 'Carla',
      restaurant: { title: 'Casa Lumbre Bath' },
      proposal: { version: 1, state: 'awaiting' },
    });
    const lead = await leadOf('bath', 'Carla');
    expect((await open('bath', lead.id)).lead.status).toBe('proposal-sent');
    const forged = path.replace(/token=([^.]+)\.[^&]+/, 'token=$1.forged');
    expect(statusOf(await clientPage(forged))).toBe(404);
  });

  it('asks for a name and the terms ticked, and accepts only the version read, once', async () => {
    const { path } = await proposalLink('carla@example.com');
    const view = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path)).view!;
    const missing = await clientPost(path, { intent: 'accept', hash: view.proposal.hash, name: '' });
    expect(statusOf(missing)).toBe(400);
    expect(bodyOf<ProposalPageAction>(missing).fieldErrors).toEqual({ name: PROPOSAL_MESSAGES.name, agree: PROPOSAL_MESSAGES.terms });
    const wrongHash = await clientPost(path, { intent: 'accept', hash: 'f'.repeat(64), name: 'Carla Client', agree: 'on' });
    expect([statusOf(wrongHash), bodyOf<ProposalPageAction>(wrongHash).error]).toEqual([409, PROPOSAL_MESSAGES.stale]);

    const accepted = await clientPost(path, { intent: 'accept', hash: view.proposal.hash, name: 'Carla Client', agree: 'on' });
    expect((accepted as Response).headers.get('location')).toMatch(/done=accepted/);
    expect(await clientPost(path, { intent: 'accept', hash: view.proposal.hash, name: 'Carla Client', agree: 'on' })).toBeInstanceOf(
      Response,
    );
    const lead = await leadOf('bath', 'Carla');
    const page = await open('bath', lead.id);
    expect(page.lead.status).toBe('confirmed');
    expect(page.proposal).toMatchObject({
      state: 'accepted',
      accepted: { name: 'Carla Client', from: '198.51.100.7', hash: view.proposal.hash },
    });
    expect(page.lead.history.filter((h) => h.text.startsWith('Proposal version 1 accepted'))).toHaveLength(1);
    const [row] = await storedProposals(t, lead.id);
    expect(row).toMatchObject({ accepted_agent: 'Phone browser', accepted_hash: view.proposal.hash });
    const booking = await leadBooking(t, lead.id);
    expect(booking).toMatchObject({ status: 'confirmed', hold_expires_at: null });
  });

  it('takes the deposit once under a double click, with one receipt, and the lead is "Deposit paid"', async () => {
    const { path } = await proposalLink('carla@example.com');
    const before = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path));
    expect(before.payments).toEqual({
      cancelled: false,
      deposit: { amountPence: 25_000, paidPence: 0, checking: false, refundedPence: 0 },
      balance: { amountPence: 95_000, paidPence: 0, checking: false, refundedPence: 0 },
    });
    let release!: () => void;
    gateway.state.gate = new Promise((r) => (release = r));
    const presses = [
      clientPost(path, { intent: 'pay', kind: 'event_deposit', nonce: FAKE_NONCE }),
      clientPost(path, { intent: 'pay', kind: 'event_deposit', nonce: FAKE_NONCE }),
    ];
    await new Promise((r) => setTimeout(r, 50));
    release();
    gateway.state.gate = null;
    const replies = await Promise.all(presses);
    const taken = replies.filter((r) => r instanceof Response);
    expect(taken).toHaveLength(1);
    expect((taken[0] as Response).headers.get('location')).toMatch(/done=paid/);
    const other = replies.find((r) => !(r instanceof Response))!;
    expect([503, 409]).toContain(statusOf(other));
    expect(gateway.sales.filter((x) => x.orderId.startsWith('event_deposit-'))).toEqual([
      expect.objectContaining({ amount: '250.00', orderId: expect.stringMatching(/^event_deposit-.+-1$/) }),
    ]);
    const after = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path));
    expect(after.payments?.deposit).toEqual({ amountPence: 25_000, paidPence: 25_000, checking: false, refundedPence: 0 });
    // A later press takes nothing more.
    const again = await clientPost(path, { intent: 'pay', kind: 'event_deposit', nonce: FAKE_NONCE });
    expect([statusOf(again), bodyOf<ProposalPageAction>(again).error]).toEqual([409, EVENT_PAYMENT_MESSAGES.paid]);
    expect(gateway.sales.filter((x) => x.orderId.startsWith('event_deposit-'))).toHaveLength(1);
    const lead = await leadOf('bath', 'Carla');
    const page = await open('bath', lead.id);
    expect(page.lead.status).toBe('deposit-paid');
    expect(page.lead.history.map((h) => h.text).at(-1)).toBe('Deposit of £250.00 paid. Status: Confirmed → Deposit paid');
    const receipts = await mailsOfKind(t, 'event-payment-receipt');
    expect(receipts.map((m) => [m.to, m.subject])).toEqual([['carla@example.com', 'Receipt: your event deposit at Casa Lumbre Bath']]);
  });

  it('needs a later edit accepted again: the old version’s page is refused, the space stays the client’s', async () => {
    const lead = await leadOf('bath', 'Carla');
    const before = await clientPage((await proposalLink('carla@example.com')).path);
    const oldHash = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(before).view!.proposal.hash;
    const { lead: opened } = await open('bath', lead.id);
    expect(await send('bath', lead.id, filled(opened.version, { covers: '28' }))).toBeInstanceOf(Response);
    const { path, subject } = await proposalLink('carla@example.com');
    expect(subject).toBe('Your updated proposal from Casa Lumbre Bath');
    const view = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path)).view!;
    expect(view.proposal).toMatchObject({ version: 2, state: 'awaiting', terms: { covers: 28 } });
    const old = await clientPost(path, { intent: 'accept', hash: oldHash, name: 'Carla Client', agree: 'on' });
    expect([statusOf(old), bodyOf<ProposalPageAction>(old).error]).toEqual([409, PROPOSAL_MESSAGES.stale]);
    const booking = await leadBooking(t, lead.id);
    expect(booking).toMatchObject({ status: 'confirmed', covers: 28 });

    const changes = await clientPost(path, { intent: 'changes', message: 'Could we start at 18:30?' });
    expect((changes as Response).headers.get('location')).toMatch(/done=changes/);
    const history = (await open('bath', lead.id)).lead.history.map((h) => `${h.actor}: ${h.text}`);
    expect(history.at(-1)).toBe('Client: The client asked for changes to version 2. Their words: Could we start at 18:30?');
    const [toRestaurant] = await mailsOfKind(t, 'event-proposal-changes');
    expect(toRestaurant).toMatchObject({ headers: { 'Reply-To': 'carla@example.com' } });
    expect(toRestaurant!.text).toContain('Could we start at 18:30?');
  });

  it('prints as an event sheet: timings, tables, the menus’ dishes with allergens, the requests and what is due', async () => {
    const lead = await leadOf('bath', 'Carla');
    const { sheet } = bodyOf<Awaited<ReturnType<typeof loadEventSheet>>['data']>(
      await loadEventSheet(context, get(`/console/events/${lead.id}/sheet/`, 'bath'), { leadId: lead.id }),
    );
    expect(sheet).toMatchObject({
      restaurant: 'Casa Lumbre Bath',
      contact: { name: 'Carla Client', email: 'carla@example.com' },
      requests: 'A long table, please',
      proposal: { version: 2, terms: { covers: 28, space: { tableIds: ['p23', 'p24', 'p25', 'p26', 'p27'] } } },
      paid: { depositPence: 25_000, balancePence: 0 },
    });
    const dishes = sheet.menus[0]!.sections.flatMap((section) => section.items);
    expect(sheet.menus[0]!.found).toBe(true);
    expect(dishes.length).toBeGreaterThan(3);
    expect(dishes.some((d) => d.allergens.length > 0)).toBe(true);
    expect(statusOf(await settle(loadEventSheet(context, get(`/console/events/${lead.id}/sheet/`, 'leeds'), { leadId: lead.id })))).toBe(
      404,
    );
  });

  it('cannot be accepted once its hold lapsed', async () => {
    const { path } = await proposalLink('dora@example.com');
    const view = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path)).view!;
    now = instantOf('2031-03-10', 18 * 60 + 1);
    expect(bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path)).view!.proposal.state).toBe('lapsed');
    const late = await clientPost(path, { intent: 'accept', hash: view.proposal.hash, name: 'Dora Client', agree: 'on' });
    expect([statusOf(late), bodyOf<ProposalPageAction>(late).error]).toEqual([422, PROPOSAL_MESSAGES.expired]);
  });
});

describe('an event request diners send through the booking API (decision 082)', () => {
  it('is a lead of its restaurant from the start, and its first proposal holds the request’s own booking', async () => {
    // Members signed in on this test's day: the earlier sessions have been idle for days.
    for (const [email, restaurant] of [
      ['bath.events@example.com', 'bath'],
      ['leeds.events@example.com', 'leeds'],
    ] as const)
      sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role: 'manager', restaurants: [restaurant] });
    const { date, bookingReference } = await sendEventRequest('Evie', 40, 'Our team’s summer party');

    const lead = await leadOf('bath.events', 'Evie');
    expect(lead).toMatchObject({
      source: 'event-request',
      status: 'new',
      contactName: 'Evie Request',
      bookingType: 'Event request',
      covers: 6,
      date,
      time: '20:00',
    });
    expect(statusOf(await settle(loadLead(context, get(`/console/events/${lead.id}/`, 'leeds.events'), { leadId: lead.id })))).toBe(404);
    const page = await open('bath.events', lead.id);
    expect(page.lead).toMatchObject({ email: 'evie@example.com', specialRequest: 'Our team’s summer party' });
    expect(page.lead.history.map((h) => h.text)).toEqual(['Received as an event request from online booking']);
    const start = bodyOf<Awaited<ReturnType<typeof loadProposalBuilder>>['data']>(await builder('bath.events', lead.id)).start.text;
    expect(start).toMatchObject({ date, from: '20:00', covers: '6' });

    const sent = await send(
      'bath.events',
      lead.id,
      filled(page.lead.version, {
        date,
        from: '20:00',
        until: '23:30',
        covers: '6',
        balanceDueDate: addDays(date, -7),
        holdUntilDate: addDays(londonDateOf(now), 3),
      }),
    );
    expect((sent as Response).headers.get('location')).toBe(`/console/events/${lead.id}/?sent=1`);
    expect(sent).toBeInstanceOf(Response);
    expect(await leadBooking(t, lead.id)).toMatchObject({ kind: 'event', status: 'held', date, starts_at: 20 * 60, covers: 6 });
    // The diner's request became the event: one booking, its reference kept.
    const theirs = await queryRows<{ reference: string }>(
      t.services.database.db,
      sql`select reference from bookings where email = 'evie@example.com'`,
    );
    expect(theirs).toEqual([{ reference: bookingReference }]);
  });
});

describe('an event request answered in the diary (decision 082)', () => {
  /** A new event request from `firstName`, and its booking's id. */
  async function request(firstName: string, daysAhead: number) {
    await sendEventRequest(firstName, daysAhead);
    const lead = await leadOf('bath.events', firstName);
    expect(lead).toMatchObject({ status: 'new' });
    now = new Date(now.getTime() + 60_000);
    return { lead, bookingId: (await leadBooking(t, lead.id)).id };
  }
  const answer = async (bookingId: string, fields: Record<string, string>) =>
    statusOf(
      await settle(
        bookingPageAction(context, post(`/console/diary/booking/${bookingId}/`, 'bath.events', { intent: 'status', ...fields }), bookingId),
      ),
    );

  it('declined: loses its lead with the reason the diner was sent, so it waits for no answer', async () => {
    const { lead, bookingId } = await request('Gina', 45);
    expect(await answer(bookingId, { action: 'decline', reason: 'We are closed for a private party' })).toBe(200);
    expect(await leadBooking(t, lead.id)).toMatchObject({ status: 'declined' });
    const page = await open('bath.events', lead.id);
    expect(page.lead).toMatchObject({
      status: 'lost',
      lostReason: 'We are closed for a private party',
      waiting: false,
      cancellable: false,
    });
    expect(page.lead.history.at(-1)!.text).toContain(`Note: ${ANSWERED_IN_DIARY.decline}`);
  });

  it('confirmed: its lead is confirmed and answered', async () => {
    const { lead, bookingId } = await request('Hugo', 46);
    expect(await answer(bookingId, { action: 'confirm' })).toBe(200);
    expect(await leadBooking(t, lead.id)).toMatchObject({ status: 'confirmed' });
    const page = await open('bath.events', lead.id);
    expect(page.lead).toMatchObject({ status: 'confirmed', waiting: false, cancellable: true });
    expect(page.lead.history.at(-1)!.text).toBe(`Status: New → Confirmed. Note: ${ANSWERED_IN_DIARY.confirm}`);
  });
});

describe('cancelling an event (decisions 083 and 084)', () => {
  const cancelPage = (who: string, leadId: string) => loadEventCancel(context, get(`/console/events/${leadId}/cancel/`, who), { leadId });
  const cancel = async (who: string, leadId: string, fields: Record<string, string>) => {
    now = new Date(now.getTime() + 60_000);
    return (await settle(cancelEvent(context, post(`/console/events/${leadId}/cancel/`, who, fields), { leadId }))) as
      Reply<EventCancelResult> | Response;
  };
  const refundsOf = (leadId: string) =>
    queryRows<{ kind: string; status: string; amount_pence: number }>(
      t.services.database.db,
      sql`select p.kind, p.status, p.amount_pence from payments p join event_leads l on l.booking_id = p.booking_id
        where l.id = ${leadId} and p.kind in ('deposit_refund', 'event_balance_refund') order by p.kind`,
    );
  const pay = (path: string, kind: 'event_deposit' | 'event_balance') => clientPost(path, { intent: 'pay', kind, nonce: FAKE_NONCE });
  const history = async (who: string, leadId: string) => (await open(who, leadId)).lead.history.map((h) => h.text);

  it('shows the event, what was paid, what the terms give back today and the other terms; another restaurant’s manager finds nothing', async () => {
    const carla = await leadOf('bath.events', 'Carla');
    expect((await open('bath.events', carla.id)).lead.cancellable).toBe(true);
    // Version 2 is not accepted: the terms of version 1, which the client accepted, are the ones that bind.
    expect(await pay((await proposalLink('carla@example.com')).path, 'event_balance')).not.toBeInstanceOf(Response);
    const { view } = bodyOf<EventCancelPage>(await cancelPage('bath.events', carla.id));
    expect(view).toMatchObject({
      paid: { depositPence: 25_000, balancePence: 0 },
      byTerms: {
        daysBefore: 31,
        percent: 100,
        depositPence: 25_000,
        balancePence: 0,
        words: 'Cancelled 14 days or more before the event: everything paid is refunded. Cancelled later: nothing is refunded.',
      },
      conditions: 'The deposit is refundable up to 14 days before the event.',
    });
    expect(view.summary).toMatch(/^28 guests on 2031-04-10, 19:00 to 23:00/);
    expect(statusOf(await settle(cancelPage('leeds.events', carla.id)))).toBe(404);
    // Marking it lost instead would leave its space taken and its payments unsettled: the lead form says where to go.
    const lead = (await open('bath.events', carla.id)).lead;
    const lost = (await settle(
      updateLead(
        context,
        post(`/console/events/${carla.id}/`, 'bath.events', { version: String(lead.version), status: 'lost', lostReason: 'Gone quiet' }),
        {
          leadId: carla.id,
        },
      ),
    )) as Reply<LeadFormResult>;
    expect([statusOf(lost), bodyOf<LeadFormResult>(lost).error]).toEqual([422, LEAD_MESSAGES.cancelFirst]);
    // Nor does the booking's own page cancel it behind the lead's back.
    const { id: bookingId } = await leadBooking(t, carla.id);
    const fromBooking = (await settle(
      bookingPageAction(
        context,
        post(`/console/diary/booking/${bookingId}/`, 'bath.events', { intent: 'status', action: 'cancel', reason: 'Called off' }),
        bookingId,
      ),
    )) as Reply<{ error?: string }>;
    expect([statusOf(fromBooking), bodyOf<{ error?: string }>(fromBooking).error]).toEqual([422, EVENT_CANCEL_MESSAGES.fromLead]);
    expect(await leadBooking(t, carla.id)).toMatchObject({ status: 'confirmed' });
    // Its page offers no cancel of its own, and links to the lead's.
    const bookingPage = bodyOf<BookingPage>(
      await loadBookingPage(context, get(`/console/diary/booking/${bookingId}/`, 'bath.events'), bookingId),
    );
    expect(bookingPage.detail.booking).toMatchObject({ eventLeadId: carla.id });
    expect(bookingPage.detail.booking.actions).not.toContain('cancel');
    expect(statusOf(await cancel('leeds.events', carla.id, { leadVersion: '1', reason: 'x', refund: 'terms' }))).toBe(404);
  });

  it('asks for the reason and a choice, refuses a stale page, then releases the space, loses the lead and refunds by the terms once', async () => {
    const carla = await leadOf('bath.events', 'Carla');
    const version = String((await open('bath.events', carla.id)).lead.version);
    const noReason = await cancel('bath.events', carla.id, { leadVersion: version, reason: ' ', refund: 'maybe' });
    expect([statusOf(noReason), bodyOf<EventCancelResult>(noReason).fieldErrors]).toEqual([
      400,
      { reason: EVENT_CANCEL_MESSAGES.reason, refund: EVENT_CANCEL_MESSAGES.choose },
    ]);
    const stale = await cancel('bath.events', carla.id, {
      leadVersion: String(Number(version) - 1),
      reason: 'Moved abroad',
      refund: 'terms',
    });
    expect([statusOf(stale), bodyOf<EventCancelResult>(stale).error]).toEqual([409, LEAD_MESSAGES.stale]);
    expect(gateway.refunds).toEqual([]);

    const done = await cancel('bath.events', carla.id, { leadVersion: version, reason: 'The client moved abroad', refund: 'terms' });
    expect((done as Response).headers.get('location')).toBe(`/console/events/${carla.id}/?cancelled=refunded`);
    const page = await open('bath.events', carla.id);
    expect(page.lead).toMatchObject({ status: 'lost', lostReason: 'The client moved abroad', cancellable: false });
    expect(page.lead.history.map((h) => h.text).slice(-2)).toEqual([
      expect.stringContaining('Note: Event cancelled; £250.00 of the deposit refunded by the terms (100%, 31 days before)'),
      'Refund of £250.00 of the deposit made to the client’s card',
    ]);
    expect(await leadBooking(t, carla.id)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(carla.id)).toEqual([{ kind: 'deposit_refund', status: 'succeeded', amount_pence: 25_000 }]);
    expect(gateway.refunded.map((r) => r.amount)).toEqual(['250.00']);
    const receipts = await mailsOfKind(t, 'deposit-refund', 'carla@example.com');
    expect(receipts.map((m) => m.subject)).toEqual([expect.stringMatching(/^Event deposit refunded: £250\.00, Casa Lumbre Bath/)]);
    expect(receipts[0]!.text).toContain('has refunded £250.00, all you paid, as the deposit');
    const notice = bodyOf<LeadPage>(
      await loadLead(context, get(`/console/events/${carla.id}/?cancelled=refunded`, 'bath.events'), { leadId: carla.id }),
    );
    expect(notice.cancelled).toBe(`${EVENT_CANCEL_MESSAGES.done} ${EVENT_CANCEL_MESSAGES.refunded}`);

    // The client's page says so, and takes no payment or acceptance any more.
    const { path } = await proposalLink('carla@example.com');
    const client = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path));
    expect(client.view!.cancelled).toBe(true);
    const balance = await pay(path, 'event_balance');
    expect([statusOf(balance), bodyOf<ProposalPageAction>(balance).error]).toEqual([422, EVENT_PAYMENT_MESSAGES.cancelled]);
    const accept = await clientPost(path, { intent: 'accept', hash: client.view!.proposal.hash, name: 'Carla Client', agree: 'on' });
    expect([statusOf(accept), bodyOf<ProposalPageAction>(accept).error]).toEqual([422, PROPOSAL_MESSAGES.cancelled]);

    // Pressed again (a second tab, a double click): nothing left to cancel, and no second refund.
    const again = await cancel('bath.events', carla.id, { leadVersion: String(Number(version) + 1), reason: 'Again', refund: 'all' });
    expect([statusOf(again), bodyOf<EventCancelResult>(again).error]).toEqual([422, EVENT_CANCEL_MESSAGES.nothing]);
    expect(statusOf(await settle(cancelPage('bath.events', carla.id)))).toBe(422);
    expect(gateway.refunds).toHaveLength(1);
  });

  it('cancels an event request’s booking when nothing was paid, asking nothing about refunds', async () => {
    const evie = await leadOf('bath.events', 'Evie');
    const { view } = bodyOf<EventCancelPage>(await cancelPage('bath.events', evie.id));
    expect(view.paid).toEqual({ depositPence: 0, balancePence: 0 });
    const done = await cancel('bath.events', evie.id, { leadVersion: String(view.version), reason: 'Booked elsewhere' });
    expect((done as Response).headers.get('location')).toBe(`/console/events/${evie.id}/?cancelled=nothing-paid`);
    expect(await leadBooking(t, evie.id)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(evie.id)).toEqual([]);
  });

  it('gives back the share the accepted terms set for a late cancellation, of the deposit and of the balance', async () => {
    const fern = await leadOf('bath.events', 'Fern');
    const { version } = (await open('bath.events', fern.id)).lead;
    const terms = {
      date: '2031-04-24',
      balanceDueDate: '2031-04-17',
      holdUntilDate: '2031-03-17',
      fullRefundDays: '30',
      laterRefundPercent: '50',
    };
    expect(await send('bath.events', fern.id, filled(version, terms))).toBeInstanceOf(Response);
    const { path } = await proposalLink('fern@example.com');
    const { proposal } = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path)).view!;
    expect(proposal.terms.refunds).toEqual({ fullRefundDays: 30, laterPercent: 50 });
    expect(await clientPost(path, { intent: 'accept', hash: proposal.hash, name: 'Fern Client', agree: 'on' })).toBeInstanceOf(Response);
    expect(await pay(path, 'event_deposit')).toBeInstanceOf(Response);
    expect(await pay(path, 'event_balance')).toBeInstanceOf(Response);

    // Ten days before the event, by a member signed in that day.
    now = instantOf('2031-04-14', 10 * 60);
    sessions['bath.late'] = await signedInStaff(t.services, { email: 'bath.late@example.com', role: 'manager', restaurants: ['bath'] });
    const { view } = bodyOf<EventCancelPage>(await cancelPage('bath.late', fern.id));
    expect(view.paid).toEqual({ depositPence: 25_000, balancePence: 95_000 });
    expect(view.byTerms).toEqual({
      daysBefore: 10,
      percent: 50,
      depositPence: 12_500,
      balancePence: 47_500,
      words: 'Cancelled 30 days or more before the event: everything paid is refunded. Cancelled later: 50% of what was paid is refunded.',
    });
    const done = await cancel('bath.late', fern.id, {
      leadVersion: String(view.version),
      reason: 'Fewer guests than hoped',
      refund: 'terms',
    });
    expect((done as Response).headers.get('location')).toBe(`/console/events/${fern.id}/?cancelled=refunded`);
    expect(await refundsOf(fern.id)).toEqual([
      { kind: 'deposit_refund', status: 'succeeded', amount_pence: 12_500 },
      { kind: 'event_balance_refund', status: 'succeeded', amount_pence: 47_500 },
    ]);
    expect(gateway.refunded.slice(-2).map((r) => r.amount)).toEqual(['125.00', '475.00']);
    const receipts = await mailsOfKind(t, 'deposit-refund', 'fern@example.com');
    expect(receipts.map((m) => m.text)).toEqual([
      expect.stringContaining('has refunded £125.00 of the £250.00 you paid as the deposit'),
      expect.stringContaining('has refunded £475.00 of the £950.00 you paid as the balance'),
    ]);
    expect(await history('bath.late', fern.id)).toContain('Refund of £475.00 of the balance made to the client’s card');
    const client = bodyOf<Awaited<ReturnType<typeof loadProposalPage>>['data']>(await clientPage(path));
    expect(client.payments).toEqual({
      cancelled: true,
      deposit: { amountPence: 25_000, paidPence: 25_000, checking: false, refundedPence: 12_500 },
      balance: { amountPence: 95_000, paidPence: 95_000, checking: false, refundedPence: 47_500 },
    });
  });
});
