// The console's loaders and actions against the real staff service and a
// throw-away database: the session cookie's flags and rotation, CSRF on every
// action, the no-store headers, and the home that shows a manager only their
// own restaurants. (React Router's Origin check runs in the built server: see
// tests/e2e/console-sign-in.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { loadConsoleHome, signIn, type ConsoleHome } from './console-home.server.ts';
import { CSRF_COOKIE, CSRF_REFUSED, requireRestaurantAction, SESSION_COOKIE } from './console-session.server.ts';
import { loadSetPassword, requestReset, setPassword } from './password-pages.server.ts';
import { signOut } from './sign-out.server.ts';

const PASSWORD = 'twelve characters at least';
let t: TestApp;
let context: AppLoadContext;

beforeAll(async () => {
  t = await createTestApp();
  // The console reaches only the staff and console services (and, through them, the content).
  context = {
    services: { staff: t.services.staff, console: t.services.console, leads: t.services.leads },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  for (const [email, role, restaurants] of [
    ['bath@example.com', 'manager', ['bath']],
    ['admin@example.com', 'chain-admin', []],
  ] as const) {
    const m = await t.services.staff.createStaff({ email, role, restaurants: [...restaurants] });
    const { url } = await t.services.staff.issueSetPasswordLink(m.id);
    await t.services.staff.setPassword(new URL(url).searchParams.get('token')!, PASSWORD);
  }
});
afterAll(() => t.close());

type Reply<T> = DataWithResponseInit<T> | Response;
const bodyOf = <T>(r: Reply<T>) => (r as DataWithResponseInit<T>).data;
const headersOf = (r: Reply<unknown>) => (r instanceof Response ? r.headers : new Headers(r.init?.headers));
const statusOf = (r: Reply<unknown>) => (r instanceof Response ? r.status : (r.init?.status ?? 200));

function post(path: string, fields: Record<string, string>, cookies: Record<string, string> = {}, base = 'http://127.0.0.1:3000') {
  return new Request(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      'user-agent': 'vitest',
    },
  });
}
const get = (path: string, cookies: Record<string, string> = {}, base = 'http://127.0.0.1:3000') =>
  new Request(`${base}${path}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });

const cookieValue = (setCookie: string | null, name: string) => new RegExp(`${name}=([^;]*)`).exec(setCookie ?? '')?.[1] ?? null;

/** Signs in through the page: the pre-session CSRF cookie from the sign-in page, then the form. */
async function signInAs(email: string, base?: string) {
  const page = await loadConsoleHome(context, get('/console/', {}, base));
  const csrf = cookieValue(headersOf(page).get('set-cookie'), CSRF_COOKIE)!;
  const reply = await signIn(context, post('/console/', { email, password: PASSWORD, csrf }, { [CSRF_COOKIE]: csrf }, base));
  return { reply, setCookie: headersOf(reply).get('set-cookie') };
}

async function home(session: string) {
  const reply = await loadConsoleHome(context, get('/console/', { [SESSION_COOKIE]: session }));
  return { reply, body: bodyOf(reply) };
}

describe('console sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie scoped to /console and redirects to the console', async () => {
    const { reply, setCookie } = await signInAs('bath@example.com');
    expect(statusOf(reply)).toBe(302);
    expect(headersOf(reply).get('location')).toBe('/console/');
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { setCookie } = await signInAs('bath@example.com', 'https://mesa.example');
    expect(setCookie).toMatch(/; Secure$/);
  });

  it('gives a new session at each sign-in: the old cookie keeps its own session, never becomes the new one', async () => {
    const first = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const second = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    expect(second).not.toBe(first);
  });

  it('refuses a sign-in without the CSRF cookie and field pair (403)', async () => {
    const reply = await signIn(
      context,
      post('/console/', { email: 'bath@example.com', password: PASSWORD, csrf: 'forged' }, { [CSRF_COOKIE]: 'other' }),
    );
    expect(statusOf(reply)).toBe(403);
    expect(bodyOf(reply)).toMatchObject({ error: CSRF_REFUSED });
    const none = await signIn(context, post('/console/', { email: 'bath@example.com', password: PASSWORD }));
    expect(statusOf(none)).toBe(403);
  });

  it('answers a wrong password with the generic message, and field errors for an empty form', async () => {
    const page = await loadConsoleHome(context, get('/console/'));
    const csrf = cookieValue(headersOf(page).get('set-cookie'), CSRF_COOKIE)!;
    const wrong = await signIn(context, post('/console/', { email: 'bath@example.com', password: 'nope', csrf }, { [CSRF_COOKIE]: csrf }));
    expect([statusOf(wrong), bodyOf(wrong)]).toEqual([401, { error: 'E-mail or password is not right', fieldErrors: {} }]);
    const empty = await signIn(context, post('/console/', { email: '', password: '', csrf }, { [CSRF_COOKIE]: csrf }));
    expect(bodyOf(empty)).toEqual({
      error: null,
      fieldErrors: { email: 'Please enter your e-mail address', password: 'Please enter your password' },
    });
  });

  it('sends no-store and noindex with every console reply', async () => {
    const page = await loadConsoleHome(context, get('/console/'));
    expect(headersOf(page).get('cache-control')).toBe('no-store');
    expect(headersOf(page).get('x-robots-tag')).toContain('noindex');
  });
});

describe('console home', () => {
  it('shows a manager of Bath only Bath; a chain admin every restaurant', async () => {
    const bath = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const { body } = await home(bath);
    expect(body).toMatchObject({ signedIn: true, staff: { email: 'bath@example.com', role: 'Restaurant manager' } });
    expect((body as Extract<ConsoleHome, { signedIn: true }>).restaurants.map((r) => r.storeId)).toEqual(['1002']);

    const admin = cookieValue((await signInAs('admin@example.com')).setCookie, SESSION_COOKIE)!;
    const all = (await home(admin)).body as Extract<ConsoleHome, { signedIn: true }>;
    expect(all.restaurants.map((r) => r.storeId)).toContain('1023');
    expect(all.restaurants.length).toBe((await t.services.content.restaurantSummaries()).length);
  });

  it('lets a manager of Bath act on Bath, and answers 404 for Leeds; no session goes to the sign-in', async () => {
    const bath = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const req = () => get('/console/', { [SESSION_COOKIE]: bath });
    expect((await requireRestaurantAction(context, req(), 'setup.edit', '1002')).staff.email).toBe('bath@example.com');
    const leeds: unknown = await requireRestaurantAction(context, req(), 'diary.view', '1023').catch((e: unknown) => e);
    expect(statusOf(leeds as Reply<unknown>)).toBe(404);
    const anonymous: unknown = await requireRestaurantAction(context, get('/console/'), 'diary.view', '1002').catch((e: unknown) => e);
    expect([statusOf(anonymous as Reply<unknown>), headersOf(anonymous as Reply<unknown>).get('location')]).toEqual([302, '/console/']);
  });

  it('shows the sign-in form for a made-up or ended session', async () => {
    expect((await home('made-up-token')).body).toMatchObject({ signedIn: false });
  });
});

describe('sign out', () => {
  it('needs the session’s CSRF token, then ends the session and clears the cookie', async () => {
    const session = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const { csrfToken } = (await home(session)).body as Extract<ConsoleHome, { signedIn: true }>;
    const forged = await signOut(context, post('/console/sign-out/', { csrf: 'forged' }, { [SESSION_COOKIE]: session }));
    expect(statusOf(forged)).toBe(403);
    expect((await home(session)).body.signedIn).toBe(true);

    const done = await signOut(context, post('/console/sign-out/', { csrf: csrfToken }, { [SESSION_COOKIE]: session }));
    expect(statusOf(done)).toBe(302);
    expect(headersOf(done).get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
    expect((await home(session)).body.signedIn).toBe(false);
  });

  it('everywhere ends the member’s other sessions too', async () => {
    const tablet = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const phone = cookieValue((await signInAs('bath@example.com')).setCookie, SESSION_COOKIE)!;
    const { csrfToken } = (await home(phone)).body as Extract<ConsoleHome, { signedIn: true }>;
    await signOut(context, post('/console/sign-out/', { csrf: csrfToken, intent: 'everywhere' }, { [SESSION_COOKIE]: phone }));
    expect((await home(tablet)).body.signedIn).toBe(false);
    expect((await home(phone)).body.signedIn).toBe(false);
  });
});

describe('password pages', () => {
  it('set-password: a dead link says so; a live one sets the password once', async () => {
    const dead = await loadSetPassword(context, get('/console/set-password/?token=nope'));
    expect([statusOf(dead), bodyOf(dead).email]).toEqual([400, null]);

    const m = await t.services.staff.createStaff({ email: 'new-host@example.com', role: 'host', restaurants: ['leeds'] });
    const token = new URL((await t.services.staff.issueSetPasswordLink(m.id)).url).searchParams.get('token')!;
    const page = await loadSetPassword(context, get(`/console/set-password/?token=${token}`));
    expect(bodyOf(page)).toMatchObject({ email: 'new-host@example.com', error: null });
    const csrf = cookieValue(headersOf(page).get('set-cookie'), CSRF_COOKIE)!;

    const short = await setPassword(
      context,
      post('/console/set-password/', { token, password: 'short', confirm: 'short', csrf }, { [CSRF_COOKIE]: csrf }),
    );
    expect(bodyOf(short as Reply<{ fieldErrors: Record<string, string> }>).fieldErrors.password).toBe(
      'Please choose at least 12 characters',
    );
    const mismatch = await setPassword(
      context,
      post('/console/set-password/', { token, password: PASSWORD, confirm: `${PASSWORD}!`, csrf }, { [CSRF_COOKIE]: csrf }),
    );
    expect(bodyOf(mismatch as Reply<{ fieldErrors: Record<string, string> }>).fieldErrors.confirm).toBe(
      'The two passwords are not the same',
    );
    const forged = await setPassword(
      context,
      post('/console/set-password/', { token, password: PASSWORD, confirm: PASSWORD, csrf: 'x' }, { [CSRF_COOKIE]: csrf }),
    );
    expect(statusOf(forged)).toBe(403);

    const done = await setPassword(
      context,
      post('/console/set-password/', { token, password: PASSWORD, confirm: PASSWORD, csrf }, { [CSRF_COOKIE]: csrf }),
    );
    expect(headersOf(done).get('location')).toBe('/console/?password=set');
    const again = await setPassword(
      context,
      post('/console/set-password/', { token, password: PASSWORD, confirm: PASSWORD, csrf }, { [CSRF_COOKIE]: csrf }),
    );
    expect(statusOf(again)).toBe(400);
  });

  it('forgot-password answers the same for a known and an unknown address', async () => {
    const csrf = 'c'.repeat(43);
    const known = await requestReset(
      context,
      post('/console/forgot-password/', { email: 'bath@example.com', csrf }, { [CSRF_COOKIE]: csrf }),
    );
    const unknown = await requestReset(
      context,
      post('/console/forgot-password/', { email: 'nobody@example.com', csrf }, { [CSRF_COOKIE]: csrf }),
    );
    expect(bodyOf(known)).toEqual(bodyOf(unknown));
    expect(statusOf(known)).toBe(statusOf(unknown));
  });
});
