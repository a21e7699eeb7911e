// The booking modal's side effects: each API call of SPEC §7 dispatches the
// SPEC §4 action for its outcome; the reducer stays pure.
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { customerSchema } from '../../../contract/booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import type { StoreAvailability } from '../../../contract/booking.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { track } from '../../lib/consent.ts';
import { analyticsFor, bookingReducer, type BookingAction } from './booking-reducer.ts';
import { initialBookingState, type BookingState, type CustomerValidity } from './booking-state.ts';
import { bookingApi, messageOf, type PartyQuery } from './booking-api.ts';

let restaurantsCache: Promise<RestaurantSummary[]> | null = null;

export function useBookingFlow(restaurantSlug: string | null) {
  const api = bookingApi(useApiClient());
  const [state, rawDispatch] = useReducer(bookingReducer, undefined, () => initialBookingState());
  const stateRef = useRef<BookingState>(state);
  // Callbacks read the latest state after it renders.
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const [restaurants, setRestaurants] = useState<RestaurantSummary[]>([]);
  const [nearby, setNearby] = useState<StoreAvailability[] | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  const dispatch = useCallback((action: BookingAction) => {
    for (const e of analyticsFor(action, stateRef.current)) track(e.event, e.params);
    rawDispatch(action);
  }, []);

  useEffect(() => {
    restaurantsCache ??= api.restaurants().catch((err) => {
      restaurantsCache = null;
      throw err;
    });
    restaurantsCache.then(
      (list) => {
        setRestaurants(list);
        const preselected = list.find((r) => r.slug === restaurantSlug);
        if (preselected) dispatch({ type: 'restaurant/set', storeId: preselected.storeId });
      },
      (err) => dispatch({ type: 'restrictions/failed', message: messageOf(err) }),
    );
    // Runs once per modal opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const restaurant = useMemo(() => restaurants.find((r) => r.storeId === state.storeId) ?? null, [restaurants, state.storeId]);
  const party = (s: BookingState): PartyQuery | null =>
    s.storeId && s.date && s.occasion
      ? { storeId: s.storeId, date: s.date, occasionId: s.occasion.id, adults: s.adultCovers, children: s.childCovers }
      : null;

  // Restrictions for the restaurant and date (SPEC §4).
  useEffect(() => {
    if (!state.storeId || !state.date) return;
    let live = true;
    dispatch({ type: 'restrictions/requested' });
    api.occasions(state.storeId, state.date).then(
      (occasions) =>
        live &&
        dispatch(
          occasions.length
            ? { type: 'restrictions/loaded', occasions }
            : { type: 'restrictions/failed', message: 'This occasion cannot be booked for this date, please try again.' },
        ),
      (err) => live && dispatch({ type: 'restrictions/failed', message: messageOf(err) }),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.storeId, state.date]);

  // Menus and areas for the occasion and party.
  const occasionId = state.occasion?.id;
  useEffect(() => {
    const q = party(stateRef.current);
    if (!q) return;
    let live = true;
    Promise.all([api.menus({ ...q, time: stateRef.current.time }), api.areas(q)]).then(
      ([menus, areas]) => live && dispatch({ type: 'options/loaded', menus, areas: areas.filter((a) => a.isAvailable) }),
      () => live && dispatch({ type: 'options/loaded', menus: [], areas: [] }),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [occasionId, state.adultCovers, state.childCovers]);

  // Extras for the chosen time: the kitchen's notice for some depends on it.
  const slotTime = state.slots.length ? state.time : null;
  useEffect(() => {
    const q = party(stateRef.current);
    if (!q || !slotTime) return;
    let live = true;
    api.upsells({ ...q, time: slotTime }).then(
      (upsells) => live && dispatch({ type: 'upsells/loaded', upsells }),
      () => live && dispatch({ type: 'upsells/loaded', upsells: [] }),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotTime, occasionId, state.adultCovers, state.childCovers, state.date, state.storeId]);

  /** Issue 7: when this restaurant has no time, offer the nearest restaurants' free times. */
  const findNearby = async (q: PartyQuery) => {
    const here = restaurants.find((r) => r.storeId === q.storeId);
    if (!here) return;
    try {
      const near = (await api.nearby(here.lat, here.lng)).filter((r) => r.storeId !== q.storeId).slice(0, 5);
      if (near.length === 0) return setNearby([]);
      const stores = await api.availability({
        stores: near.map((r) => ({ storeId: r.storeId, miles: r.milesValue })),
        date: q.date,
        adultCovers: q.adults,
        childrenCovers: q.children,
      });
      setNearby(stores.filter((s) => s.firstAvailableTime));
    } catch {
      setNearby([]);
    }
  };

  /** Loads times; a just-changed menu or area is passed in, as the state has not rendered it yet. */
  const loadSlots = useCallback(async (changed: { menuId?: string | null; areaId?: string | null } = {}) => {
    const s = stateRef.current;
    const q = party(s);
    if (!q) return;
    setNearby(null);
    dispatch({ type: 'slots/requested' });
    try {
      const menuId = changed.menuId !== undefined ? changed.menuId : (s.menu?.id ?? null);
      const areaId = changed.areaId !== undefined ? changed.areaId : (s.area?.id ?? null);
      const data = await api.slots({ ...q, menuId, areaId });
      const day = data.dates[0];
      if (day && day.times.length === 0) {
        dispatch({ type: 'slots/failed', message: day.message });
        void findNearby(q);
      } else dispatch({ type: 'slots/loaded', dates: data.dates });
    } catch (err) {
      dispatch({ type: 'slots/failed', message: messageOf(err) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadRequirements = useCallback(async () => {
    const s = stateRef.current;
    const q = party(s);
    if (!q) return false;
    try {
      const req = await api.requirements({ ...q, time: s.time, menuId: s.menu?.id ?? null, areaId: s.area?.id ?? null });
      const slot = s.slots.find((t) => t.time === s.time);
      dispatch({
        type: 'requirements/loaded',
        isPlaceAsEnquiryEnabled: req.isPlaceAsEnquiryEnabled || Boolean(slot?.canEnquire),
        isCardGuaranteeRequired: req.isCardGuaranteeRequired,
        isCardGuaranteeAvailable: req.isCardGuaranteeAvailable,
      });
      idempotencyKey.current = null;
      return true;
    } catch (err) {
      dispatch({ type: 'slots/failed', message: messageOf(err) });
      return false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** SPEC §5 customer validation; returns the flags and whether all hold. */
  const validateCustomer = useCallback((): boolean => {
    const result = customerSchema.safeParse(stateRef.current.customer);
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
  }, [dispatch]);

  const submit = useCallback(async () => {
    const s = stateRef.current;
    if (!validateCustomer() || !s.storeId || !s.date || !s.occasion) return;
    const kind = s.isEnquiry ? 'enquiry' : 'booking';
    // One key per attempt: a retry after a network failure never books twice (issue 6).
    idempotencyKey.current ??= crypto.randomUUID();
    dispatch({ type: 'create/requested' });
    try {
      const body = {
        occasionId: s.occasion.id,
        adults: s.adultCovers,
        children: s.childCovers,
        bookingDate: s.date,
        time: s.time,
        menuId: s.menu?.id ?? null,
        areaId: s.area?.id ?? null,
        customer: s.customer,
        upsellIds: s.upsellIds,
        ...(s.braintreeCustomerId ? { braintreeCustomerId: s.braintreeCustomerId } : {}),
      };
      const created = await api.create(kind === 'enquiry' ? 'enquiry' : 'create', s.storeId, body, idempotencyKey.current);
      dispatch({
        type: 'create/succeeded',
        kind: created.bookingType,
        bookingReference: created.bookingReference,
        extras: created.extras,
        managePath: created.managePath,
      });
    } catch (err) {
      const status = (err as { body?: { data?: { bookingStatus?: number } } }).body?.data?.bookingStatus;
      // The server answered: the next attempt is a new request. A network failure keeps the key, so a retry is safe.
      if (err instanceof ApiError) idempotencyKey.current = null;
      dispatch({ type: 'create/failed', kind, bookingStatus: status, message: messageOf(err) });
    }
  }, [api, dispatch, validateCustomer]);

  return { state, dispatch, restaurants, restaurant, nearby, loadSlots, loadRequirements, submit, validateCustomer };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
