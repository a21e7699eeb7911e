// The signed manage link (issue 6): the loader shows the booking the token
// names, the Cancel button posts to the action, and what the booking service
// refuses (a link it did not sign, a booking already started) is a message on
// the page. Runs the real route module through React Router's static handler
// (what the server runtime calls for a document request), with the booking
// service reduced to the two calls the route makes; signing and cancelling are
// tested in server/booking/booking-cancel.test.ts.
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
import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../features/booking/manage-booking.server.ts';
import ManageBooking, { action, loader } from './manage-booking.tsx';

/** The services' DomainError as the page build sees it: another copy of the class, same name and kind. */
class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

const INVALID_LINK = 'This booking link is not valid. Please use the link in your confirmation e-mail.';
const STARTED = 'This booking has already started, so it cannot be cancelled online. Please contact the restaurant.';

/** token → booking, for the links we signed. */
const bookings = new Map<string, ManagedBooking>();
const cancels: string[] = [];
const lookUp = (token: string) => {
  const found = bookings.get(token);
  if (!found) throw new DomainError('not-found', INVALID_LINK);
  if (token === 'broken.db') throw new Error('connection refused');
  return found;
};
const context = {
  services: {
    booking: {
      manage: async (token: string) => lookUp(token),
      async cancel(token: string) {
        cancels.push(token);
        const found = lookUp(token);
        if (!found.canCancel && found.status !== 'cancelled') throw new DomainError('refused', STARTED);
        const cancelled = { ...found, status: 'cancelled' as const, canCancel: false };
        bookings.set(token, cancelled);
        return cancelled;
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
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  const html = result.errors
    ? ''
    : renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />);
  return { status: result.statusCode, html, errors: result.errors };
}

const cancel = (search: string, token: string) =>
  request(search, {
    method: 'POST',
    body: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

let n = 0;
function booking(overrides: Partial<ManagedBooking> = {}): { token: string; search: string; booking: ManagedBooking } {
  const token = `b${++n}.signature`;
  const b: ManagedBooking = {
    bookingReference: `CL-${1000 + n}`,
    bookingType: 'booking',
    status: 'confirmed',
    storeId: '1002',
    restaurant: 'Casa Lumbre Bath',
    date: '2026-12-02',
    time: '19:00',
    covers: 2,
    firstName: 'Ana',
    extras: [],
    canCancel: true,
    ...overrides,
  };
  bookings.set(token, b);
  return { token, search: `?token=${encodeURIComponent(token)}`, booking: b };
}

describe('/manage-booking/', () => {
  it('shows the booking the signed link names, with a Cancel form that posts the token back', async () => {
    const { token, search, booking: b } = booking();
    const page = await request(search);
    expect(page.status).toBe(200);
    expect(page.html).toContain(b.bookingReference);
    expect(page.html).toContain('Casa Lumbre Bath');
    expect(page.html).toContain('Status: confirmed.');
    const form = /<form[^>]*>/.exec(page.html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/manage-booking/${search}"`); // the loader reads the same link after the post
    expect(page.html).toContain(`name="token" value="${token}"`);
    expect(page.html).toMatch(/<button type="submit"[^>]*>Cancel this booking<\/button>/);
    expect(cancels).not.toContain(token); // a visit (or a mail scanner) cancels nothing
  });

  it('cancels on the post and then shows the booking as cancelled, without the button', async () => {
    const { token, search } = booking();
    const done = await cancel(search, token);
    expect(done.status).toBe(200);
    expect(done.html).toContain('This booking is cancelled. We hope to see you another time.');
    expect(done.html).not.toContain('Cancel this booking');
    expect(cancels).toContain(token);
    expect((await request(search)).html).toContain('This booking is cancelled.');
  });

  it('shows the service’s message when the booking has already started, and the booking still', async () => {
    const { token, search, booking: b } = booking({ canCancel: false });
    expect((await request(search)).html).not.toContain('Cancel this booking');
    const refused = await cancel(search, token);
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(STARTED);
    expect(refused.html).toContain(b.bookingReference);
  });

  it('says the link is not valid for a token the service did not sign, on a visit and on a post', async () => {
    for (const page of [await request('?token=made-up.signature'), await cancel('?token=made-up.signature', 'made-up.signature')]) {
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
