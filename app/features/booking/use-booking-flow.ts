// The booking modal's flow: the SPEC §4 flow state in a reducer, the server
// state as queries keyed by that state (booking-queries.ts, skipped until their
// inputs are known), and what the modal shows derived from both
// (booking-view.ts). The two actions that write (continue, create) dispatch
// their outcome.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { customerSchema } from '../../../contract/booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { track } from '../../lib/consent.ts';
import { bookingReducer, unavailableEvent } from './booking-reducer.ts';
import { initialBookingState, type CustomerValidity } from './booking-state.ts';
import { bookingQueries, messageOf, type Party } from './booking-queries.ts';
import { bookingView, linkedChoices, selectAdults, selectOccasion, selectTime, slotsOf } from './booking-view.ts';

const NO_RESTAURANTS: RestaurantSummary[] = [];

/** `initialStoreId`: the restaurant the modal was opened for (SPEC §2 book-now links), if any. */
export function useBookingFlow(initialStoreId: string | null) {
  const api = useApiClient();
  const queries = bookingQueries(api);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(bookingReducer, initialStoreId, initialBookingState);
  // One key per create attempt: a retry after a network failure never books twice (issue 6).
  const idempotencyKey = useRef<string | null>(null);

  const restaurantsQuery = useQuery(queries.restaurants());
  const restaurants = restaurantsQuery.data ?? NO_RESTAURANTS;
  const restaurant = restaurants.find((r) => r.storeId === state.storeId) ?? null;

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
  const atTime = withChoices && day?.times.length ? { ...withChoices, time } : null;
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
  });

  /** "Find a time" (step one): on to step two, where the times load. */
  const findTimes = () => dispatch({ type: 'times/requested' });

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
  return { state: view, dispatch, restaurants, restaurant, nearby, findTimes, continueToDetails, submit, validateCustomer };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
