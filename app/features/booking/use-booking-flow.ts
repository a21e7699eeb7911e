// The booking modal's flow: the SPEC §4 flow state in a reducer, the server
// state as queries keyed by that state (booking-queries.ts, skipped until their
// inputs are known), and what the modal shows derived from both
// (booking-view.ts). The two actions that write (continue, create) dispatch
// their outcome.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { customerSchema } from '../../../contract/booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { track } from '../../lib/consent.ts';
import { bookingReducer, unavailableEvent } from './booking-reducer.ts';
import { DEFAULT_COVERS, initialBookingState, type BookingState, type CustomerValidity, type OccasionOption } from './booking-state.ts';
import { bookingQueries, messageOf, type Party } from './booking-queries.ts';
import { initialBookingTime } from '../../../contract/time-rounding.ts';
import type { DayAvailability } from '../../../contract/booking.ts';
import { addDays, londonToday } from './london-date.ts';
import { bookingView, linkedChoices, selectAdults, selectOccasion, selectTime, slotsOf } from './booking-view.ts';

const NO_RESTAURANTS: RestaurantSummary[] = [];
const NO_DAYS: DayAvailability[] = [];
/** How far the default date and the next free days are looked for (the days endpoint's most). */
const LOOK_AHEAD_DAYS = 42;

export const monthStartOf = (date: string) => `${date.slice(0, 8)}01`;
const daysInMonth = (monthStart: string) => {
  let n = 28;
  while (addDays(monthStart, n).slice(0, 7) === monthStart.slice(0, 7)) n++;
  return n;
};

/** Issue 16: the default date is the first day from today with bookable times for the party. */
export const firstBookableDay = (days: readonly DayAvailability[]): string | null => days.find((d) => d.state === 'bookable')?.date ?? null;

