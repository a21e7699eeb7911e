// @vitest-environment jsdom
// The booking flow's requests (product.md §4, §7): each load is asked for when its
// inputs are known, with those inputs, and its outcome shows as product.md §4 says.
// The API client is the real one over a fake fetch that answers like the server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../../contract/api-routes.ts';
import { restaurantSummarySchema } from '../../../contract/content-api.ts';
import bath from '../../../content/restaurants/bath.json';
import bathSetup from '../../../content/booking-setups/bath.json';
import { createApiClient, memoryStore } from '../../lib/api/api-client.ts';
import { useBookingFlow } from './use-booking-flow.ts';
import { addDays, londonDateOf } from '../../../contract/london-time.ts';

const { track } = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../lib/consent.ts', () => ({ track }));

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (url: URL, init: RequestInit) => Answer;
let handlers: Record<string, Handler>;
let requests: { method: string; url: URL; headers: Record<string, string>; body?: unknown }[];

const fakeFetch = async (input: string, init: RequestInit = {}) => {
  const url = new URL(input, 'http://mesa.test');
  const method = init.method ?? 'GET';
  if (url.pathname === '/api/token') return Response.json({ success: true, data: { token: 'a.b.c', expiresAt: Date.now() + 3_600_000 } });
  requests.push({
    method,
    url,
    headers: init.headers as Record<string, string>,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  });
  const route = Object.keys(handlers).find((key) => `${method} ${url.pathname}`.startsWith(key));
  if (!route) return Response.json({ success: false, message: `no fake for ${method} ${url.pathname}` }, { status: 404 });
  const { status = 200, body } = await handlers[route]!(url, init);
  return Response.json(body, { status });
};

const api = createApiClient({ routes: apiRoutes, brandKey: 'casa-lumbre', fetch: fakeFetch as typeof fetch, storage: memoryStore() });
vi.mock('../../lib/api/client.ts', () => ({ useApiClient: () => api }));

const ok = (data: unknown) => ({ body: { success: true, data } });
const refused = (status: number, message: string, extra: object = {}) => ({ status, body: { success: false, message, ...extra } });
const restaurant = restaurantSummarySchema.parse({ ...bath, hours: bathSetup.hours, specialHours: bathSetup.specialHours });
const dinner = {
  id: 'dinner',
  name: 'Dinner',
  minimumCovers: 2,
  maximumCovers: 12,
  menuLinkGroup: { type: 'exclusive', links: [] },
  areaLinkGroup: { type: 'exclusive', links: [] },
};
const day = (...times: string[]) => ({
  dates: [
    { date: '2026-12-05', times: times.map((time) => ({ time, canEnquire: false })), code: 0, message: times.length ? '' : 'Fully booked' },
  ],
});
/** The days endpoint (decision 026): every day bookable from 12:00 unless `full` says otherwise. */
const daysReply =
  (full: (date: string) => boolean = () => false): Handler =>
  (url) => {
    const from = url.searchParams.get('from')!;
    const n = Number(url.searchParams.get('days'));
    const days = Array.from({ length: n }, (_, i) => addDays(from, i)).map((date) =>
      full(date)
        ? { date, state: 'full', reason: 'Fully booked for 2 guests', firstTime: null, periods: [] }
        : {
            date,
            state: 'bookable',
            reason: '',
            firstTime: '12:00',
            periods: [{ name: 'Dinner', firstStart: '17:00', lastStart: '21:30' }],
          },
    );
    return ok({ days });
  };
/** A reply the test lets through when it chooses, to look at the flow while it waits. */
function held(answer: Awaited<Answer>) {
  let release!: () => void;
  const promise = new Promise<Awaited<Answer>>((resolve) => (release = () => resolve(answer)));
  return { promise, release };
}

