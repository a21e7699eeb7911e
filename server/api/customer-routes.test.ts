// product.md §7 Customer and Other: sign-up (never revealing a member), preferences
// with birthDate in seconds, interests, occasion dates; and marketing mail
// that arrives with a one-click unsubscribe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, signUps } from '../db/schema.ts';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createSmtpTransport } from '../mail/smtp-transport.ts';
import { silentLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { mailHtmlProblems } from '../mail/templates/read-mail-html.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let bath: { storeId: string };
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, PUBLIC_URL: 'https://www.casalumbre.example' });
  k = kit(t);
  bath = (await k.get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
});
afterAll(() => t.close());

const signUp = (email: string, change: Record<string, unknown> = {}) =>
  k.submit('/api/signup', {
    emailAddress: email,
    favouriteRestaurant: bath.storeId,
    firstName: 'Ana',
    phoneNumber: '07700 900123',
    acceptTerms: true,
    acceptSMSTerms: false,
    birthday: { day: 29, month: 2 },
    ...change,
  });
const guidOf = async (email: string) =>
  (await t.services.database.db.select().from(customers).where(eq(customers.email, email)))[0]?.guid ?? '';

describe('POST /api/signup', () => {
  it('creates the customer and sends a welcome e-mail with a preferences link and a one-click unsubscribe', async () => {
    const res = await signUp('New@Example.com');
    expect(res.json()).toEqual({ success: true, data: { message: 'Thanks for joining! Look out for our welcome e-mail.' } });
    const guid = await guidOf('new@example.com');
    const [row] = await t.services.database.db.select().from(customers).where(eq(customers.guid, guid));
    expect(row).toMatchObject({ firstName: 'Ana', birthDate: '1904-02-29', favRestaurantCode: bath.storeId });
    expect(await t.services.crm.customers.subscription(guid)).toEqual({ subscribed: true });
    const mail = (await k.mail()).filter((m) => m.to === 'new@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Welcome to the Casa Lumbre club');
    expect(mail[0]?.text).toContain(`https://www.casalumbre.example/preferences/${guid}/`);
    expect(mail[0]?.text).toContain(`https://www.casalumbre.example/unsubscribe/${guid}/`);
    expect(mail[0]?.headers).toEqual({
      'List-Unsubscribe': `<https://www.casalumbre.example/unsubscribe/${guid}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers a repeated e-mail exactly as a new one, and keeps one customer', async () => {
    const first = await signUp('twice@example.com', { firstName: 'First' });
    const second = await signUp('TWICE@example.com', { firstName: 'Impostor', phoneNumber: '01225 000000' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const rows = await t.services.database.db.select().from(customers).where(eq(customers.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'First', phoneNumber: '07700 900123' }); // nothing overwritten
    expect(await t.services.database.db.select().from(signUps).where(eq(signUps.customerGuid, rows[0]!.guid))).toHaveLength(2);
    const subjects = (await k.mail()).filter((m) => m.to === 'twice@example.com').map((m) => m.subject);
    expect(subjects).toEqual(['Welcome to the Casa Lumbre club', 'You are already in the Casa Lumbre club']);
  });

  it.each([
    [{ acceptTerms: false }, 'acceptTerms', 'Please accept the terms and conditions'],
    [{ favouriteRestaurant: '99999' }, 'favouriteRestaurant', 'Please choose your favourite restaurant'],
    [{ birthday: { day: 31, month: 6 } }, 'birthday.day', 'June has only 30 days'],
  ])('answers 400 naming the field for %j', async (change, field, message) => {
    const res = await signUp('bad@example.com', change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, field, message });
  });
});

describe('preferences', () => {
  it('loads them with birthDate in seconds since the epoch, and saves them', async () => {
    await signUp('prefs@example.com', { birthday: { day: 14, month: 3, year: 1990 } });
    const guid = await guidOf('prefs@example.com');
    const loaded = (await k.post(`/api/exponea/getcustomerpreferences/${guid}`, {})).json().data;
    expect(loaded).toMatchObject({
      guid,
      message: 'Success',
      firstName: 'Ana',
      birthDate: 637_372_800,
      websiteSmsOptIn: false,
      occasionDates: [],
    });
    expect(loaded.interests.length).toBeGreaterThan(0);
    expect(loaded.interests.every((i: { checked: boolean }) => !i.checked)).toBe(true);

    const only = (await k.post(`/api/exponea/getcustomerpreferences/${guid}`, { attributes: ['firstName', 'birthDate'] })).json().data;
    expect(only).toEqual({ guid, message: 'Success', firstName: 'Ana', birthDate: 637_372_800 });

    const saved = await k.post('/api/exponea/updateCustomerPreferences', {
      guid,
      firstName: 'Anabel',
      phoneNumber: '01225 123456',
      favRestaurantCode: bath.storeId,
      birthDate: Date.UTC(1904, 6, 5) / 1000,
      websiteSmsOptIn: true,
    });
    expect(saved.json()).toEqual({ success: true, data: { message: 'Success' } });
    const choices = await k.post('/api/exponea/updateCustomerChoices', {
      guid,
      interests: [
        { id: 'cocktails', checked: true },
        { name: 'Live sport', checked: true },
        { id: 'wine', checked: false },
      ],
    });
    expect(choices.json().data.message).toBe('Success');
    const after = (await k.post(`/api/exponea/getcustomerpreferences/${guid}`, null)).json().data;
    expect(after).toMatchObject({ firstName: 'Anabel', birthDate: Date.UTC(1904, 6, 5) / 1000, websiteSmsOptIn: true });
    expect(after.interests.filter((i: { checked: boolean }) => i.checked).map((i: { id: string }) => i.id)).toEqual(['cocktails', 'sport']);
  });

  it("answers 'not found' (404) for a guid that matches nobody", async () => {
    const nobody = '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f';
    expect((await k.post(`/api/exponea/getcustomerpreferences/${nobody}`, {})).json()).toEqual({ success: false, message: 'not found' });
    const res = await k.post('/api/exponea/updateCustomerPreferences', {
      guid: nobody,
      firstName: 'A',
      phoneNumber: '01225 123456',
      favRestaurantCode: bath.storeId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('not found');
  });

  it.each([
    ['/api/exponea/getcustomerpreferences/not-a-guid', {}, 'guid'],
    ['/api/exponea/updateCustomerPreferences', { guid: 'x' }, 'guid'],
    ['/api/exponea/updateCustomerChoices', { guid: '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f', interests: 'all' }, 'interests'],
  ])('answers 400 naming the field: %s', async (url, body, field) => {
    const res = await k.post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, message: expect.stringMatching(/\S/) });
  });

  it('rejects an interest that is not on offer', async () => {
    await signUp('choosy@example.com');
    const res = await k.post('/api/exponea/updateCustomerChoices', {
      guid: await guidOf('choosy@example.com'),
      interests: [{ id: 'knitting', checked: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, field: 'interests', message: 'Unknown interest knitting' });
  });

  it('replaces occasion dates and returns them', async () => {
    await signUp('dates@example.com');
    const guid = await guidOf('dates@example.com');
    const dates = [
      { name: 'Our anniversary', date: '2015-06-20' },
      { name: "Mum's birthday", date: '1960-11-02' },
    ];
    const res = await k.post('/api/exponea/updateOccasionDates', { guid, occasionDates: dates });
    expect(res.json()).toEqual({ success: true, data: { message: 'Success', occasionDates: dates } });
    await k.post('/api/exponea/updateOccasionDates', { guid, occasionDates: dates.slice(1) });
    expect((await k.post(`/api/exponea/getcustomerpreferences/${guid}`, {})).json().data.occasionDates).toEqual(dates.slice(1));
  });
});

describe('marketing mail delivery', () => {
  it('arrives at a real SMTP server with the one-click unsubscribe headers and a branded HTML part, exactly once', async () => {
    const sink = await startSmtpSink(2900 + (process.pid % 90));
    await signUp('inbox@example.com');
    const worker = createOutboxWorker({
      db: t.services.database.db,
      transports: { mail: createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, 'Casa Lumbre <hello@casalumbre.example>') },
      now: () => new Date(Date.now() + 5000),
      log: silentLogger(),
    });
    await worker.runOnce();
    await worker.runOnce();
    const mine = sink.messages.filter((m) => m.to === 'inbox@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mine[0]?.headers['list-unsubscribe']).toMatch(/^<https:\/\/www\.casalumbre\.example\/unsubscribe\/[0-9a-f-]{36}\/>$/);
    // Both parts survive the trip (product.md D7): the HTML, as the sink parsed it out of the MIME message, is the branded one.
    expect(mine[0]!.text).toContain('Casa Lumbre');
    expect(mailHtmlProblems(mine[0]!.html)).toEqual([]);
    await worker.stop();
    await sink.close();
  });
});

describe('one-click unsubscribe', () => {
  it('unsubscribes and subscribes again by guid, and a later sign-up subscribes again', async () => {
    await signUp('leaving@example.com');
    const guid = await guidOf('leaving@example.com');
    const { customers: crm } = t.services.crm;
    expect(await crm.setSubscribed(guid, false)).toBe(true);
    expect(await crm.subscription(guid)).toEqual({ subscribed: false });
    await signUp('leaving@example.com');
    expect(await crm.subscription(guid)).toEqual({ subscribed: true });
    // Back after unsubscribing: the welcome e-mail again, not "already a member".
    expect((await k.mail()).filter((m) => m.to === 'leaving@example.com').map((m) => m.subject)).toEqual([
      'Welcome to the Casa Lumbre club',
      'Welcome to the Casa Lumbre club',
    ]);
    expect(await crm.setSubscribed('6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f', false)).toBe(false);
  });
});
