// @vitest-environment jsdom
// The occasions a restaurant last offered bound the party its days are asked
// for (decision 026): remembered in state as they settle, not read from the cache,
// and kept while another date's occasions load. The API client is the real one
// over a fake fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../../contract/api-routes.ts';
import { addDays } from '../../../contract/london-time.ts';
import { createApiClient, memoryStore } from '../../lib/api/api-client.ts';
import { useBookingFlow } from './use-booking-flow.ts';

vi.mock('../../lib/consent.ts', () => ({ track: vi.fn() }));

const STORE = '1001';
const brunch = {
  id: 'brunch',
  name: 'Brunch',
  minimumCovers: 4,
  maximumCovers: 12,
  menuLinkGroup: { type: 'exclusive', links: [] },
  areaLinkGroup: { type: 'exclusive', links: [] },
};
const ok = (data: unknown) => Response.json({ success: true, data });
const days = (url: URL) =>
  Array.from({ length: Number(url.searchParams.get('days')) }, (_, i) => addDays(url.searchParams.get('from')!, i)).map((date) => ({
    date,
    state: 'bookable',
    reason: '',
    firstTime: '12:00',
    periods: [],
  }));

let daysAsked: URLSearchParams[] = [];
let occasionsReply: () => Promise<Response> = async () => ok({ occasions: [brunch] });
const fakeFetch = async (input: string) => {
  const url = new URL(input, 'http://mesa.test');
  const path = url.pathname;
  if (path === '/api/token') return ok({ token: 'a.b.c', expiresAt: Date.now() + 3_600_000 });
  if (path.startsWith('/api/v1/content/search-restaurants/')) return ok([]);
  if (path.startsWith('/api/booking/occasions/')) return occasionsReply();
  if (path.startsWith('/api/booking/days/')) {
    daysAsked.push(url.searchParams);
    return ok({ days: days(url) });
  }
  if (path.startsWith('/api/booking/bookingmenu/')) return ok({ menus: [] });
  if (path.startsWith('/api/booking/areas/')) return ok({ areas: [] });
  return Response.json({ success: false, message: `no fake for ${path}` }, { status: 404 });
};
const api = createApiClient({ routes: apiRoutes, brandKey: 'casa-lumbre', fetch: fakeFetch as typeof fetch, storage: memoryStore() });
vi.mock('../../lib/api/client.ts', () => ({ useApiClient: () => api }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('asks for the days within the bounds of the occasions the restaurant last offered, and keeps them while another date loads', async () => {
  // The clock is pinned (only Date: the queries' timers run): today is 1 December 2026.
  vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] });
  daysAsked = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useBookingFlow(STORE), { wrapper });
  const now = new Date();

  // Before any occasion is known: product.md §9's 2; once brunch (4 to 12) settles, 4.
  await waitFor(() => expect(daysAsked[0]?.get('adults')).toBe('2'));
  act(() => result.current.dispatch({ type: 'date/set', date: '2026-12-05', now }));
  await waitFor(() => expect(result.current.state.footerHidden).toBe(false));
  await waitFor(() => expect(daysAsked.at(-1)?.get('adults')).toBe('4'));
  expect(result.current.state.adultCovers).toBe(4);

  // A date in another month: while its occasions load, the month's days are asked for 4 too, never for 2
  // (the earlier date's occasions, no longer in the cache, still bound the party).
  let release!: () => void;
  occasionsReply = () => new Promise((resolve) => (release = () => resolve(ok({ occasions: [brunch] }))));
  const asked = daysAsked.length;
  act(() => result.current.dispatch({ type: 'date/set', date: '2027-01-08', now }));
  await waitFor(() => expect(result.current.state.spinner.stepOne).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  act(() => release());
  await waitFor(() => expect(result.current.state.spinner.stepOne).toBe(false));
  expect(daysAsked.slice(asked).map((q) => q.get('adults'))).toContain('4');
  expect(daysAsked.slice(asked).map((q) => q.get('adults'))).not.toContain('2');
  expect(result.current.state).toMatchObject({ date: '2027-01-08', adultCovers: 4, partyNote: null });
});
