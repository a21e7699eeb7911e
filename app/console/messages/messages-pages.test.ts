// The inbox pages' loaders and action against the real console service and a
// throw-away database (product.md D8): a manager reads their restaurant's messages
// and never another's, a host none, a chain admin all with head office's;
// marking a message handled needs the session's CSRF token. The home's counts
// and the bar's links come from the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { contactRequestSchema, groupEnquiryRequestSchema } from '../../../contract/forms.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { bookingBody, plainDate } from '../../../tests/support/booking-helpers.ts';
import { bookingRequestSchema } from '../../../contract/booking.ts';
import { loadConsoleHome, type ConsoleHome } from '../console-home.server.ts';
import { loadConsoleNav } from '../console-nav.server.ts';
import { CSRF_REFUSED, SESSION_COOKIE } from '../console-session.server.ts';
import { loadMessage, updateMessage, type MessageFormResult, type MessagePage } from './message-page.server.ts';
import { loadMessages, MESSAGES_REFUSED, type MessagesPage } from './messages-page.server.ts';
import { settle, statusOf } from '../../../tests/support/page-replies.ts';

const PASSWORD = 'twelve characters at least';
const BATH = '1002';
const LEEDS = '1023';
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, { token: string; csrf: string }> = {};
const ids = { bathContact: '', leedsGroup: '', headOffice: '' };

type Reply<T> = DataWithResponseInit<T> | Response;
const bodyOf = <T>(r: Reply<T>) => (r as DataWithResponseInit<T>).data;

const get = (path: string, who: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` } });
const post = (path: string, who: string, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` },
  });

const list = async (who: string, query = '') =>
  bodyOf((await loadMessages(context, get(`/console/messages/${query}`, who))) as Reply<MessagesPage>).messages;
const open = (who: string, kind: string, messageId: string) =>
  loadMessage(context, get(`/console/messages/${kind}/${messageId}/`, who), { kind, messageId });

const nextYear = `${new Date().getUTCFullYear() + 1}-06-12`;

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role, restaurants] of [
    ['bath@example.com', 'manager', ['bath']],
    ['leeds@example.com', 'manager', ['leeds']],
    ['host@example.com', 'host', ['bath']],
    ['admin@example.com', 'chain-admin', []],
  ] as const) {
    sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants, password: PASSWORD });
  }
  const diner = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phone: '07700 900123' };
  ids.bathContact = await t.services.crm.contact.send(
    contactRequestSchema.parse({
      ...diner,
      message: 'I left my scarf under table 12.\nIt is blue.',
      enquiryType: 'feedback',
      enquiryRestaurant: BATH,
      contactReason: { id: 'visit' },
      contactSubReason: { id: 'service' },
    }),
    'session-bath',
  );
  ids.headOffice = await t.services.crm.contact.send(
    contactRequestSchema.parse({ ...diner, message: 'Do you do gift cards?', enquiryType: 'question', contactReason: { id: 'allergens' } }),
    'session-office',
  );
  ids.leedsGroup = await t.services.crm.groups.send(
    groupEnquiryRequestSchema.parse({
      ...diner,
      storeId: LEEDS,
      venue: 'Leeds',
      bookingType: 'Work party',
      covers: 14,
      date: nextYear,
      time: '19:00',
      until: '23:00',
      telephoneNumber: '07700 900123',
    }),
  );
});
afterAll(() => t.close());

