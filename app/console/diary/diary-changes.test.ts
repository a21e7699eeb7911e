// An open diary's wait for its day to change (decision 066), through its route's loader, with the real
// console service: on PostgreSQL with two instances, a booking made online through one is heard by a diary
// waiting on the other, with what changed; a move to another day removes the booking from this one; a
// member of another restaurant is not let in; a bad version is a 400; a wait with no change, or left by the
// browser, ends "unchanged".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { applyDiaryChanges, type DiaryChanges } from '../../../contract/diary-changes.ts';
import { bookingBody, createSharedApps, plainDate, type SharedApps } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { loadDiaryChanges } from './diary-changes.server.ts';

const BATH = '1002';
const PASSWORD = 'twelve characters at least';

let s: SharedApps;
type AppServices = SharedApps['services'][number];
let date: string;
let otherDate: string;
const cookies: Record<'manager' | 'leeds', string> = { manager: '', leeds: '' };

/** The instance that did not take the booking: the last one (the only one on PGlite). */
const listening = () => s.services.at(-1)!;
const contextOf = (services: AppServices) =>
  ({
    services: { staff: services.staff, console: services.console, guests: services.guests, clock: services.clock },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  }) as unknown as AppLoadContext;

const changesRequest = (who: string, query: Record<string, string>, signal?: AbortSignal) =>
  new Request(`http://127.0.0.1:3000/console/diary/${BATH}/changes/?${new URLSearchParams(query).toString()}`, {
    headers: { cookie: `${SESSION_COOKIE}=${who}` },
    ...(signal ? { signal } : {}),
  });

beforeAll(async () => {
  s = await createSharedApps(2);
  const services = s.services[0]!;
  cookies.manager = (
    await signedInStaff(services, { email: 'manager.bath@example.com', role: 'manager', restaurants: ['bath'], password: PASSWORD })
  ).token;
  cookies.leeds = (
    await signedInStaff(services, { email: 'manager.leeds@example.com', role: 'manager', restaurants: ['leeds'], password: PASSWORD })
  ).token;
  const bath = (await services.content.restaurantByStoreId(BATH))!;
  date = plainDate(bath, 4);
  otherDate = plainDate(bath, 5);
});
afterAll(() => s.close());

const staffOf = async (services: AppServices, token: string) => (await services.staff.currentStaff(token))!.staff;

describe('an open diary hears what changed in its day', () => {
  it('a booking made on one instance reaches a diary waiting on another, as the changed booking alone', async () => {
    const other = listening();
    const manager = await staffOf(other, cookies.manager);
    const shown = await other.console.diary(manager, BATH, date);

    const waiting = loadDiaryChanges(contextOf(other), changesRequest(cookies.manager, { date, since: shown.version }), BATH);
    const made = await s.apps[0]!.inject({
      method: 'POST',
      url: `/api/booking/create/${BATH}`,
      headers: s.headers,
      payload: bookingBody(date, '19:00', { adults: 3 }),
    });
    expect(made.statusCode).toBe(200);
    const reference = made.json().data.bookingReference as string;

    const reply = await waiting;
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const changes = (await reply.json()) as DiaryChanges;
    expect(changes.kind).toBe('changes');
    if (changes.kind !== 'changes') return;
    expect(changes.since).toBe(shown.version);
    expect(changes.bookings.map((b) => b.reference)).toEqual([reference]);
    expect(changes.bookings[0]).toMatchObject({ covers: 3, time: '19:00', guest: expect.anything() });
    expect(changes.removed).toEqual([]);
    expect(changes.totals.bookings).toBe(shown.totals.bookings + 1);

    // Applied on the screen, the day is the one the loader would now read (the glances aside).
    const now = await other.console.diary(manager, BATH, date);
    const applied = applyDiaryChanges(shown, changes);
    expect(applied.version).toBe(now.version);
    expect(applied.bookings.map((b) => b.reference)).toEqual(now.bookings.map((b) => b.reference));
    expect(applied.totals).toEqual(now.totals);
  });

  it('a booking moved to another day leaves this one', async () => {
    const other = listening();
    const manager = await staffOf(other, cookies.manager);
    const made = await s.apps[0]!.inject({
      method: 'POST',
      url: `/api/booking/create/${BATH}`,
      headers: s.headers,
      payload: bookingBody(date, '18:00'),
    });
    const reference = made.json().data.bookingReference as string;
    // The other instance hears of the booking a moment after its commit.
    const shown = await vi.waitFor(async () => {
      const diary = await other.console.diary(manager, BATH, date);
      expect(diary.bookings.map((b) => b.reference)).toContain(reference);
      return diary;
    });
    const booking = shown.bookings.find((b) => b.reference === reference)!;

    const waiting = loadDiaryChanges(contextOf(other), changesRequest(cookies.manager, { date, since: shown.version }), BATH);
    await s.services[0]!.console.moveBooking(await staffOf(s.services[0]!, cookies.manager), booking.id, {
      date: otherDate,
      time: '18:00',
      override: false,
      overrideReason: undefined,
    });
    const changes = (await (await waiting).json()) as DiaryChanges;
    expect(changes).toMatchObject({ kind: 'changes', bookings: [], removed: [booking.id] });
  });

  it('a version this instance never showed brings the whole day', async () => {
    const day = plainDate((await s.services[0]!.content.restaurantByStoreId(BATH))!, 6);
    await s.apps[0]!.inject({ method: 'POST', url: `/api/booking/create/${BATH}`, headers: s.headers, payload: bookingBody(day, '18:30') });
    const reply = await loadDiaryChanges(contextOf(listening()), changesRequest(cookies.manager, { date: day, since: 'v0' }), BATH);
    const changes = (await reply.json()) as DiaryChanges;
    expect(changes.kind).toBe('whole');
    if (changes.kind === 'whole') expect(changes.diary.bookings.length).toBeGreaterThan(0);
  });

  it('a wait with no change, or left by the browser, ends unchanged', async () => {
    const other = listening();
    const manager = await staffOf(other, cookies.manager);
    const { version } = await other.console.diary(manager, BATH, date);
    expect(await other.console.diaryChanges(manager, BATH, date, version, { timeoutMs: 50 })).toEqual({ kind: 'unchanged', version });

    const left = new AbortController();
    const waiting = loadDiaryChanges(contextOf(other), changesRequest(cookies.manager, { date, since: version }, left.signal), BATH);
    left.abort();
    expect(await (await waiting).json()).toEqual({ kind: 'unchanged', version });
  });

  it('a member of another restaurant is not let in, and a bad version is a 400', async () => {
    const context = contextOf(listening());
    const refused = await loadDiaryChanges(context, changesRequest(cookies.leeds, { date, since: 'v1' }), BATH).catch((e: unknown) => e);
    expect((refused as { init: { status: number } }).init.status).toBe(404);
    const bad = await loadDiaryChanges(context, changesRequest(cookies.manager, { date, since: 'latest' }), BATH);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The version is v and a number' });
  });
});
