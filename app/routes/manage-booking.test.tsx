// The signed manage link (decision 041): the loader shows the
// booking the token names; cancelling takes a confirmation step with an
// optional reason; changing asks for the free times on a date and moves the
// booking to one; what the booking service refuses (a link it did not sign, a
// booking already started, a time just taken) is a message on the page. Runs
// the real route module through React Router's static handler (what the
// server runtime calls for a document request, so this is the page without
// JavaScript), with the booking service reduced to the calls the route makes;
// the service itself is tested in server/booking/booking-cancel.test.ts and
// booking-change.test.ts.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
  type ActionFunction,
  type AppLoadContext,
  type LoaderFunction,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { partyRefusal, partyVerdict, type ChangeBounds, type ChangeRequest, type ManageDetails } from '../../contract/booking-change.ts';
import { SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import ManageBooking, { action, loader } from './manage-booking.tsx';

/** The services' DomainError as the page build sees it: another copy of the class, same name and kind. */
class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const INVALID_LINK = 'This booking link is not valid. Please use the link in your confirmation e-mail.';
const STARTED = 'This booking has already started, so it cannot be cancelled online. Please contact the restaurant.';

/** token → booking, for the links we signed. */
const bookings = new Map<string, ManageDetails>();
let cancels: { token: string; reason: string | null | undefined }[] = [];
let changes: { token: string; req: Omit<ChangeRequest, 'token'> }[] = [];
let confirms: string[] = [];
/** Times taken by someone else between the search and the post. */
const taken = new Set<string>();
beforeEach(() => {
  cancels = [];
  changes = [];
  confirms = [];
  taken.clear();
});
const lookUp = (token: string) => {
  const found = bookings.get(token);
  if (!found) throw new DomainError('not-found', INVALID_LINK);
  if (token === 'broken.db') throw new Error('connection refused');
  return found;
};
const context = {
  services: {
    booking: {
      manageDetails: async (token: string) => lookUp(token),
      async cancel(token: string, reason?: string | null) {
        cancels.push({ token, reason });
        const found = lookUp(token);
        if (!found.canCancel && found.status !== 'cancelled') throw new DomainError('refused', STARTED);
        bookings.set(token, { ...found, status: 'cancelled', canCancel: false, change: null, ics: null });
        return found;
      },
      async confirmAttendance(token: string) {
        confirms.push(token);
        return lookUp(token);
      },
      async changeTimes(token: string, q: { date: string; guests: number }) {
        const { change } = lookUp(token);
        // As the service answers (booking-change.ts assertGuests): outside the range is invalid, a card or request size refused.
        const refusal = change && partyRefusal(change, q.guests);
        if (change && refusal)
          throw new DomainError(partyVerdict(change, q.guests) === 'outside' ? 'invalid' : 'refused', refusal, 'guests');
        return {
          ...q,
          times: q.date === '2026-12-25' ? [] : ['18:00', '19:00', '19:30'],
          message: q.date === '2026-12-25' ? 'Closed' : '',
        };
      },
      async change(token: string, req: Omit<ChangeRequest, 'token'>) {
        changes.push({ token, req });
        const found = lookUp(token);
        if (taken.has(req.time)) return { outcome: 'slot-taken' };
        bookings.set(token, { ...found, date: req.bookingDate, time: req.time, covers: req.adults + req.children });
        return { outcome: 'changed', booking: found };
      },
    },
  },
  cspNonce: 'n',
} as unknown as AppLoadContext;

const handler = createStaticHandler([
  {
    id: 'manage-booking',
    path: '/manage-booking/',
    loader: loader as unknown as LoaderFunction,
    action: action as unknown as ActionFunction,
    Component: UNSAFE_withComponentProps(ManageBooking as unknown as Parameters<typeof UNSAFE_withComponentProps>[0]),
  },
]);

async function request(search: string, init: RequestInit = {}) {
  const result = await handler.query(new Request(`https://www.casalumbre.example/manage-booking/${search}`, init), {
    requestContext: context,
  });
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), html: '', errors: null };
  const html = result.errors
    ? ''
    : decode(renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />));
  return { status: result.statusCode, location: null, html, errors: result.errors };
}

