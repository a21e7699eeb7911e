// The unsubscribe link (decision 009): a visit only asks, because mail scanners
// follow every link in an e-mail; the page's button, or the mail client's
// RFC 8058 one-click POST with no cookie or token, unsubscribes.
// Runs the real route module through React Router's static handler (what the
// server runtime calls for a document request), with the customers service
// reduced to the two calls the route makes (the database side is tested in
// server/api/customer-routes.test.ts).
import { randomUUID } from 'node:crypto';
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
import Unsubscribe, { action, loader } from './unsubscribe.tsx';

/** guid → subscribed, for the customers who exist. */
const subscriptions = new Map<string, boolean>();
const context = {
  services: {
    crm: {
      customers: {
        subscription: async (guid: string) => (subscriptions.has(guid) ? { subscribed: subscriptions.get(guid)! } : null),
        async setSubscribed(guid: string, subscribed: boolean) {
          if (!subscriptions.has(guid)) return false;
          subscriptions.set(guid, subscribed);
          return true;
        },
      },
    },
  },
  cspNonce: 'n',
} as unknown as AppLoadContext;

const handler = createStaticHandler([
  {
    id: 'unsubscribe',
    path: '/unsubscribe/:id/',
    loader: loader as unknown as LoaderFunction,
    action: action as unknown as ActionFunction,
    Component: UNSAFE_withComponentProps(Unsubscribe as unknown as Parameters<typeof UNSAFE_withComponentProps>[0]),
  },
]);

/** A document request for the link, as a browser, a scanner or a mail client sends it. */
async function request(guid: string, init: RequestInit = {}) {
  const result = await handler.query(new Request(`https://www.casalumbre.example/unsubscribe/${guid}/`, init), {
    requestContext: context,
  });
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), html: '' };
  const html = result.errors
    ? ''
    : renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />);
  return { status: result.statusCode, location: null, html };
}

const post = (guid: string, body: string) =>
  request(guid, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

function customer(): string {
  const guid = randomUUID();
  subscriptions.set(guid, true);
  return guid;
}
const subscribed = (guid: string) => subscriptions.get(guid);

describe('/unsubscribe/{id}/', () => {
  it('asks on a visit, however often the link is followed, and unsubscribes nobody', async () => {
    const guid = customer();
    for (let i = 0; i < 3; i++) {
      const page = await request(guid);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Unsubscribe from our e-mails</h1>');
      const form = /<form[^>]*>/.exec(page.html)?.[0] ?? '';
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="/unsubscribe/${guid}/"`);
      expect(form).toContain('aria-labelledby="unsubscribe-heading"'); // the form is named by the heading
      expect(page.html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    }
    expect(subscribed(guid)).toBe(true);
  });

  it("unsubscribes when the page's button posts, and then says so", async () => {
    const guid = customer();
    const done = await post(guid, 'intent=unsubscribe');
    expect(done.status).toBe(200);
    expect(done.html).toContain('You have unsubscribed</h1>');
    expect(subscribed(guid)).toBe(false);
    // Following the link again shows the same, and changes nothing.
    expect((await request(guid)).html).toContain('You have unsubscribed</h1>');
    expect(subscribed(guid)).toBe(false);
  });

  it('unsubscribes on the RFC 8058 one-click POST, with no other field, cookie or token', async () => {
    const guid = customer();
    const done = await post(guid, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(subscribed(guid)).toBe(false);
  });

  it('subscribes again from the done page and goes to the preferences', async () => {
    const guid = customer();
    await post(guid, 'List-Unsubscribe=One-Click');
    const again = await post(guid, 'intent=resubscribe');
    expect(again.status).toBe(302);
    expect(again.location).toBe(`/preferences/${guid}/?subscribed=1`);
    expect(subscribed(guid)).toBe(true);
  });

  it.each([
    ['a guid that matches nobody', '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f'],
    ['something that is not a guid', 'not-a-guid'],
  ])('is not found for %s, on a visit and on a POST', async (_, id) => {
    expect((await request(id)).status).toBe(404);
    expect((await post(id, 'List-Unsubscribe=One-Click')).status).toBe(404);
  });
});
