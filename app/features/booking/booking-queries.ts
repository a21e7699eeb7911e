// The booking modal's server state (product.md §7 Booking) as TanStack queries,
// each keyed by its inputs and skipped until they are all known. Replies are
// typed by the route table (contract/api-routes.ts).
import { queryOptions, skipToken } from '@tanstack/react-query';
import { bookingMessage } from '../../../contract/booking-codes.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { track } from '../../lib/consent.ts';
import { unavailableEvent } from './booking-reducer.ts';

/** Who is booking where and when: the inputs most booking calls share. */
export interface Party {
  storeId: string;
  date: string;
  occasionId: string;
  adults: number;
  children: number;
}

/** A failed call's diner message: the server's own where it has one, else product.md §8's text for the code. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : bookingMessage(error.code ?? -1);
  return bookingMessage(-1);
}

const partyQuery = (p: Party) => ({ occasionId: p.occasionId, adults: p.adults, children: p.children });
const fireUnavailable = (storeId: string) => {
  const { event, params } = unavailableEvent(storeId);
  track(event, params);
};

/** Times and requirements answer for this moment: they are asked again whenever they are wanted. */
const live = { staleTime: 0, gcTime: 0 } as const;

export function bookingQueries(api: ApiClient) {
  return {
    /** The restaurant list does not change while the page is open. */
    restaurants: () =>
      queryOptions({
        queryKey: ['booking', 'restaurants'],
        queryFn: () => api.call('restaurants').then((r) => r.data),
        staleTime: Infinity,
      }),

    /**
     * Decision 026: which days from `from` have bookable times for the party, and why the others have none
     * (the calendar's month, the default date, the next free days). Asked again after a minute.
     */
    days: (q: { storeId: string; adults: number; children: number; occasionId: string | null; from: string; days: number } | null) =>
      queryOptions({
        queryKey: ['booking', 'days', q] as const,
        queryFn: q
          ? () =>
              api
                .call('bookingDays', {
                  params: { storeId: q.storeId },
                  query: {
                    adults: q.adults,
                    children: q.children,
                    from: q.from,
                    days: q.days,
                    ...(q.occasionId ? { occasionId: q.occasionId } : {}),
                  },
                })
                .then((r) => r.data.days)
          : skipToken,
        staleTime: 60_000,
      }),

    /** product.md §4 restrictions: the occasions for a restaurant and date. */
    occasions: (q: { storeId: string; date: string } | null) =>
      queryOptions({
        queryKey: ['booking', 'occasions', q] as const,
        queryFn: q
          ? () => api.call('bookingOccasions', { params: { storeId: q.storeId }, query: { date: q.date } }).then((r) => r.data.occasions)
          : skipToken,
        ...live,
      }),

    /** Menus at the search's start time; a failure offers none (the diner can still book). */
    menus: (q: (Party & { time: string }) | null) =>
      queryOptions({
        queryKey: ['booking', 'menus', q],
        queryFn: q
          ? () =>
              api.call('bookingMenus', { params: { storeId: q.storeId }, query: { ...partyQuery(q), dates: [q.date], time: q.time } }).then(
                (r) => r.data.menus,
                () => [],
              )
          : skipToken,
        ...live,
      }),

    /** The areas that can be had; a failure offers none. */
    areas: (q: Party | null) =>
      queryOptions({
        queryKey: ['booking', 'areas', q],
        queryFn: q
          ? () =>
              api.call('bookingAreas', { params: { storeId: q.storeId }, query: { ...partyQuery(q), dates: [q.date] } }).then(
                (r) => r.data.areas.filter((a) => a.isAvailable),
                () => [],
              )
          : skipToken,
        ...live,
      }),

    /** product.md §4: times for the party, menu and area; no time, or a failure, fires booking_unavailable. */
    slots: (q: (Party & { menuId: string | null; areaId: string | null }) | null) =>
      queryOptions({
        queryKey: ['booking', 'slots', q],
        queryFn: q
          ? async () => {
              try {
                const { data } = await api.call('bookingSlots', {
                  params: { storeId: q.storeId },
                  query: { ...partyQuery(q), dates: [q.date], menuIds: q.menuId ? [q.menuId] : undefined, areaId: q.areaId },
                });
                if (data.dates[0]?.times.length === 0) fireUnavailable(q.storeId);
                return data;
              } catch (err) {
                fireUnavailable(q.storeId);
                throw err;
              }
            }
          : skipToken,
        ...live,
      }),

    /** Extras for the chosen time (the kitchen's notice for some depends on it); a failure offers none. */
    upsells: (q: (Party & { time: string }) | null) =>
      queryOptions({
        queryKey: ['booking', 'upsells', q],
        queryFn: q
          ? () =>
              api
                .call('bookingUpsells', {
                  params: { storeId: q.storeId },
                  query: { ...partyQuery(q), bookingDate: q.date, time: q.time, includeUnavailable: false },
                })
                .then(
                  (r) => r.data.upsells,
                  () => [],
                )
          : skipToken,
        ...live,
      }),

    /** product.md §4 requirements for the chosen time: fetched by "Continue", read by step three. */
    requirements: (q: (Party & { time: string; menuId: string | null; areaId: string | null }) | null) =>
      queryOptions({
        queryKey: ['booking', 'requirements', q],
        queryFn: q
          ? () =>
              api
                .call('bookingRequirements', {
                  params: { storeId: q.storeId },
                  // product.md §7: menuId is always sent ("null" for none); areaId only when one is chosen.
                  query: { ...partyQuery(q), bookingDate: q.date, time: q.time, menuId: q.menuId, areaId: q.areaId ?? undefined },
                })
                .then((r) => r.data)
          : skipToken,
        // Kept for the visit to step three that follows the fetch.
        staleTime: 60_000,
        gcTime: 60_000,
      }),

    /** product.md §4 "Booking flow": the nearest restaurants with a free time that day, when this one has none; a failure offers none. */
    nearby: (q: { storeId: string; lat: number; lng: number; date: string; adults: number; children: number } | null) =>
      queryOptions({
        queryKey: ['booking', 'nearby', q],
        queryFn: q
          ? async () => {
              try {
                const { data } = await api.call('geoSearchPoint', { params: { lat: q.lat, lng: q.lng } });
                const near = data.restaurants.filter((r) => r.storeId !== q.storeId).slice(0, 5);
                if (near.length === 0) return [];
                const reply = await api.call('bookingAvailability', {
                  body: {
                    stores: near.map((r) => ({ storeId: r.storeId, miles: r.milesValue })),
                    date: q.date,
                    adultCovers: q.adults,
                    childrenCovers: q.children,
                  },
                });
                return reply.data.stores.filter((s) => s.firstAvailableTime);
              } catch {
                return [];
              }
            }
          : skipToken,
        ...live,
      }),
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;
