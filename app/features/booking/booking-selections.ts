// The product.md §4 selections, made once from the flow state and what has loaded:
// the occasion (the diner's, else the first), the adults within its bounds,
// the menu and area its link groups allow, the day's times and the one the
// diner picked. The view (booking-view.ts) shows them; the server-state hook
// (use-booking-server-state.ts) keys the next queries with them (queryInputs).
import { filterByLinkGroup, selectFromLinkGroup } from '../../../contract/link-groups.ts';
import type { DayAvailability } from '../../../contract/booking.ts';
import type { FeeTerms } from '../../../contract/fee-terms.ts';
import type { OfferedUpsell } from '../../../contract/booking-extras.ts';
import type { Party } from './booking-queries.ts';
import { DEFAULT_COVERS, type BookingState, type Choice, type OccasionOption, type Slot } from './booking-state.ts';

/** A query as the view needs it: its data, whether it is loading, and the diner's message when it failed. */
export interface Loaded<T> {
  data?: T | undefined;
  fetching?: boolean;
  /** The data shown is an earlier key's, kept while the new one loads. */
  placeholder?: boolean;
  error?: string | null;
}

export interface ServerState {
  restaurants?: Loaded<unknown>;
  occasions: Loaded<OccasionOption[]>;
  menus: Loaded<Choice[]>;
  areas: Loaded<Choice[]>;
  slots: Loaded<{ dates: { times: Slot[]; message: string }[] }>;
  upsells?: OfferedUpsell[] | undefined;
  requirements?:
    | {
        isPlaceAsEnquiryEnabled: boolean;
        isCardGuaranteeRequired: boolean;
        isCardGuaranteeAvailable: boolean;
        cardFeeTerms?: FeeTerms | undefined;
      }
    | undefined;
  /** The days endpoint's verdict on the chosen date, when known (decision 026). */
  day?: DayAvailability | null | undefined;
  /** London's today, to word a day with no times left. */
  today?: string | undefined;
}

/** Bounds before any occasion is known. */
const DEFAULT_RESTRICTIONS = { minCovers: 1, maxCovers: 20 };

const clamp = (n: number, { minCovers, maxCovers }: { minCovers: number; maxCovers: number }) =>
  Math.min(maxCovers, Math.max(minCovers, n));

/** product.md §4: the occasion the diner chose, else the first of the restrictions. */
export const selectOccasion = (state: BookingState, occasions: readonly OccasionOption[]): OccasionOption | null =>
  occasions.find((o) => o.id === state.occasionId) ?? occasions[0] ?? null;

export const restrictionsOf = (occasion: OccasionOption | null) =>
  occasion ? { minCovers: occasion.minimumCovers, maxCovers: occasion.maximumCovers } : DEFAULT_RESTRICTIONS;

/**
 * Adults within the occasion's bounds (product.md §4). Decision 026: a party the diner has not chosen is product.md §9's
 * 2 (the occasion's minimum when that is larger); a chosen one is kept, clamped only when outside the bounds.
 */
export const selectAdults = (state: BookingState, occasion: OccasionOption | null): number =>
  clamp(state.adultCovers ?? DEFAULT_COVERS, restrictionsOf(occasion));

/** product.md §4: inclusive keeps only the linked menus, exclusive removes them; areas likewise; none left → null. */
export function linkedChoices(
  state: BookingState,
  occasion: OccasionOption | null,
  allMenus: readonly Choice[],
  allAreas: readonly Choice[],
) {
  if (!occasion) return { menus: [], areas: [], menu: null, area: null };
  return {
    menus: filterByLinkGroup(allMenus, occasion.menuLinkGroup),
    areas: filterByLinkGroup(allAreas, occasion.areaLinkGroup),
    menu: selectFromLinkGroup(allMenus, occasion.menuLinkGroup, state.menuId),
    area: state.areaId ? selectFromLinkGroup(allAreas, occasion.areaLinkGroup, state.areaId) : null,
  };
}

/** product.md §4: loading slots clears them first; a loaded day's times, else none. */
export const slotsOf = (slots: ServerState['slots']) => (slots.fetching ? undefined : slots.data?.dates[0]);

/**
 * The slot the diner picked while the day still offers it; null when none is picked. product.md §4 selects the
 * first slot's time: decision 026 reads it as "the first slot is shown first", never chosen for the diner.
 */
export function selectTime(state: BookingState, slots: readonly Slot[]): string | null {
  const picked = state.pickedTime !== null && (state.showThanks || slots.some((s) => s.time === state.pickedTime));
  return picked ? state.pickedTime : null;
}

/** Every selection the view shows, from what has loaded so far (none loaded: the defaults). */
export function selectionsOf(state: BookingState, server: ServerState) {
  const occasions = server.occasions.data ?? [];
  const occasion = selectOccasion(state, occasions);
  const day = slotsOf(server.slots);
  return {
    occasions,
    occasion,
    adults: selectAdults(state, occasion),
    choices: linkedChoices(state, occasion, server.menus.data ?? [], server.areas.data ?? []),
    day,
    /** The time the diner picked among the day's; null: none. */
    picked: selectTime(state, day?.times ?? []),
  };
}

export type Chosen = Party & { menuId: string | null; areaId: string | null };
export type AtTime = Chosen & { time: string };

/** product.md §4 restrictions: the occasions are asked for the restaurant and date. */
export const whereOf = (state: BookingState) => (state.storeId && state.date ? { storeId: state.storeId, date: state.date } : null);

/** The occasions are this key's own answer, not an earlier key's kept on screen nor a failure. */
const settled = (loaded: Loaded<unknown>) => loaded.data !== undefined && !loaded.placeholder && !loaded.error;

/**
 * The inputs of the queries that follow the occasions, from the view's own selections: each is null until
 * what it depends on has loaded, so a query is asked once its inputs are known. The server-state hook asks
 * again as each load arrives (the later inputs are null until then; the earlier ones do not change).
 */
export function queryInputs(state: BookingState, server: ServerState) {
  const s = selectionsOf(state, server);
  const where = whereOf(state);
  // The menus, areas and nearby times: once this key's occasions are in, for the occasion selected.
  const party: Party | null =
    where && settled(server.occasions) && s.occasion
      ? { ...where, occasionId: s.occasion.id, adults: s.adults, children: state.childCovers }
      : null;
  // The times: once the menus and areas are in, for the menu and area selected among them.
  const chosen: Chosen | null =
    party && server.menus.data && server.areas.data
      ? { ...party, menuId: s.choices.menu?.id ?? null, areaId: s.choices.area?.id ?? null }
      : null;
  const atTime: AtTime | null = chosen && s.picked ? { ...chosen, time: s.picked } : null;
  const timesWanted = state.step >= 2;
  return {
    party,
    chosen,
    /** Times once the diner asks for them (step two), for the menu and area then chosen. */
    slots: timesWanted ? chosen : null,
    /** The times wait for the menus and areas they depend on: they count as loading. */
    slotsWaiting: timesWanted && party !== null && chosen === null,
    /** The extras, the requirements and the booking: for the time the diner picked. */
    atTime,
    /** The day's times, once loaded (product.md §4 "Booking flow": none asks for the nearby restaurants'). */
    day: s.day,
  };
}
