// The booking modal's flow: the product.md §4 flow state in a reducer, the diner's
// actions, and the server state (use-booking-server-state.ts: the queries keyed
// by that state, and what the modal shows derived from both). The two actions
// that write (continue, create) dispatch their outcome.
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { customerSchema } from '../../../contract/booking.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { track } from '../../lib/consent.ts';
import { bookingQueries, messageOf } from './booking-queries.ts';
import { bookingReducer, unavailableEvent } from './booking-reducer.ts';
import { initialBookingState, type CustomerValidity } from './booking-state.ts';
import { useBookingServerState } from './use-booking-server-state.ts';

/** `initialStoreId`: the restaurant the modal was opened for (product.md §2 book-now links), if any. */
export function useBookingFlow(initialStoreId: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [flowState, dispatch] = useReducer(bookingReducer, initialStoreId, initialBookingState);
  // One key per create attempt: a retry after a network failure never books twice (product.md D5).
  const idempotencyKey = useRef<string | null>(null);
  /** The calendar's month in view (its first day); null: the chosen date's. */
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const server = useBookingServerState(flowState, shownMonth);
  const { view, atTime } = server;

  /** "Find a time" (step one): on to step two, where the times load; a default date is pinned first. */
  const findTimes = () => {
    if (!flowState.date && view.date) dispatch({ type: 'date/set', date: view.date, now: new Date() });
    dispatch({ type: 'times/requested' });
  };

  /** "Continue" (step two): the requirements for the chosen time decide step three (product.md §4). */
  const continueToDetails = async () => {
    if (!atTime) return;
    try {
      await queryClient.fetchQuery(bookingQueries(api).requirements(atTime));
      idempotencyKey.current = null;
      dispatch({ type: 'step/set', step: 3 });
    } catch (err) {
      // As with a failed search for times: the message, and booking_unavailable (product.md §4).
      const { event, params } = unavailableEvent(atTime.storeId);
      track(event, params);
      dispatch({ type: 'requirements/failed', message: messageOf(err) });
    }
  };

  /** product.md §5 customer validation: sets the flags and says whether all hold. */
  const validateCustomer = (): boolean => {
    const result = customerSchema.safeParse(flowState.customer);
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
          customer: flowState.customer,
          upsellIds: view.upsellIds,
          ...(flowState.braintreeCustomerId ? { braintreeCustomerId: flowState.braintreeCustomerId } : {}),
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
      const cardRefused = err instanceof ApiError && err.field === 'braintreeCustomerId';
      dispatch({ type: 'create/failed', kind, bookingStatus, message: messageOf(err), cardRefused });
    }
  };

  return {
    state: view,
    dispatch,
    restaurants: server.restaurants,
    restaurant: server.restaurant,
    nearby: server.nearby,
    laterDays: server.laterDays,
    today: server.today,
    /** The calendar: the month in view, and why a day cannot be chosen. */
    calendar: { month: server.month, setMonth: setShownMonth, unavailable: server.unavailable, loading: server.monthLoading },
    findTimes,
    continueToDetails,
    submit,
    validateCustomer,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
