// The booking flow of product.md §4 as one pure reducer over the flow state: the
// diner's choices and what their actions led to. Loads are not actions here:
// the occasions, menus, areas and times are queries keyed by these choices
// (use-booking-server-state.ts), and booking-view.ts derives what the loads imply.
import type { BookingExtra } from '../../../contract/booking.ts';
import { BOOKING_STATUS_SLOT_TAKEN, SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { initialBookingTime } from '../../../contract/time-rounding.ts';
import { emptyCustomer, initialBookingState, type BookingState, type Customer } from './booking-state.ts';

export type BookingAction =
  | { type: 'step/add' }
  | { type: 'step/minus' }
  | { type: 'step/set'; step: 1 | 2 | 3 }
  | { type: 'restaurant/set'; storeId: string | null }
  /** `now` picks the start time: 09:00, or for today the search helper's rounded time (product.md §5, §9). */
  | { type: 'date/set'; date: string; now: Date }
  | { type: 'covers/set'; adults: number; children?: number }
  | { type: 'occasion/changed'; occasionId: string }
  | { type: 'menu/set'; menuId: string }
  | { type: 'area/set'; areaId: string | null }
  /** "Find a time": on to step two, where the times load. */
  | { type: 'times/requested' }
  | { type: 'time/set'; time: string }
  /** The time or service ('service:<name>') the diner wants the times around (decision 026). */
  | { type: 'preference/set'; preference: string }
  /** One click on an alternative after a day with no times: that restaurant, date and time, the party kept (decision 026). */
  | { type: 'alternative/chosen'; storeId: string; date: string; time: string; now: Date }
  | { type: 'upsell/toggled'; id: string; picked: boolean }
  /** "Continue" could not get the requirements for the chosen time. */
  | { type: 'requirements/failed'; message: string }
  | { type: 'customer/set'; field: keyof Customer; value: string | boolean }
  | { type: 'customer/validated'; valid: BookingState['customerValid'] }
  | { type: 'create/requested' }
  | {
      type: 'create/succeeded';
      kind: 'booking' | 'event' | 'enquiry';
      bookingReference: string;
      /** The date and time booked, from the reply. */
      date?: string;
      time?: string;
      extras?: BookingExtra[];
      managePath?: string;
    }
  | {
      type: 'create/failed';
      kind: 'booking' | 'event' | 'enquiry';
      bookingStatus?: number | undefined;
      message: string;
      /** Decision 049: the card was refused (a declined deposit): the card step asks for one again. */
      cardRefused?: boolean | undefined;
    }
  | { type: 'card/submitted'; status: number; customerId?: string }
  | { type: 'group/open' }
  | { type: 'reset'; clearRestaurant?: boolean };

const clampStep = (n: number) => Math.min(3, Math.max(1, n)) as 1 | 2 | 3;

/** A new choice: the times to pick from will be new, and the last action's error no longer applies. */
const chose = (state: BookingState, change: Partial<BookingState>): BookingState => ({
  ...state,
  ...change,
  pickedTime: null,
  error: null,
});

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'step/add':
      return { ...state, step: clampStep(state.step + 1) };
    case 'step/minus':
      return { ...state, step: clampStep(state.step - 1) };
    case 'step/set':
      return { ...state, step: action.step };
    case 'restaurant/set':
      // Decision 026: another restaurant keeps the date and the party the diner chose; its occasions are its own.
      return {
        ...initialBookingState(action.storeId, state.time),
        date: state.date,
        adultCovers: state.adultCovers,
        childCovers: state.childCovers,
      };
    case 'date/set':
      // product.md §4: the restrictions load again for the date (the first occasion, unless the diner chose one the
      // date still offers). Decision 026: the party the diner chose is kept; an unchosen one is 2 within the
      // occasion's bounds (booking-view.ts selectAdults).
      return chose(state, { date: action.date, time: initialBookingTime(action.date, action.now) });
    case 'covers/set':
      return chose(state, { adultCovers: action.adults, childCovers: action.children ?? state.childCovers });
    case 'occasion/changed':
      // product.md §4 sets adults to the occasion's minimum. Decision 026: a chosen party is kept, and only
      // clamped (and the diner told) when it lies outside the occasion's bounds (booking-view.ts).
      return chose(state, { occasionId: action.occasionId });
    // product.md D14: the menu and the seating follow the time, as diners know from other booking widgets; the time
    // picked stays picked while the new times still offer it (booking-selections.ts selectTime), else it is said.
    case 'menu/set':
      return { ...state, menuId: action.menuId, error: null };
    case 'area/set':
      return { ...state, areaId: action.areaId, error: null };
    case 'times/requested':
      return chose(state, { step: 2 });
    case 'time/set':
      return { ...state, pickedTime: action.time, error: null };
    case 'preference/set':
      // The times shown change: none is chosen for the diner.
      return { ...state, timePreference: action.preference, pickedTime: null, error: null };
    case 'alternative/chosen': {
      const moved = action.storeId !== state.storeId;
      const base = moved ? bookingReducer(state, { type: 'restaurant/set', storeId: action.storeId }) : state;
      const dated = bookingReducer(base, { type: 'date/set', date: action.date, now: action.now });
      return { ...dated, step: 2, pickedTime: action.time, timePreference: action.time };
    }
    case 'upsell/toggled': {
      const others = state.upsellIds.filter((id) => id !== action.id);
      return { ...state, upsellIds: action.picked ? [...others, action.id] : others };
    }
    case 'requirements/failed':
      return { ...state, error: action.message };
    case 'customer/set':
      return { ...state, customer: { ...state.customer, [action.field]: action.value } };
    case 'customer/validated':
      return { ...state, customerValid: action.valid };
    case 'create/requested':
      return { ...state, creating: true, error: null };
    case 'create/succeeded': {
      // product.md §4: the confirmation number, date and time are stored; the thanks view shows; the spinner stops.
      const booked = {
        ...state,
        date: action.date ?? state.date,
        pickedTime: action.time ?? state.pickedTime,
        confirmationNumber: action.bookingReference,
        bookedExtras: action.extras ?? [],
        managePath: action.managePath ?? null,
        showThanks: true,
        creating: false,
      };
      // product.md §4: an enquiry or event also sets bookingType.
      return action.kind === 'booking' ? booked : { ...booked, bookingType: action.kind };
    }
    case 'create/failed': {
      const stopped = { ...state, creating: false, ...(action.cardRefused ? { braintreeCustomerId: null } : {}) };
      // product.md §4: status 9 means the slot was just taken.
      if (action.bookingStatus === BOOKING_STATUS_SLOT_TAKEN) return { ...stopped, error: SLOT_TAKEN_MESSAGE };
      // product.md §4: failed creates clear the customer, except for events.
      return { ...stopped, error: action.message, customer: action.kind === 'event' ? state.customer : emptyCustomer() };
    }
    case 'card/submitted':
      return action.status === 200 && action.customerId ? { ...state, braintreeCustomerId: action.customerId } : state;
    case 'group/open':
      // product.md §4: group flag set, step one hidden, step two enabled (the view), booking image hidden.
      return { ...state, groupBooking: true, showStepOne: false, bookingImageHidden: true };
    case 'reset':
      // product.md §4: all defaults; the restaurant is cleared only if requested.
      return initialBookingState(action.clearRestaurant ? null : state.storeId);
  }
}

/** product.md §4: a failed search for times fires booking_unavailable with the restaurant id. */
export function unavailableEvent(storeId: string | null): { event: string; params: Record<string, unknown> } {
  return { event: 'booking_unavailable', params: { restaurant_id: storeId } };
}