describe('the messages list', () => {
  it('shows a manager their restaurant’s messages only, with the link and London time of each', async () => {
    const rows = await list('bath');
    expect(rows.map((m) => m.id)).toEqual([ids.bathContact]);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      restaurantTitle: expect.stringContaining('Bath'),
      from: 'Ana Silva',
      status: 'new',
      href: `/console/messages/contact/${ids.bathContact}/`,
      receivedLabel: expect.stringMatching(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/),
    });
  });

  it('answers 404 for a restaurant the manager does not read, and for another restaurant’s message', async () => {
    expect(statusOf(await settle(loadMessages(context, get(`/console/messages/?storeId=${LEEDS}`, 'bath'))))).toBe(404);
    expect(statusOf(await settle(open('bath', 'group', ids.leedsGroup)))).toBe(404);
    expect(statusOf(await settle(open('bath', 'contact', ids.headOffice)))).toBe(404);
    expect(statusOf(await settle(open('bath', 'letter', ids.bathContact)))).toBe(404);
  });

  it('gives a chain admin every message, head office’s included', async () => {
    const rows = await list('admin');
    expect(rows.map((m) => m.id).sort()).toEqual([ids.bathContact, ids.headOffice, ids.leedsGroup].sort());
    expect(rows.find((m) => m.id === ids.headOffice)?.restaurantTitle).toBe('Head office');
  });

  it('refuses a host (403), and the host’s bar has no Messages link', async () => {
    const refused = await settle(loadMessages(context, get('/console/messages/', 'host')));
    expect([statusOf(refused), bodyOf(refused as Reply<string>)]).toEqual([403, MESSAGES_REFUSED]);
    expect(statusOf(await settle(open('host', 'contact', ids.bathContact)))).toBe(404);
    expect(await loadConsoleNav(context, get('/console/', 'host'))).toMatchObject({
      showMessages: false,
      diaryHref: `/console/diary/${BATH}/`,
    });
    // A chain admin with no diary used yet: the first restaurant they may see (last-diary.server.ts).
    expect(await loadConsoleNav(context, get('/console/', 'admin'))).toMatchObject({
      showMessages: true,
      diaryHref: '/console/diary/1001/',
    });
    expect(await loadConsoleNav(context, new Request('http://127.0.0.1:3000/console/'))).toBeNull();
  });
});