/** `initialStoreId`: the restaurant the modal was opened for (SPEC §2 book-now links), if any. */
export function useBookingFlow(initialStoreId: string | null) {
  const api = useApiClient();
  const queries = bookingQueries(api);
  const queryClient = useQueryClient();
  const [flowState, dispatch] = useReducer(bookingReducer, initialStoreId, initialBookingState);
  // One key per create attempt: a retry after a network failure never books twice (issue 6).
  const idempotencyKey = useRef<string | null>(null);
  /** The calendar's month in view (its first day); null: the chosen date's. */
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const today = londonToday();

  const restaurantsQuery = useQuery(queries.restaurants());
  const restaurants = restaurantsQuery.data ?? NO_RESTAURANTS;
  const restaurant = restaurants.find((r) => r.storeId === flowState.storeId) ?? null;

  // Issue 16 honest availability: the days with bookable times for the party as chosen so far, from
  // today (the default date, the next free days) and for the month in view (the calendar).
  const bookable = flowState.storeId && restaurant?.booking?.open !== false;
  // The party as the occasion will take it: the occasions this restaurant last offered (from the cache:
  // they depend on the date, which depends on these days) bound an unchosen or outsized party.
  const knownOccasions =
    queryClient
      .getQueriesData<OccasionOption[]>({ queryKey: ['booking', 'occasions'] })
      .filter(([key, data]) => (key[2] as { storeId?: string } | null)?.storeId === flowState.storeId && data?.length)
      .at(-1)?.[1] ?? [];
  const daysParty = bookable
    ? {
        storeId: flowState.storeId!,
        adults: knownOccasions.length
          ? selectAdults(flowState, selectOccasion(flowState, knownOccasions))
          : (flowState.adultCovers ?? DEFAULT_COVERS),
        children: flowState.childCovers,
        occasionId: flowState.occasionId,
      }
    : null;
  // While another party's days load, the last ones stand: the default date does not blink away.
  const aheadQuery = useQuery({
    ...queries.days(daysParty && { ...daysParty, from: today, days: LOOK_AHEAD_DAYS }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.storeId === flowState.storeId ? previous : undefined),
  });
  const ahead = aheadQuery.data ?? NO_DAYS;
  // The date: the diner's, else today when it still has times, else the next day that has them.
  const defaultDate = flowState.date ? null : firstBookableDay(ahead);
  const state: BookingState =
    flowState.date || !defaultDate ? flowState : { ...flowState, date: defaultDate, time: initialBookingTime(defaultDate, new Date()) };
  const month = shownMonth ?? monthStartOf(state.date ?? today);
  const monthQuery = useQuery({
    ...queries.days(daysParty && { ...daysParty, from: month, days: daysInMonth(month) }),
    placeholderData: keepPreviousData,
  });
  const monthDays = monthQuery.isPlaceholderData ? NO_DAYS : (monthQuery.data ?? NO_DAYS);
  const knownDays = [...monthDays, ...ahead];
  const dayVerdict = (date: string | null) => (date ? (knownDays.find((d) => d.date === date) ?? null) : null);

  // SPEC §4 restrictions. While another date loads, the restaurant's occasions stay on screen
  // (another restaurant's do not).
  const where = state.storeId && state.date ? { storeId: state.storeId, date: state.date } : null;
  const occasionsQuery = useQuery({
    ...queries.occasions(where),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.storeId === state.storeId ? previous : undefined),
  });
  const occasionsSettled = occasionsQuery.isSuccess && !occasionsQuery.isPlaceholderData;
  const occasion = occasionsSettled ? selectOccasion(state, occasionsQuery.data) : null;
  const party: Party | null =
    where && occasion ? { ...where, occasionId: occasion.id, adults: selectAdults(state, occasion), children: state.childCovers } : null;

  const menusQuery = useQuery(queries.menus(party && { ...party, time: state.time }));
  const areasQuery = useQuery(queries.areas(party));
  const choices = menusQuery.isSuccess && areasQuery.isSuccess ? linkedChoices(state, occasion, menusQuery.data, areasQuery.data) : null;
  const withChoices = party && choices ? { ...party, menuId: choices.menu?.id ?? null, areaId: choices.area?.id ?? null } : null;

  // Times once the diner asks for them (step two), for the menu and area then chosen; while
  // the menus and areas they depend on load, the times count as loading too.
  const timesWanted = state.step >= 2;
  const slotsQuery = useQuery(queries.slots(timesWanted ? withChoices : null));
  const loadingTimes = slotsQuery.isFetching || (timesWanted && party !== null && withChoices === null);
  const day = slotsOf({ data: slotsQuery.data, fetching: loadingTimes });
  const time = selectTime(state, day?.times ?? []);
  const atTime = withChoices && time ? { ...withChoices, time } : null;
  const upsellsQuery = useQuery({ ...queries.upsells(atTime), placeholderData: keepPreviousData });
  const requirementsQuery = useQuery({ ...queries.requirements(atTime), enabled: state.step === 3 });

  // Issue 7: when this restaurant has no time that day, the nearest restaurants' free times.
  const noTimes = day?.times.length === 0;
  const nearbyQuery = useQuery(
    queries.nearby(noTimes && party && restaurant ? { ...party, lat: restaurant.lat, lng: restaurant.lng } : null),
  );

  const failure = (error: unknown) => (error ? messageOf(error) : null);
  const view = bookingView(state, {
    restaurants: { error: failure(restaurantsQuery.error) },
    occasions: {
      data: occasionsQuery.data,
      fetching: occasionsQuery.isFetching,
      placeholder: occasionsQuery.isPlaceholderData,
      error: failure(occasionsQuery.error),
    },
    menus: { data: menusQuery.data },
    areas: { data: areasQuery.data },
    slots: { data: slotsQuery.data, fetching: loadingTimes, error: failure(slotsQuery.error) },
    upsells: upsellsQuery.data,
    requirements: requirementsQuery.data,
    day: dayVerdict(state.date),
    today,
  });

  /** "Find a time" (step one): on to step two, where the times load; a default date is pinned first. */
  const findTimes = () => {
    if (!flowState.date && state.date) dispatch({ type: 'date/set', date: state.date, now: new Date() });
    dispatch({ type: 'times/requested' });
  };

  /** Why the calendar cannot offer a day (the days endpoint's reason); null when it can, or is not known. */
  const dayUnavailable = (date: string): string | null => {
    const d = knownDays.find((k) => k.date === date);
    if (!d || d.state === 'bookable') return null;
    // Today's times all gone is not "fully booked".
    if (d.state === 'full' && date === today) return 'No times left today';
    return d.reason;
  };

  // Issue 16: a day with no times left offers the next free days here, and nearby restaurants' times.
  const nextQuery = useQuery(
    queries.days(view.noTimesLeft && daysParty && state.date ? { ...daysParty, from: addDays(state.date, 1), days: 14 } : null),
  );
  const laterDays = view.noTimesLeft
    ? [...new Map([...knownDays, ...(nextQuery.data ?? NO_DAYS)].map((d) => [d.date, d])).values()]
        .filter((d) => d.state === 'bookable' && d.firstTime && state.date && d.date > state.date)
        .sort((a, b) => a.date.localeCompare(b.date))
        .slice(0, 3)
        .map((d) => ({ date: d.date, time: d.firstTime! }))
    : [];

  /** "Continue" (step two): the requirements for the chosen time decide step three (SPEC §4). */
  const continueToDetails = async () => {
    if (!atTime) return;
    try {
      await queryClient.fetchQuery(queries.requirements(atTime));
      idempotencyKey.current = null;
      dispatch({ type: 'step/set', step: 3 });
    } catch (err) {
      // As with a failed search for times: the message, and booking_unavailable (SPEC §4).
      const { event, params } = unavailableEvent(atTime.storeId);
      track(event, params);
      dispatch({ type: 'requirements/failed', message: messageOf(err) });
    }
  };

  /** SPEC §5 customer validation: sets the flags and says whether all hold. */
  const validateCustomer = (): boolean => {
    const result = customerSchema.safeParse(state.customer);
    const bad = new Set(result.success ? [] : result.error.issues.map((i) => String(i.path[0])));
    const valid: CustomerValidity = {
      firstName: !bad.has('firstName'),
      lastName: !bad.has('lastName'),
      email: !bad.has('email'),
      phoneNumber: !bad.has('phoneNumber'),
      specialRequest: !bad.has('specialRequest'),
    };
    dispatch({ type: 'customer/validated', valid });
    return result.success;
  };

  const submit = async () => {
    if (!validateCustomer() || !atTime) return;
    const kind = view.isEnquiry ? 'enquiry' : 'booking';
    idempotencyKey.current ??= crypto.randomUUID();
    dispatch({ type: 'create/requested' });
    try {
      const { data: created } = await api.call(kind === 'enquiry' ? 'bookingEnquiry' : 'bookingCreate', {
        params: { storeId: atTime.storeId },
        headers: { 'idempotency-key': idempotencyKey.current },
        body: {
          occasionId: atTime.occasionId,
          adults: atTime.adults,
          children: atTime.children,
          bookingDate: atTime.date,
          time: atTime.time,
          menuId: atTime.menuId,
          areaId: atTime.areaId,
          customer: state.customer,
          upsellIds: view.upsellIds,
          ...(state.braintreeCustomerId ? { braintreeCustomerId: state.braintreeCustomerId } : {}),
        },
      });
      dispatch({
        type: 'create/succeeded',
        kind: created.bookingType,
        bookingReference: created.bookingReference,
        date: created.date,
        time: created.time,
        extras: created.extras,
        managePath: created.managePath,
      });
    } catch (err) {
      // The server answered: the next attempt is a new request. A network failure keeps the key, so a retry is safe.
      if (err instanceof ApiError) idempotencyKey.current = null;
      const bookingStatus = err instanceof ApiError ? err.code : undefined;
      dispatch({ type: 'create/failed', kind, bookingStatus, message: messageOf(err) });
    }
  };

  const nearby = noTimes ? (nearbyQuery.data ?? null) : null;
  return {
    state: view,
    dispatch,
    restaurants,
    restaurant,
    nearby,
    laterDays,
    today,
    /** The calendar: the month in view, and why a day cannot be chosen. */
    calendar: { month, setMonth: setShownMonth, unavailable: dayUnavailable, loading: monthQuery.isFetching },
    findTimes,
    continueToDetails,
    submit,
    validateCustomer,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
