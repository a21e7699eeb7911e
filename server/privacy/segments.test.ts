// product.md D12 "Marketing lists": a segment counts and exports only people whose
// e-mail consent is "yes" now. Someone who unsubscribed a minute ago is in no
// count and no file, whatever older ticks their bookings carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { consentHistory } from '../consent/consent.ts';
import { segmentCount, segmentCsv, segmentMembers } from './segments.ts';

const START = Date.parse('2027-03-10T12:00:00Z');
let clockMs = START;
const clock = () => new Date(clockMs);
let t: TestApp;
const BATH = '1002';
const BIRMINGHAM = '1004';

const signUp = (emailAddress: string, over: { favouriteRestaurant?: string; month?: number; sms?: boolean; firstName?: string } = {}) =>
  t.services.crm.signUps.signUp({
    emailAddress,
    favouriteRestaurant: over.favouriteRestaurant ?? BATH,
    firstName: over.firstName ?? 'Ana',
    phoneNumber: '07700900123',
    acceptTerms: true,
    acceptSMSTerms: over.sms ?? false,
    birthday: { day: 14, month: over.month ?? 6 },
  });

const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

describe('segments and consent', () => {
  it('counts and exports only people who consent now; an unsubscribe a minute ago takes them out', async () => {
    const ana = await signUp('ana@example.com', { month: 6 });
    await signUp('bea@example.com', { month: 6, favouriteRestaurant: BIRMINGHAM });
    await signUp('cai@example.com', { month: 7 });
    clockMs += 60 * 60_000;
    expect(await segmentCount(db(), {}, clock())).toBe(3);
    expect(await segmentCount(db(), { birthdayMonth: 6 }, clock())).toBe(2);
    expect(await segmentCount(db(), { birthdayMonth: 6, favouriteRestaurant: BATH }, clock())).toBe(1);

    expect(await t.services.crm.customers.setSubscribed(ana, false, 'unsubscribe button')).toBe(true);
    clockMs += 60_000;
    const members = await segmentMembers(db(), { birthdayMonth: 6 }, clock());
    expect(members.map((m) => m.email)).toEqual(['bea@example.com']);
    const csv = segmentCsv(await segmentMembers(db(), {}, clock()), (id) => (id === BATH ? 'Bath' : 'Birmingham'));
    expect(csv).not.toContain('ana@example.com');
    expect(csv.split('\r\n')[0]).toBe('E-mail,First name,Favourite restaurant,Birthday (month-day),Visits,Last visit,Consent since');
  });

  it('records when, where and how, newest first, and a later sign-up grants again', async () => {
    const history = await consentHistory(db(), 'ana@example.com');
    expect(history.map((e) => [e.channel, e.granted, e.source, e.method])).toEqual([
      ['email', false, 'unsubscribe page', 'unsubscribe button'],
      ['email', true, 'sign-up', 'signed up and accepted the terms'],
    ]);
    clockMs += 60_000;
    await signUp('ana@example.com', { sms: true });
    expect(await segmentCount(db(), { favouriteRestaurant: BATH }, clock())).toBe(2);
    const newest = (await consentHistory(db(), 'ana@example.com')).slice(0, 2);
    expect(newest.map((e) => e.channel).sort()).toEqual(['email', 'sms']);
    // The guest profile reads the same events (decision 045), history and all.
    const admin = {
      id: 'staff-admin',
      email: 'admin@example.com',
      name: 'Ada',
      role: 'chain-admin' as const,
      disabled: false,
      restaurants: [],
    };
    const [guest] = await t.services.guests.search(admin, 'ana@example.com');
    const profile = await t.services.guests.profile(admin, guest!.id);
    expect(profile.consent).toMatchObject({ known: true, email: true, sms: true });
    expect(profile.consent.history).toHaveLength(4);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    await signUp('dee@example.com', { firstName: 'Dee' });
    const members = (await segmentMembers(db(), {}, clock())).map((m) =>
      m.email === 'dee@example.com' ? { ...m, firstName: '=HYPERLINK("x")' } : m,
    );
    expect(segmentCsv(members, () => 'Bath')).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
