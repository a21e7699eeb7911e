// The booking modal's server state: every query the flow needs (booking-queries.ts), keyed from the
// view's own selections (booking-selections.ts queryInputs, booking-days.ts) and skipped until its
// inputs are known, and what the modal shows (booking-view.ts) from the flow state and the answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DayAvailability } from '../../../contract/booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { useApiClient } from '../../lib/api/client.ts';
import {
  dayUnavailable,
  daysInMonth,
  daysPartyOf,
  laterDaysOf,
  LOOK_AHEAD_DAYS,
  monthStartOf,
  nextDaysOf,
  rememberOffered,
  withDefaultDate,
  type OfferedOccasions,
} from './booking-days.ts';
import { bookingQueries, messageOf } from './booking-queries.ts';
import { queryInputs, whereOf, type ServerState } from './booking-selections.ts';
import type { BookingState, OccasionOption } from './booking-state.ts';
import { bookingView } from './booking-view.ts';
import { londonToday } from './london-date.ts';

const NO_RESTAURANTS: RestaurantSummary[] = [];
const NO_DAYS: DayAvailability[] = [];
const NO_OCCASIONS: readonly OccasionOption[] = [];
const NOTHING_OFFERED: OfferedOccasions = {};

const failure = (error: unknown) => (error ? messageOf(error) : null);

/** `shownMonth`: the calendar's month in view (its first day); null: the chosen date's. */
export function useBookingServerState(flowState: BookingState, shownMonth: string | null) {
  const queries = bookingQueries(useApiClient());
  const today = londonToday();
  /** The occasions each restaurant last offered: they bound the party the days are asked for. */
  const [offered, setOffered] = useState(NOTHING_OFFERED);

  const restaurantsQuery = useQuery(queries.restaurants());
  const restaurants = restaurantsQuery.data ?? NO_RESTAURANTS;
  const restaurant = restaurants.find((r) => r.storeId === flowState.storeId) ?? null;

  // Decision 026 honest availability: the days with bookable times for the party as chosen so far, from
  // today (the default date, the next free days) and for the month in view (the calendar).
  const daysParty = daysPartyOf(flowState, restaurant, (flowState.storeId && offered[flowState.storeId]) || NO_OCCASIONS);
  // While another party's days load, the last ones stand: the default date does not blink away.
  const aheadQuery = useQuery({
    ...queries.days(daysParty && { ...daysParty, from: today, days: LOOK_AHEAD_DAYS }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.storeId === flowState.storeId ? previous : undefined),
  });
  const ahead = aheadQuery.data ?? NO_DAYS;
  // The date: the diner's, else today when it still has times, else the next day that has them.
  const state = withDefaultDate(flowState, ahead, new Date());
  const month = shownMonth ?? monthStartOf(state.date ?? today);
  const monthQuery = useQuery({
    ...queries.days(daysParty && { ...daysParty, from: month, days: daysInMonth(month) }),
    placeholderData: keepPreviousData,
  });
  const monthDays = monthQuery.isPlaceholderData ? NO_DAYS : (monthQuery.data ?? NO_DAYS);
  const knownDays = [...monthDays, ...ahead];

  // product.md §4 restrictions. While another date loads, the restaurant's occasions stay on screen
  // (another restaurant's do not).
  const occasionsQuery = useQuery({
    ...queries.occasions(whereOf(state)),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.storeId === state.storeId ? previous : undefined),
  });
  const settledOccasions = occasionsQuery.isSuccess && !occasionsQuery.isPlaceholderData ? occasionsQuery.data : undefined;
  // Remembered as they settle (React's "information from previous renders"): the days are asked again at once.
  const nowOffered = rememberOffered(offered, state.storeId, settledOccasions);
  if (nowOffered !== offered) setOffered(nowOffered);

  const withOccasions: ServerState = {
    restaurants: { error: failure(restaurantsQuery.error) },
    occasions: {
      data: occasionsQuery.data,
      fetching: occasionsQuery.isFetching,
      placeholder: occasionsQuery.isPlaceholderData,
      error: failure(occasionsQuery.error),
    },
    menus: {},
    areas: {},
    slots: {},
    day: state.date ? (knownDays.find((d) => d.date === state.date) ?? null) : null,
    today,
  };
  const { party } = queryInputs(state, withOccasions);
  const menusQuery = useQuery(queries.menus(party && { ...party, time: state.time }));
  const areasQuery = useQuery(queries.areas(party));

  const withChoices: ServerState = { ...withOccasions, menus: { data: menusQuery.data }, areas: { data: areasQuery.data } };
  const times = queryInputs(state, withChoices);
  const slotsQuery = useQuery(queries.slots(times.slots));

  const withTimes: ServerState = {
    ...withChoices,
    slots: { data: slotsQuery.data, fetching: slotsQuery.isFetching || times.slotsWaiting, error: failure(slotsQuery.error) },
  };
  const { atTime, day } = queryInputs(state, withTimes);
  const upsellsQuery = useQuery({ ...queries.upsells(atTime), placeholderData: keepPreviousData });
  const requirementsQuery = useQuery({ ...queries.requirements(atTime), enabled: state.step === 3 });

  // product.md §4 "Booking flow": when this restaurant has no time that day, the nearest restaurants' free times.
  const noTimes = day?.times.length === 0;
  const nearbyQuery = useQuery(
    queries.nearby(noTimes && party && restaurant ? { ...party, lat: restaurant.lat, lng: restaurant.lng } : null),
  );

  const view = bookingView(state, { ...withTimes, upsells: upsellsQuery.data, requirements: requirementsQuery.data });

  // Decision 026: a day with no times left offers the next free days here, and nearby restaurants' times.
  const nextQuery = useQuery(queries.days(view.noTimesLeft && daysParty && state.date ? nextDaysOf(daysParty, state.date) : null));

  return {
    view,
    /** The booking as chosen, once a time is picked (the requirements, the create). */
    atTime,
    restaurants,
    restaurant,
    nearby: noTimes ? (nearbyQuery.data ?? null) : null,
    laterDays: view.noTimesLeft ? laterDaysOf(state.date, [...knownDays, ...(nextQuery.data ?? NO_DAYS)]) : [],
    today,
    month,
    /** Why the calendar cannot offer a day; null when it can, or is not known. */
    unavailable: (date: string) => dayUnavailable(knownDays, today, date),
    monthLoading: monthQuery.isFetching,
  };
}