const post = (search: string, fields: Record<string, string>) =>
  request(search, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Coventry's dinner as the service bounds it: the modal's 1 to 20, a card from 8 (none on file), groups from 21. */
const BOUNDS: ChangeBounds = {
  firstDate: '2026-11-01',
  lastDate: '2027-01-30',
  minGuests: 1,
  maxGuests: 20,
  onlineUpTo: 20,
  cardFrom: 8,
  groupFrom: 21,
  occasionId: 'dinner',
};

let n = 0;
function booking(overrides: Partial<ManageDetails> = {}): { token: string; search: string; booking: ManageDetails } {
  const token = `b${++n}.signature`;
  const b: ManageDetails = {
    bookingReference: `CL-${1000 + n}`,
    bookingType: 'booking',
    status: 'confirmed',
    storeId: '1002',
    restaurant: 'Casa Lumbre Bath',
    date: '2026-12-02',
    time: '19:00',
    covers: 2,
    adults: 2,
    children: 0,
    firstName: 'Ana',
    extras: [],
    canCancel: true,
    occasionName: 'Birthday',
    areaName: 'Bar',
    menuName: 'Set menu',
    specialRequest: 'A quiet corner, please',
    place: { address: { line1: '3 Milsom Place', town: 'Bath', postcode: 'BA1 1BZ' }, phone: '01225 123 456', lat: 51.3837, lng: -2.3616 },
    ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    depositOnCancel: null,
    changeRefusal: null,
    change: BOUNDS,
    ...overrides,
  };
  bookings.set(token, b);
  return { token, search: `?token=${encodeURIComponent(token)}`, booking: b };
}
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe('/manage-booking/ from a reminder (decision 038)', () => {
  it('the Confirm link asks for a press: opening it (as a mail scanner does) records nothing', async () => {
    const { token, search } = booking();
    const page = await request(`${search}&step=confirm`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Are you still coming to Casa Lumbre Bath on Wednesday, 2 December 2026 at 19:00?');
    expect(page.html).toMatch(
      /<form[^>]*method="post"[^>]*><input type="hidden" name="token"[^>]*\/><button type="submit" value="confirm"[^>]*name="intent">Yes, I’m coming<\/button><\/form>/,
    );
    expect(page.html).toContain(`name="token" value="${token}"`);
    expect(confirms).toEqual([]);
  });

  it('records the answer on the press, then thanks the diner without asking again', async () => {
    const { token, search } = booking();
    const done = await post(`${search}&step=confirm`, { token, intent: 'confirm' });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/manage-booking/?token=${encodeURIComponent(token)}&done=confirmed`);
    expect(confirms).toEqual([token]);
    const after = await request(`${search}&step=confirm&done=confirmed`);
    expect(after.html).toContain('Thank you for confirming. We look forward to seeing you.');
    expect(after.html).not.toContain('Yes, I’m coming');
  });

  it('offers no Confirm step for a booking that is over or only requested', async () => {
    const cancelled = booking({ status: 'cancelled', canCancel: false, change: null });
    expect((await request(`${cancelled.search}&step=confirm`)).html).not.toContain('Yes, I’m coming');
    const requested = booking({ status: 'requested' });
    expect((await request(`${requested.search}&step=confirm`)).html).not.toContain('Yes, I’m coming');
  });
});

describe('/manage-booking/', () => {
  it('shows the booking the signed link names, with its calendar file and the first Cancel step', async () => {
    const { token, search, booking: b } = booking();
    const page = await request(search);
    expect(page.status).toBe(200);
    for (const text of [
      b.bookingReference,
      'Casa Lumbre Bath',
      'Wednesday, 2 December 2026',
      '19:00',
      '2 guests',
      'Birthday',
      'Bar',
      'Set menu',
    ]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain('A quiet corner, please');
    expect(page.html).toContain('Status: confirmed.');
    expect(page.html).toMatch(/<a[^>]*href="data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR[^"]*"[^>]*>Add to calendar<\/a>/);
    // The first press is a GET to the confirmation step: a visit (or a mail scanner) cancels nothing.
    expect(page.html).toMatch(/<button type="submit" value="cancel"[^>]*name="step">Cancel this booking<\/button>/);
    expect(page.html).toContain(`name="token" value="${token}"`);
    expect(page.html).not.toContain('Yes, cancel the booking');
    expect(cancels).toEqual([]);
  });

  it('says where the restaurant is: its address, a map link, directions and its phone as a tel: link (product.md D14)', async () => {
    const { search } = booking();
    const page = await request(search);
    expect(page.html).toContain('<dt>Address</dt><dd>3 Milsom Place, Bath, BA1 1BZ<br/>');
    expect(page.html).toMatch(
      /<a href="https:\/\/www.openstreetmap.org\/\?mlat=51.3837&mlon=-2.3616#map=17\/51.3837\/-2.3616" target="_blank" rel="noopener noreferrer">View on a map<\/a>/,
    );
    expect(page.html).toContain('href="https://www.openstreetmap.org/directions?to=51.3837%2C-2.3616"');
    expect(page.html).toContain('<dt>Phone</dt><dd><a href="tel:01225123456">01225 123 456</a></dd>');
  });

  it('asks for confirmation, with an optional reason, before cancelling', async () => {
    const { search } = booking();
    const page = await request(`${search}&step=cancel`);
    expect(page.html).toContain('Cancel your booking at Casa Lumbre Bath on Wednesday, 2 December 2026 at 19:00?');
    expect(page.html).toMatch(/<h2 id="cancel-heading" tabindex="-1">/);
    expect(page.html).toMatch(/<label for="cancel-reason"[^>]*>Reason \(optional\)<\/label>/);
    expect(page.html).toMatch(/<textarea id="cancel-reason" name="reason"[^>]*maxLength="500"/);
    expect(page.html).toMatch(/<button type="submit" value="cancel"[^>]*name="intent">Yes, cancel the booking<\/button>/);
    expect(page.html).toMatch(/<button type="submit" form="keep-booking"[^>]*>Keep my booking<\/button>/);
    expect(page.html).toMatch(/<form id="keep-booking"[^>]*method="get">/); // back to the booking, cancelling nothing
    expect(page.html).not.toContain('your deposit');
    expect(cancels).toEqual([]);
  });

  it('says what cancelling does with a deposit before the diner confirms (decision 049)', async () => {
    const kept = 'As it is less than 24 hours before your booking, the restaurant keeps your deposit of £120.00 if you cancel.';
    const { search } = booking({ depositOnCancel: kept });
    expect(decode((await request(`${search}&step=cancel`)).html)).toContain(kept);
  });

  it('cancels on the confirmation with the reason, then shows the booking as cancelled, without the buttons', async () => {
    const { token, search } = booking();
    const done = await post(`${search}&step=cancel`, { token, intent: 'cancel', reason: '  Plans changed  ' });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/manage-booking/?token=${encodeURIComponent(token)}&done=cancelled`);
    expect(cancels).toEqual([{ token, reason: 'Plans changed' }]);
    const after = await request(`${search}&done=cancelled`);
    expect(after.html).toMatch(/<p role="status" tabindex="-1"[^>]*>Your booking is cancelled\./);
    expect(after.html).toContain('This booking is cancelled. We hope to see you another time.');
    expect(after.html).not.toContain('Cancel this booking');
    expect(after.html).not.toContain('Add to calendar');
  });

  it('refuses a reason over 500 characters with the error linked to the field, and cancels nothing', async () => {
    const { token, search } = booking();
    const page = await post(`${search}&step=cancel`, { token, intent: 'cancel', reason: 'x'.repeat(501) });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/aria-describedby="cancel-reason-hint cancel-reason-error" aria-invalid="true"/);
    expect(page.html).toContain('id="cancel-reason-error"');
    expect(page.html).toContain('500 characters or fewer');
    expect(cancels).toEqual([]);
  });

  it('shows the service’s message when the booking has already started, and the booking still', async () => {
    const { token, search, booking: b } = booking({ canCancel: false, change: null, changeRefusal: 'Started' });
    expect((await request(search)).html).not.toContain('Cancel this booking');
    const refused = await post(search, { token, intent: 'cancel' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(b.bookingReference);
  });

  it('lists the free times for a new date and party, and moves the booking to the one chosen', async () => {
    const { token, search } = booking();
    const form = await request(search);
    expect(form.html).toMatch(
      /<input id="change-date" type="date" required="" min="2026-11-01" max="2027-01-30"[^>]*name="date" value="2026-12-02"/,
    );
    expect(form.html).toMatch(/<select id="change-guests" name="guests"/);
    // product.md D14: the modal's parties, and its pointer for groups.
    expect(form.html).toContain('<option value="20">20</option>');
    expect(form.html).not.toContain('<option value="21">');
    expect(form.html).toMatch(/21 or more guests\? <a href="\/work-parties\/#groups-form">Send a group booking enquiry<\/a>/);

    const found = await request(`${search}&date=2026-12-03&guests=4`);
    expect(found.html).toContain('Times on Thursday, 3 December 2026 for 4 guests');
    expect(found.html).toMatch(/<input type="radio" required="" name="time" value="19:30"/);

    const moved = await post(`${search}&date=2026-12-03&guests=4`, {
      token,
      intent: 'change',
      date: '2026-12-03',
      guests: '4',
      time: '19:30',
    });
    expect(moved.status).toBe(302);
    expect(moved.location).toContain('done=changed');
    expect(changes).toEqual([{ token, req: { bookingDate: '2026-12-03', time: '19:30', adults: 4, children: 0 } }]);
    const after = await request(`${search}&done=changed`);
    expect(after.html).toContain('Your booking is changed. We have e-mailed you the new details.');
    expect(after.html).toContain('Thursday, 3 December 2026 at 19:30');
  });

  it('says when the time was just taken (product.md §8 status 9), with a 409, and keeps the booking', async () => {
    const { token, search } = booking();
    taken.add('18:00');
    const lost = await post(`${search}&date=2026-12-03&guests=2`, {
      token,
      intent: 'change',
      date: '2026-12-03',
      guests: '2',
      time: '18:00',
    });
    expect(lost.status).toBe(409);
    expect(lost.html).toContain(SLOT_TAKEN_MESSAGE);
    expect(lost.html).toMatch(/<fieldset[^>]*aria-describedby="change-time-error"/);
    expect(lost.html).toContain('Wednesday, 2 December 2026 at 19:00');
  });

  it('shows why a date or party has no times, linked to the field', async () => {
    const { search } = booking();
    expect((await request(`${search}&date=2026-12-25&guests=2`)).html).toContain('Closed');
    const tooMany = await request(`${search}&date=2026-12-03&guests=25`);
    expect(tooMany.html).toMatch(/aria-describedby="change-guests-hint change-guests-error" aria-invalid="true"/);
    expect(tooMany.html).toContain('Please choose between 1 and 20 guests');
    const noDate = await request(`${search}&date=&guests=2`);
    expect(noDate.html).toMatch(/id="change-date"[^>]*aria-describedby="change-date-error" aria-invalid="true"/);
  });

  it('keeps a party that needs a card the booking lacks, and says why and how to call (product.md D14)', async () => {
    const { search } = booking();
    const page = await request(`${search}&date=2026-12-03&guests=9`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<option value="9" selected="">9</option>');
    expect(page.html).toMatch(
      /<select id="change-guests" name="guests"[^>]*aria-describedby="change-guests-hint change-guests-error" aria-invalid="true"/,
    );
    expect(page.html).toContain(
      'Tables for 8 or more are held with a card, and this booking was made without one, so it cannot be changed to 9 guests online.',
    );
    expect(page.html).toContain('Call Casa Lumbre Bath on <a href="tel:01225123456">01225 123 456</a>.');
    expect(page.html).not.toContain('Times on');
  });

  it('says a size the occasion takes only as a request cannot be changed online', async () => {
    const { search } = booking({ change: { ...BOUNDS, onlineUpTo: 12, cardFrom: null } });
    const page = await request(`${search}&date=2026-12-03&guests=14`);
    expect(page.html).toContain(
      'For 13 or more guests this occasion takes booking requests only, so this booking cannot be changed to 14 guests online.',
    );
    expect(page.html).toContain('href="tel:01225123456"');
    expect((await request(`${search}&date=2026-12-03&guests=12`)).html).toContain('Times on Thursday, 3 December 2026 for 12 guests');
  });

  it('offers no change for a request, and says why', async () => {
    const refusal = 'A booking request cannot be changed online. Please contact the restaurant.';
    const { search } = booking({ status: 'requested', bookingType: 'enquiry', change: null, changeRefusal: refusal });
    const page = await request(search);
    expect(page.html).not.toContain('Find times');
    expect(page.html).toContain(refusal);
    expect(page.html).toContain('Cancel this booking');
  });

  it('says the link is not valid for a token the service did not sign, on a visit and on a post', async () => {
    for (const page of [
      await request('?token=made-up.signature'),
      await post('?token=made-up.signature', { token: 'made-up.signature' }),
    ]) {
      expect(page.status).toBe(404);
      expect(page.html).toContain(INVALID_LINK);
      expect(page.html).not.toContain('<form');
    }
  });

  it('says the link is not complete without a token', async () => {
    const page = await request('');
    expect(page.status).toBe(400);
    expect(page.html).toContain('This link is not complete. Please use the link in your confirmation e-mail.');
  });

  it('leaves a fault that is not a refusal to the error boundary, never as a message', async () => {
    bookings.set('broken.db', booking().booking);
    const page = await request('?token=broken.db');
    expect(page.status).toBe(500);
    expect(page.errors).toBeTruthy();
  });
});