describe('a message', () => {
  it('shows the diner’s words as written, and the group enquiry’s facts', async () => {
    const contact = bodyOf((await open('bath', 'contact', ids.bathContact)) as Reply<MessagePage>).message;
    expect(contact).toMatchObject({ body: 'I left my scarf under table 12.\nIt is blue.', phone: '07700 900123', attachmentList: [] });
    // The labels the diner chose on the form (content/forms/contact.json), never its codes.
    expect(contact.subject).toBe('A recent visit: Service');
    expect(contact.facts).toContainEqual({ label: 'Enquiry', value: 'Feedback about a visit' });
    expect((await list('admin')).find((m) => m.id === ids.headOffice)?.subject).toBe('Allergens and dietary needs');
    const group = bodyOf((await open('leeds', 'group', ids.leedsGroup)) as Reply<MessagePage>).message;
    expect(group.facts).toEqual(expect.arrayContaining([{ label: 'Guests', value: '14' }]));
  });

  it('refuses an update without the session’s CSRF token (403) and leaves the message new', async () => {
    const path = `/console/messages/contact/${ids.bathContact}/`;
    const params = { kind: 'contact', messageId: ids.bathContact };
    const none = await updateMessage(context, post(path, 'bath', { status: 'handled' }), params);
    expect([statusOf(none), bodyOf(none as Reply<MessageFormResult>).error]).toEqual([403, CSRF_REFUSED]);
    // Another member's token is no better than none.
    const other = await updateMessage(context, post(path, 'bath', { status: 'handled', csrf: sessions.admin!.csrf }), params);
    expect(statusOf(other)).toBe(403);
    expect(bodyOf((await open('bath', 'contact', ids.bathContact)) as Reply<MessagePage>).message.status).toBe('new');
  });

  it('marks a message handled with a note, saying who and when; the lists and the home follow', async () => {
    const before = (await loadConsoleHome(context, get('/console/', 'bath'))) as Reply<ConsoleHome>;
    const bathCard = (bodyOf(before) as Extract<ConsoleHome, { signedIn: true }>).restaurants.find((r) => r.storeId === BATH);
    expect(bathCard).toMatchObject({ newMessages: 1, canEditSettings: true });

    const path = `/console/messages/contact/${ids.bathContact}/`;
    const params = { kind: 'contact', messageId: ids.bathContact };
    const bad = await updateMessage(context, post(path, 'bath', { status: 'done', csrf: sessions.bath!.csrf }), params);
    expect([statusOf(bad), bodyOf(bad as Reply<MessageFormResult>).fieldErrors.status]).toEqual([400, 'The status is new or handled']);

    const saved = await updateMessage(
      context,
      post(path, 'bath', { status: 'handled', note: 'Scarf kept at the bar.', csrf: sessions.bath!.csrf }),
      params,
    );
    expect(bodyOf(saved as Reply<MessageFormResult>)).toEqual({ error: null, fieldErrors: {}, saved: true });
    const message = bodyOf((await open('bath', 'contact', ids.bathContact)) as Reply<MessagePage>).message;
    expect(message).toMatchObject({ status: 'handled', note: 'Scarf kept at the bar.', handledBy: 'bath' });
    expect(message.handledAtLabel).toMatch(/\d{2}:\d{2}$/);

    expect((await list('bath', '?status=handled')).map((m) => m.id)).toEqual([ids.bathContact]);
    expect(await list('bath', '?status=new')).toEqual([]);
    const after = (await loadConsoleHome(context, get('/console/', 'bath'))) as Reply<ConsoleHome>;
    expect((bodyOf(after) as Extract<ConsoleHome, { signedIn: true }>).restaurants[0]?.newMessages).toBe(0);
  });

  it('gives the home no message counts or settings for a host, and a chain admin the count of all', async () => {
    const host = bodyOf((await loadConsoleHome(context, get('/console/', 'host'))) as Reply<ConsoleHome>) as Extract<
      ConsoleHome,
      { signedIn: true }
    >;
    expect(host.restaurants).toEqual([expect.objectContaining({ storeId: BATH, newMessages: null, canEditSettings: false })]);
    expect(host.allNewMessages).toBeNull();
    const admin = bodyOf((await loadConsoleHome(context, get('/console/', 'admin'))) as Reply<ConsoleHome>) as Extract<
      ConsoleHome,
      { signedIn: true }
    >;
    expect(admin.allNewMessages).toBe((await list('admin', '?status=new')).length);
    expect(admin.restaurants.find((r) => r.storeId === LEEDS)?.newMessages).toBe(1);
  });
});

describe('a booking reference in a message', () => {
  it('links to the booking when it is one of the message’s restaurant, and only then', async () => {
    const book = async (storeId: string) => {
      const date = plainDate((await t.services.content.restaurantByStoreId(storeId))!, 3, { bookableAt: ['19:00'] });
      const placed = await t.services.booking.place('booking', storeId, bookingRequestSchema.parse(bookingBody(date, '19:00')));
      if (placed.outcome !== 'placed') throw new Error('not placed');
      return placed.booking.bookingReference;
    };
    const bath = await book(BATH);
    const leeds = await book(LEEDS);
    const id = await t.services.crm.contact.send(
      contactRequestSchema.parse({
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        message: `About ${bath.toLowerCase()}: could we move it? (My friend's is ${leeds}, and 0161-4960 is my number.)`,
        enquiryType: 'question',
        enquiryRestaurant: BATH,
        contactReason: { id: 'booking' },
        contactSubReason: { id: 'special-occasion' },
      }),
      'session-ref',
    );
    const message = bodyOf((await open('bath', 'contact', id)) as Reply<MessagePage>).message;
    expect(message.subject).toBe('A booking: A special occasion');
    const [bathBooking] = await t.services.booking.searchBookings(bath, [BATH], 1);
    expect(message.bookingLinks).toEqual([{ reference: bath, bookingId: bathBooking!.id }]);
  });
});
