// Guest profiles on PGlite (product.md D12 "Guest profiles"): a booking makes its
// guest; who finds and opens which guest; tags, allergies and notes with
// their audit entries; the diary's glance; a merge and its exact undo.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantOf } from '../../contract/london-time.ts';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { auditLog, bookings, guestEmails, guests } from '../db/schema.ts';
import { isDomainError } from '../domain/domain-error.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { guestIdOf } from './guest-identity.ts';
import { UNDO_LATER_FIRST } from './guest-merge.ts';

const BATH = '1002';
const LEEDS = '1023';
/** A fixed day to count from, so the test books the same dates whatever day it runs (decision 032). */
const FROM = '2031-03-03';
let t: TestApp;
let day: string;
type Who = 'admin' | 'bathManager' | 'leedsManager' | 'bathHost' | 'marketing';
const who = {} as Record<Who, StaffMember>;

async function book(storeId: string, date: string, time: string, customer: Record<string, unknown>) {
  const body = bookingBody(date, time);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/booking/create/${storeId}`,
    headers: await t.headers(),
    payload: { ...body, customer: { ...(body.customer as object), ...customer } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { storeId, date };
}

/** The status the day's service gave the booking (the lifecycle's own tests cover how it gets there). */
const setStatus = (at: { storeId: string; date: string }, status: 'no-show' | 'completed') =>
  // eslint-disable-next-line mesa/bookings-written-by-the-engine -- a past day's outcome, set as a fixture
  t.services.database.db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.storeId, at.storeId), eq(bookings.date, at.date)));

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (isDomainError(e) ? e.kind : e),
  );

const NORA = guestIdOf('nora@example.com');
const WORK = guestIdOf('nora.work@example.com');
const LEO = guestIdOf('leo@example.com');

beforeAll(async () => {
  const probe = await createTestApp();
  const bath = (await probe.services.content.restaurantByStoreId(BATH))!;
  await probe.close();
  day = plainDate(bath, 0, { from: FROM, weekdays: [2, 3, 4], bookableAt: ['12:30', '19:00'] });
  const clock = instantOf(addDays(day, -3), 9 * 60);
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock: () => clock });
  const accounts: [Who, string, StaffMember['role'], string[]][] = [
    ['admin', 'Ada Admin', 'chain-admin', []],
    ['bathManager', 'Max Manager', 'manager', ['bath']],
    ['leedsManager', 'Lee Manager', 'manager', ['leeds']],
    ['bathHost', 'Hal Host', 'host', ['bath']],
    ['marketing', 'Mia Marketing', 'marketing', []],
  ];
  for (const [key, name, role, restaurants] of accounts) {
    const member = await signedInStaff(t.services, { email: `${key.toLowerCase()}@staff.example`, name, role, restaurants });
    who[key] = (await t.services.staff.currentStaff(member.token))!.staff;
  }
  const first = await book(BATH, day, '19:00', {
    firstName: 'Nora',
    lastName: 'Nut',
    email: 'Nora@Example.com',
    phoneNumber: '07700 900451',
  });
  const second = await book(BATH, addDays(day, 1), '19:00', { firstName: 'Nora', lastName: 'Nut', email: 'nora@example.com' });
  await book(BATH, addDays(day, 2), '19:00', { firstName: 'Nora', lastName: 'Nut', email: 'nora.work@example.com' });
  await book(LEEDS, day, '19:00', { firstName: 'Leo', lastName: 'Leeds', email: 'leo@example.com' });
  await setStatus(first, 'completed');
  await setStatus(second, 'no-show');
});
afterAll(() => t.close());

describe('a guest is made with their first booking', () => {
  it('once per address, whatever its case, with the id derived from it (decision 044)', async () => {
    const db = t.services.database.db;
    expect(await db.select().from(guestEmails).where(eq(guestEmails.guestId, NORA))).toEqual([
      { email: 'nora@example.com', guestId: NORA },
    ]);
    const [nora] = await db.select().from(guests).where(eq(guests.id, NORA));
    expect(nora).toMatchObject({ displayName: 'Nora Nut', phone: '07700900451', mergedInto: null });
  });
});

describe('a group enquiry meets a guest too', () => {
  it('makes the profile of a new address, and the chain admin finds it', async () => {
    await t.services.crm.groups.send({
      storeId: BATH,
      venue: 'Bath',
      bookingType: 'Birthday',
      covers: 12,
      date: addDays(day, 20),
      time: '19:00',
      until: '22:00',
      email: 'Gina.Group@example.com',
      firstName: 'Gina',
      lastName: 'Group',
      telephoneNumber: '07700900452',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
    } as Parameters<typeof t.services.crm.groups.send>[0]);
    const found = await t.services.guests.search(who.admin, 'gina.group@example.com');
    expect(found.map((g) => g.id)).toEqual([guestIdOf('gina.group@example.com')]);
  });
});

describe('who finds and opens a guest', () => {
  it('a chain admin and marketing find anyone by name, e-mail or phone', async () => {
    const names = async (w: Who, q: string) => (await t.services.guests.search(who[w], q)).map((g) => g.id).sort();
    expect(await names('admin', 'nora nut')).toEqual([WORK, NORA].sort());
    expect(await names('marketing', 'LEO@example')).toEqual([LEO]);
    expect(await names('admin', '900451')).toEqual([NORA]);
  });

  it('a manager finds only guests of their restaurants, and opens no other (404)', async () => {
    expect((await t.services.guests.search(who.bathManager, '')).map((g) => g.id)).not.toContain(LEO);
    expect(await t.services.guests.search(who.leedsManager, 'nora')).toEqual([]);
    expect(await refusal(t.services.guests.profile(who.leedsManager, NORA))).toBe('not-found');
    expect(await refusal(t.services.guests.profile(who.bathManager, LEO))).toBe('not-found');
    expect(await refusal(t.services.guests.addTag(who.leedsManager, NORA, 'VIP'))).toBe('not-found');
  });

  it('a host opens no profile: they get the glance only', async () => {
    expect(await t.services.guests.search(who.bathHost, 'nora')).toEqual([]);
    expect(await refusal(t.services.guests.profile(who.bathHost, NORA))).toBe('not-found');
  });

  it('marketing reads a profile and its consent but changes nothing', async () => {
    const profile = await t.services.guests.profile(who.marketing, NORA);
    expect(profile).toMatchObject({ mayEdit: false, mayMerge: true, consent: { known: false, email: false, sms: false } });
    expect(await refusal(t.services.guests.addTag(who.marketing, NORA, 'VIP'))).toBe('not-found');
  });
});

describe('the profile', () => {
  it('lists the visits with their status and counts visits and no-shows', async () => {
    const profile = await t.services.guests.profile(who.bathManager, NORA);
    expect(profile.visits.map((v) => [v.date, v.status, v.storeId])).toEqual([
      [addDays(day, 1), 'no-show', BATH],
      [day, 'completed', BATH],
    ]);
    expect(profile.counts).toEqual({ bookings: 2, visits: 1, noShows: 1, lateCancellations: 0 });
  });

  it('takes tags in one spelling, allergies and notes, each audit-logged', async () => {
    const g = t.services.guests;
    expect(await g.addTag(who.bathManager, NORA, '  Nut   ALLERGY ')).toEqual({ tag: 'nut allergy', added: true });
    expect(await g.addTag(who.bathManager, NORA, 'nut allergy')).toEqual({ tag: 'nut allergy', added: false });
    await g.addTag(who.bathManager, NORA, 'vip');
    expect(await g.setDetails(who.bathManager, NORA, { allergies: 'Peanuts, cashews', dietaryNotes: '' })).toBe(true);
    expect(await g.setDetails(who.bathManager, NORA, { allergies: 'Peanuts, cashews', dietaryNotes: '' })).toBe(false);
    await g.addNote(who.bathManager, NORA, 'Likes the window table');
    const profile = await g.profile(who.admin, NORA);
    expect(profile).toMatchObject({ tags: ['nut allergy', 'VIP'], allergies: 'Peanuts, cashews', mayEdit: true });
    expect(profile.notes).toMatchObject([{ author: 'Max Manager', text: 'Likes the window table' }]);
    const log = await t.services.database.db
      .select({ action: auditLog.action, storeId: auditLog.storeId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'guest'), eq(auditLog.entityId, NORA)));
    expect(log.map((l) => l.action)).toEqual(['tag-added', 'tag-added', 'details', 'note']);
    expect(new Set(log.map((l) => l.storeId))).toEqual(new Set([BATH]));
  });

  it('refuses a tag that is too long as bad input', async () => {
    expect(await refusal(t.services.guests.addTag(who.bathManager, NORA, 'x'.repeat(41)))).toBe('invalid');
  });
});

describe('the diary glance', () => {
  it('gives a host the tags, allergies, visits and no-shows of the day’s guests, by address', async () => {
    const glance = await t.services.guests.glance(who.bathHost, BATH, ['NORA@example.com', 'nobody@example.com', '']);
    expect([...glance.keys()]).toEqual(['nora@example.com']);
    expect(glance.get('nora@example.com')).toEqual({
      guestId: NORA,
      tags: ['nut allergy', 'VIP'],
      allergies: 'Peanuts, cashews',
      visits: 1,
      noShows: 1,
    });
  });

  it('gives nothing at a restaurant the member does not work', async () => {
    expect((await t.services.guests.glance(who.bathHost, LEEDS, ['leo@example.com'])).size).toBe(0);
  });
});

describe('merging duplicates', () => {
  it('moves the other’s addresses, bookings and tags, and an undo puts back exactly those', async () => {
    const g = t.services.guests;
    await g.addTag(who.admin, WORK, 'regular');
    await g.addTag(who.admin, WORK, 'VIP');
    await g.setDetails(who.admin, WORK, { allergies: 'Shellfish', dietaryNotes: 'No pork' });
    const mergeId = await g.merge(who.admin, NORA, WORK);
    const merged = await g.profile(who.admin, NORA);
    expect(merged.emails).toEqual(['nora.work@example.com', 'nora@example.com']);
    expect(merged.counts.bookings).toBe(3);
    expect(merged.tags).toEqual(['nut allergy', 'VIP', 'regular']);
    expect(merged.allergies).toBe('Peanuts, cashews; Shellfish');
    expect((await g.search(who.admin, 'nora')).map((s) => s.id)).toEqual([NORA]);
    expect(await refusal(g.merge(who.admin, NORA, WORK))).toBe('refused');

    const undone = await g.undoMerge(who.admin, NORA, mergeId);
    expect(undone).toBe(WORK);
    const kept = await g.profile(who.admin, NORA);
    expect(kept.emails).toEqual(['nora@example.com']);
    expect(kept.tags).toEqual(['nut allergy', 'VIP']);
    expect(kept.allergies).toBe('Peanuts, cashews');
    expect(kept.merges).toMatchObject([{ id: mergeId, mergedId: WORK, undone: true }]);
    const back = await g.profile(who.admin, WORK);
    expect(back).toMatchObject({ emails: ['nora.work@example.com'], tags: ['VIP', 'regular'], allergies: 'Shellfish', mergedInto: null });
    expect(await refusal(g.undoMerge(who.admin, NORA, mergeId))).toBe('not-found');
  });

  it('undoes only the latest merge into a guest first', async () => {
    const g = t.services.guests;
    const first = await g.merge(who.admin, NORA, WORK);
    const second = await g.merge(who.admin, NORA, LEO);
    await expect(g.undoMerge(who.admin, NORA, first)).rejects.toThrow(UNDO_LATER_FIRST);
    await g.undoMerge(who.admin, NORA, second);
    await g.undoMerge(who.admin, NORA, first);
    expect((await g.profile(who.admin, NORA)).emails).toEqual(['nora@example.com']);
  });

  it('is not a manager’s to do', async () => {
    expect(await refusal(t.services.guests.merge(who.bathManager, NORA, WORK))).toBe('not-found');
  });
});
