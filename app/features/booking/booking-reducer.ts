// The booking flow of SPEC §4 as one pure reducer: every bullet is an action.
import type { BookingExtra } from '../../../contract/booking.ts';
import { BOOKING_STATUS_SLOT_TAKEN, SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import type { OfferedUpsell } from '../../../contract/booking-extras.ts';
import { filterByLinkGroup, selectFromLinkGroup } from '../../../contract/link-groups.ts';
import { initialBookingTime } from '../../../contract/time-rounding.ts';
import {
  emptyCustomer,
  initialBookingState,
  type BookingState,
  type Choice,
  type Customer,
  type OccasionOption,
  type Slot,
} from './booking-state.ts';

export type BookingAction =
  | { type: 'step/add' }
  | { type: 'step/minus' }
  | { type: 'step/set'; step: 1 | 2 | 3 }
  | { type: 'restaurant/set'; storeId: string | null }
  /** `now` picks the start time: 09:00, or for today the search helper's rounded time (SPEC §5, §9). */
  | { type: 'date/set'; date: string; now: Date }
  | { type: 'covers/set'; adults: number; children?: number }
  | { type: 'restrictions/requested' }
  | { type: 'restrictions/loaded'; occasions: OccasionOption[] }
  | { type: 'restrictions/failed'; message: string }
  | { type: 'occasion/changed'; occasionId: string }
  | { type: 'options/loaded'; menus: Choice[]; areas: Choice[] }
  | { type: 'menu/set'; menuId: string }
  | { type: 'area/set'; areaId: string | null }
  | { type: 'slots/requested' }
  | { type: 'slots/loaded'; dates: { times: Slot[] }[] }
  | { type: 'slots/failed'; message: string }
  | { type: 'time/set'; time: string }
  | { type: 'upsells/loaded'; upsells: OfferedUpsell[] }
  | { type: 'upsell/toggled'; id: string; picked: boolean }
  | { type: 'requirements/loaded'; isPlaceAsEnquiryEnabled: boolean; isCardGuaranteeRequired: boolean; isCardGuaranteeAvailable?: boolean }
  | { type: 'customer/set'; field: keyof Customer; value: string | boolean }
  | { type: 'customer/validated'; valid: BookingState['customerValid'] }
  | { type: 'create/requested' }
  | {
      type: 'create/succeeded';
      kind: 'booking' | 'event' | 'enquiry';
      bookingReference: string;
      extras?: BookingExtra[];
      managePath?: string;
    }
  | { type: 'create/failed'; kind: 'booking' | 'event' | 'enquiry'; bookingStatus?: number; message: string }
  | { type: 'card/submitted'; status: number; customerId?: string }
  | { type: 'group/open' }
  | { type: 'reset'; clearRestaurant?: boolean };

const clampStep = (n: number) => Math.min(3, Math.max(1, n)) as 1 | 2 | 3;

/** SPEC §4: choosing an occasion sets the restrictions, cover size and adults to its minimum, children to 0. */
function withOccasion(state: BookingState, occasion: OccasionOption | null): BookingState {
  if (!occasion) return { ...state, occasion: null };
  const next = {
    ...state,
    occasion,
    restrictions: { minCovers: occasion.minimumCovers, maxCovers: occasion.maximumCovers },
    coverSize: occasion.minimumCovers,
    adultCovers: occasion.minimumCovers,
    childCovers: 0,
  };
  return withLinkedOptions(next);
}

/** SPEC §4: inclusive keeps only the linked menus, exclusive removes them; areas likewise; none left → null. */
function withLinkedOptions(state: BookingState): BookingState {
  if (!state.occasion) return { ...state, menus: state.restaurantMenus, areas: state.restaurantAreas };
  const { menuLinkGroup, areaLinkGroup } = state.occasion;
  return {
    ...state,
    menus: filterByLinkGroup(state.restaurantMenus, menuLinkGroup),
    areas: filterByLinkGroup(state.restaurantAreas, areaLinkGroup),
    menu: selectFromLinkGroup(state.restaurantMenus, menuLinkGroup, state.menu?.id),
    area: state.area ? selectFromLinkGroup(state.restaurantAreas, areaLinkGroup, state.area.id) : null,
  };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'step/add':
      return { ...state, step: clampStep(state.step + 1) };
    case 'step/minus':
      return { ...state, step: clampStep(state.step - 1) };
    case 'step/set':
      return { ...state, step: action.step };
    case 'restaurant/set':
      return { ...initialBookingState(action.storeId, state.time), date: state.date };
    case 'date/set':
      return { ...state, date: action.date, time: initialBookingTime(action.date, action.now), dateTime: null, slots: [] };
    case 'covers/set': {
      const adults = Math.min(state.restrictions.maxCovers, Math.max(state.restrictions.minCovers, action.adults));
      const children = action.children ?? state.childCovers;
      return { ...state, adultCovers: adults, childCovers: children, coverSize: adults + children };
    }
    case 'restrictions/requested':
      return { ...state, stepOneDisabled: true, spinner: { ...state.spinner, stepOne: true }, error: null };
    case 'restrictions/loaded': {
      // SPEC §4: store the occasions, select the first, min/max covers, adults = min, children 0, footer shown.
      const loaded = {
        ...state,
        occasions: action.occasions,
        stepOneDisabled: false,
        spinner: { ...state.spinner, stepOne: false },
        footerHidden: false,
      };
      return withOccasion(loaded, action.occasions[0] ?? null);
    }
    case 'restrictions/failed':
      return { ...state, spinner: { ...state.spinner, stepOne: false }, stepOneDisabled: false, error: action.message, footerHidden: true };
    case 'occasion/changed':
      return withOccasion(state, state.occasions.find((o) => o.id === action.occasionId) ?? null);
    case 'options/loaded':
      return withLinkedOptions({ ...state, restaurantMenus: action.menus, restaurantAreas: action.areas });
    case 'menu/set':
      return { ...state, menu: state.menus.find((m) => m.id === action.menuId) ?? null };
    case 'area/set':
      return { ...state, area: action.areaId === null ? null : (state.areas.find((a) => a.id === action.areaId) ?? null) };
    case 'slots/requested':
      // SPEC §4: loading slots clears slots first.
      return { ...state, slots: [], stepTwoDisabled: true, spinner: { ...state.spinner, stepTwo: true } };
    case 'slots/loaded': {
      const done = { ...state, stepTwoDisabled: false, spinner: { ...state.spinner, stepTwo: false } };
      const times = action.dates[0]?.times;
      if (!times) return done; // SPEC §4: with no dates it returns nothing.
      const first = times[0];
      return {
        ...done,
        slots: times,
        time: first?.time ?? state.time,
        dateTime: first && state.date ? `${state.date}T${first.time}` : null,
        error: null,
      };
    }
    case 'slots/failed':
      return { ...state, stepTwoDisabled: false, spinner: { ...state.spinner, stepTwo: false }, error: action.message };
    case 'time/set':
      return { ...state, time: action.time, dateTime: state.date ? `${state.date}T${action.time}` : null };
    case 'upsells/loaded': {
      // Only what can be had at this time is offered; a pick that no longer can be is dropped.
      const upsells = action.upsells.filter((u) => u.isAvailable);
      return { ...state, upsells, upsellIds: state.upsellIds.filter((id) => upsells.some((u) => u.id === id)) };
    }
    case 'upsell/toggled': {
      const others = state.upsellIds.filter((id) => id !== action.id);
      const offered = state.upsells.some((u) => u.id === action.id);
      return { ...state, upsellIds: action.picked && offered ? [...others, action.id] : others };
    }
    case 'requirements/loaded':
      return {
        ...state,
        isEnquiry: action.isPlaceAsEnquiryEnabled,
        creditCardRequired: action.isCardGuaranteeRequired,
        cardGuaranteeAvailable: action.isCardGuaranteeAvailable ?? false,
      };
    case 'customer/set':
      return { ...state, customer: { ...state.customer, [action.field]: action.value } };
    case 'customer/validated':
      return { ...state, customerValid: action.valid };
    case 'create/requested':
      return { ...state, spinner: { ...state.spinner, stepThree: true }, error: null };
    case 'create/succeeded': {
      const booked = { ...state, bookedExtras: action.extras ?? [], managePath: action.managePath ?? null };
      if (action.kind === 'booking') {
        // SPEC §4: a successful booking stores the confirmation number, date and time.
        return {
          ...booked,
          confirmationNumber: action.bookingReference,
          showThanks: true,
          spinner: { ...state.spinner, stepThree: false },
        };
      }
      // SPEC §4: enquiry or event: thanks view, spinner stopped, bookingType and confirmation number set.
      return {
        ...booked,
        showThanks: true,
        spinner: { ...state.spinner, stepThree: false },
        bookingType: action.kind,
        confirmationNumber: action.bookingReference,
      };
    }
    case 'create/failed': {
      const stopped = { ...state, spinner: { ...state.spinner, stepThree: false } };
      // SPEC §4: status 9 means the slot was just taken.
      if (action.bookingStatus === BOOKING_STATUS_SLOT_TAKEN) return { ...stopped, error: SLOT_TAKEN_MESSAGE };
      // SPEC §4: failed creates clear the customer, except for events.
      return { ...stopped, error: action.message, customer: action.kind === 'event' ? state.customer : emptyCustomer() };
    }
    case 'card/submitted':
      return action.status === 200 && action.customerId ? { ...state, braintreeCustomerId: action.customerId } : state;
    case 'group/open':
      // SPEC §4: group flag set, step one hidden, step two enabled, booking image hidden.
      return { ...state, groupBooking: true, showStepOne: false, stepTwoDisabled: false, bookingImageHidden: true };
    case 'reset':
      // SPEC §4: all defaults; the restaurant is cleared only if requested.
      return initialBookingState(action.clearRestaurant ? null : state.storeId);
  }
}

/** SPEC §4: analytics that an action fires (sent by the caller, with consent). */
export function analyticsFor(action: BookingAction, state: BookingState): { event: string; params: Record<string, unknown> }[] {
  if (action.type === 'slots/failed') return [{ event: 'booking_unavailable', params: { restaurant_id: state.storeId } }];
  return [];
}