beforeEach(() => {
  requests = [];
  track.mockClear();
  handlers = {
    'GET /api/v1/content/search-restaurants/': () => ok([restaurant]),
    'GET /api/booking/occasions/': () => ok({ occasions: [dinner] }),
    'GET /api/booking/bookingmenu/': () => ok({ menus: [{ id: 'a-la-carte', name: 'À la carte' }] }),
    'GET /api/booking/areas/': () => ok({ areas: [{ id: 'bar', name: 'Bar', isAvailable: true }] }),
    'GET /api/booking/slots/': () => ok(day('18:30', '19:00')),
    'GET /api/booking/upsells/': () => ok({ upsells: [] }),
    'GET /api/booking/days/': daysReply(),
    'GET /api/booking/requirements/': () =>
      ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false, isCardGuaranteeAvailable: false }),
  };
});
afterEach(cleanup);

function renderFlow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useBookingFlow(restaurant.storeId), { wrapper });
}
const last = (path: string) => requests.filter((r) => r.url.pathname.startsWith(path)).at(-1);

/** Step one done: the date chosen and the occasions loaded. */
async function withOccasions() {
  const hook = renderFlow();
  act(() => hook.result.current.dispatch({ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') }));
  await waitFor(() => expect(hook.result.current.state.footerHidden).toBe(false));
  return hook;
}
async function withTimes() {
  const hook = await withOccasions();
  act(() => hook.result.current.findTimes());
  await waitFor(() => expect(hook.result.current.state.slots).toHaveLength(2));
  return hook;
}
/** Step two with the diner's pick: no time is chosen for them (decision 026). */
async function withPickedTime(time = '18:30') {
  const hook = await withTimes();
  act(() => hook.result.current.dispatch({ type: 'time/set', time }));
  await waitFor(() => expect(hook.result.current.state.timeChosen).toBe(true));
  return hook;
}

describe('useBookingFlow (product.md §4)', () => {
  it('defaults the date to today when it has times left, else the next day that has (decision 026)', async () => {
    const today = londonDateOf(new Date());
    handlers['GET /api/booking/days/'] = daysReply((d) => d === today);
    const { result } = renderFlow();
    await waitFor(() => expect(result.current.state.date).toBe(addDays(today, 1)));
    expect(Object.fromEntries(last('/api/booking/days/')!.url.searchParams)).toMatchObject({ adults: '2', children: '0' });
    // Today is greyed out with its reason (its times are gone: not "fully booked").
    await waitFor(() => expect(result.current.calendar.unavailable(today)).toBe('No times left today'));
    await waitFor(() => expect(result.current.state.footerHidden).toBe(false));
    // "Find a time" pins the default date, so a later refresh of the days cannot move it.
    act(() => result.current.findTimes());
    await waitFor(() => expect(result.current.state.slots).toHaveLength(2));
    expect(last('/api/booking/slots/')!.url.searchParams.get('dates')).toBe(addDays(today, 1));
  });

  it('keeps the party the diner chose across date, occasion and restaurant changes (decision 026)', async () => {
    const hook = await withOccasions();
    act(() => hook.result.current.dispatch({ type: 'covers/set', adults: 5 }));
    act(() => hook.result.current.dispatch({ type: 'date/set', date: '2026-12-06', now: new Date('2026-12-01T10:00:00Z') }));
    act(() => hook.result.current.dispatch({ type: 'occasion/changed', occasionId: 'dinner' }));
    act(() => hook.result.current.dispatch({ type: 'restaurant/set', storeId: restaurant.storeId }));
    await waitFor(() => expect(hook.result.current.state.footerHidden).toBe(false));
    expect(hook.result.current.state).toMatchObject({ adultCovers: 5, partyNote: null, date: '2026-12-06' });
    await waitFor(() => expect(last('/api/booking/days/')!.url.searchParams.get('adults')).toBe('5'));
  });

  it('loads the restrictions for the restaurant and date: first occasion, 2 adults within its bounds, footer shown', async () => {
    const occasions = held(ok({ occasions: [dinner] }));
    handlers['GET /api/booking/occasions/'] = () => occasions.promise;
    handlers['GET /api/booking/days/'] = daysReply(() => true);
    const { result } = renderFlow();
    await waitFor(() => expect(last('/api/booking/days/')).toBeDefined());
    expect(last('/api/booking/occasions/')).toBeUndefined(); // no date yet: none has times
    act(() => result.current.dispatch({ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') }));
    await waitFor(() => expect(result.current.state.spinner.stepOne).toBe(true));
    expect(last('/api/booking/occasions/')!.url.href).toBe(`http://mesa.test/api/booking/occasions/${restaurant.storeId}?date=2026-12-05`);
    occasions.release();
    await waitFor(() => expect(result.current.state.footerHidden).toBe(false));
    expect(result.current.state).toMatchObject({ occasion: { id: 'dinner' }, adultCovers: 2, childCovers: 0, stepOneDisabled: false });
  });

  it('shows why a restaurant cannot be booked, and hides the footer', async () => {
    handlers['GET /api/booking/occasions/'] = () =>
      refused(422, 'This restaurant can only be booked through the Center Parcs online booking system.');
    const { result } = renderFlow();
    act(() => result.current.dispatch({ type: 'date/set', date: '2026-12-05', now: new Date('2026-11-01T10:00:00Z') }));
    await waitFor(() => expect(result.current.state.error).toMatch(/Center Parcs/));
    expect(result.current.state).toMatchObject({ footerHidden: true, spinner: { stepOne: false } });
  });

  it('asks for times on "Find a time" with the menu, and areaId=null for no preference; chooses none (decision 026)', async () => {
    const { result } = await withTimes();
    const slots = last('/api/booking/slots/')!.url.searchParams;
    expect(Object.fromEntries(slots)).toMatchObject({
      occasionId: 'dinner',
      adults: '2',
      children: '0',
      dates: '2026-12-05',
      menuIds: 'a-la-carte',
      areaId: 'null',
    });
    expect(result.current.state).toMatchObject({ step: 2, timeChosen: false, dateTime: null, error: null });
    act(() => result.current.dispatch({ type: 'time/set', time: '18:30' }));
    expect(result.current.state).toMatchObject({ time: '18:30', timeChosen: true, dateTime: '2026-12-05T18:30' });
  });

  it('loading slots again clears them first, and the new times have none chosen', async () => {
    const hook = await withTimes();
    act(() => hook.result.current.dispatch({ type: 'time/set', time: '19:00' }));
    const again = held(ok(day('20:00')));
    handlers['GET /api/booking/slots/'] = () => again.promise;
    act(() => hook.result.current.dispatch({ type: 'area/set', areaId: 'bar' }));
    await waitFor(() => expect(hook.result.current.state.spinner.stepTwo).toBe(true));
    expect(hook.result.current.state.slots).toEqual([]);
    expect(hook.result.current.state.stepTwoDisabled).toBe(true);
    expect(last('/api/booking/slots/')!.url.searchParams.get('areaId')).toBe('bar');
    again.release();
    await waitFor(() => expect(hook.result.current.state.slots).toEqual([{ time: '20:00', canEnquire: false }]));
    expect(hook.result.current.state.timeChosen).toBe(false);
  });

  it('on a slots error: the message, step two enabled, and booking_unavailable with the restaurant id', async () => {
    handlers['GET /api/booking/slots/'] = () =>
      refused(422, 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.');
    const hook = await withOccasions();
    act(() => hook.result.current.findTimes());
    await waitFor(() => expect(hook.result.current.state.error).toMatch(/^Sorry, this restaurant/));
    expect(hook.result.current.state).toMatchObject({ stepTwoDisabled: false, spinner: { stepTwo: false } });
    expect(track).toHaveBeenCalledWith('booking_unavailable', { restaurant_id: restaurant.storeId });
  });

  it('a day without times says so (not the party-size message) and offers the next free days and times nearby (product.md §4 "Booking flow" and decision 026)', async () => {
    handlers['GET /api/booking/days/'] = daysReply((d) => d === '2026-12-05');
    handlers['GET /api/booking/slots/'] = () => ok(day());
    handlers['GET /api/geo/search/lat/'] = () => ok({ origin: null, restaurants: [{ ...restaurant, storeId: '1099', milesValue: 3.2 }] });
    const near = {
      storeId: '1099',
      name: 'Nearby',
      slug: 'nearby',
      miles: 3.2,
      code: 0,
      message: '',
      times: [],
      firstAvailableTime: '19:15',
    };
    handlers['POST /api/booking/availability'] = () => ok({ date: '2026-12-05', stores: [near] });
    const hook = await withOccasions();
    act(() => hook.result.current.findTimes());
    await waitFor(() => expect(hook.result.current.nearby).toEqual([near]));
    expect(hook.result.current.state.error).toBe('There are no times left on Saturday, 5 December 2026 for 2 guests.');
    expect(hook.result.current.laterDays[0]).toEqual({ date: '2026-12-06', time: '12:00' });
    act(() =>
      hook.result.current.dispatch({
        type: 'alternative/chosen',
        storeId: '1099',
        date: '2026-12-05',
        time: '19:15',
        now: new Date('2026-11-01T10:00:00Z'),
      }),
    );
    expect(hook.result.current.state).toMatchObject({ storeId: '1099', step: 2, adultCovers: 2 });
    expect(track).toHaveBeenCalledWith('booking_unavailable', { restaurant_id: restaurant.storeId });
    expect(last('/api/booking/availability')!.body).toEqual({
      stores: [{ storeId: '1099', miles: 3.2 }],
      date: '2026-12-05',
      adultCovers: 2,
      childrenCovers: 0,
    });
  });

  it('"Continue" asks for the requirements of the chosen time; they set isEnquiry and open step three', async () => {
    handlers['GET /api/booking/requirements/'] = () =>
      ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false, isCardGuaranteeAvailable: false });
    const hook = await withPickedTime();
    await act(() => hook.result.current.continueToDetails());
    expect(Object.fromEntries(last('/api/booking/requirements/')!.url.searchParams)).toMatchObject({
      bookingDate: '2026-12-05',
      time: '18:30',
      menuId: 'a-la-carte',
    });
    expect(last('/api/booking/requirements/')!.url.searchParams.has('areaId')).toBe(false);
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ step: 3, isEnquiry: true }));
  });

  it('a refused "Continue" stays on step two with the message (product.md §8 card guarantee)', async () => {
    handlers['GET /api/booking/requirements/'] = () =>
      refused(422, 'This booking needs a credit card to confirm, please contact the restaurant directly.', { code: 5 });
    const hook = await withPickedTime();
    await act(() => hook.result.current.continueToDetails());
    expect(hook.result.current.state).toMatchObject({
      step: 2,
      error: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
    });
  });

  it('books with one idempotency key per attempt; a 409 is the slot-taken message (status 9)', async () => {
    handlers['POST /api/booking/create/'] = () => ({
      status: 409,
      body: { success: false, code: 9, message: 'Taken', data: { bookingReference: null, bookingStatus: 9 } },
    });
    const hook = await withPickedTime();
    await act(() => hook.result.current.continueToDetails());
    for (const [field, value] of [
      ['firstName', 'Ana'],
      ['lastName', 'Silva'],
      ['email', 'ana@example.com'],
    ] as const) {
      act(() => hook.result.current.dispatch({ type: 'customer/set', field, value }));
    }
    await act(() => hook.result.current.submit());
    expect(hook.result.current.state.error).toBe('Sorry, that time slot’s just been taken. Please choose another…');
    const first = last('/api/booking/create/')!;
    expect(first.body).toMatchObject({
      occasionId: 'dinner',
      adults: 2,
      bookingDate: '2026-12-05',
      time: '18:30',
      menuId: 'a-la-carte',
      areaId: null,
    });
    const created = {
      bookingReference: 'CL-1',
      bookingStatus: 0,
      bookingType: 'booking',
      status: 'confirmed',
      date: '2026-12-05',
      time: '18:30',
      covers: 2,
      extras: [],
      managePath: '/manage-booking/?token=t',
    };
    handlers['POST /api/booking/create/'] = () => ok(created);
    await act(() => hook.result.current.submit());
    expect(last('/api/booking/create/')!.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    expect(hook.result.current.state).toMatchObject({
      showThanks: true,
      confirmationNumber: 'CL-1',
      time: '18:30',
      managePath: '/manage-booking/?token=t',
    });
  });
});
