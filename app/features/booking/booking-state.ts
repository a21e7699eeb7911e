// The booking modal's flow state (product.md §3 "Booking state", §4) and its defaults.
import type { BookingExtra } from '../../../contract/booking.ts';
import type { LinkGroup } from '../../../contract/link-groups.ts';

export interface OccasionOption {
  id: string;
  name: string;
  minimumCovers: number;
  maximumCovers: number;
  menuLinkGroup: LinkGroup;
  areaLinkGroup: LinkGroup;
}

export interface Choice {
  id: string;
  name: string;
  description?: string;
}

export interface Slot {
  time: string;
  canEnquire: boolean;
}

/** product.md §3 customer, each field with its validation flag (product.md §5). */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}
export type CustomerValidity = Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest', boolean>;

/**
 * The booking flow's own state (product.md §3 "Booking state", §4): the step, the diner's choices and
 * what their actions led to. What the server says (occasions, menus, areas, times, extras,
 * requirements) lives in the query cache (booking-queries.ts); booking-view.ts joins the two.
 */
export interface BookingState {
  step: 1 | 2 | 3;
  storeId: string | null;
  date: string | null;
  /** Where the search for times starts on the date (product.md §5, §9); the time shown until there are slots. */
  time: string;
  /** The slot the diner picked; null: none yet — no time is chosen for the diner (decision 026). */
  pickedTime: string | null;
  /**
   * What the diner wants the times around: 'HH:MM', or 'service:<name>' for a service (lunch, dinner);
   * null: the default (19:00, or the search's start time when later).
   */
  timePreference: string | null;
  /** null: the first occasion of the restrictions (product.md §4). */
  occasionId: string | null;
  /**
   * The party the diner chose; null: not chosen, product.md §9's 2 within the occasion's bounds. A chosen
   * party outside the occasion's bounds is clamped by the view, which says so (decision 026).
   */
  adultCovers: number | null;
  childCovers: number;
  /** null: the first menu the occasion allows (product.md §4). */
  menuId: string | null;
  /** null: no preference. */
  areaId: string | null;
  /** Extras the diner picked (product.md §7 upsells); the view keeps those the chosen time offers. */
  upsellIds: string[];
  customer: Customer;
  customerValid: CustomerValidity;
  braintreeCustomerId: string | null;
  bookingType: 'event' | 'enquiry' | null;
  confirmationNumber: string | null;
  /** From the create reply: the extras as booked and the signed manage page. */
  bookedExtras: BookingExtra[];
  managePath: string | null;
  /** What went wrong with the diner's last action (continue, create); failed loads are the view's. */
  error: string | null;
  /** The step-three spinner: a create is on its way. */
  creating: boolean;
  showThanks: boolean;
  /** product.md §4 group booking view. */
  groupBooking: boolean;
  showStepOne: boolean;
  bookingImageHidden: boolean;
}

/** product.md §9: default covers on reset 2; initial booking hour 9, minute 0. */
export const DEFAULT_COVERS = 2;
export const INITIAL_TIME = '09:00';

export const emptyCustomer = (): Customer => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
});

const allValid = (): CustomerValidity => ({ firstName: true, lastName: true, email: true, phoneNumber: true, specialRequest: true });

export function initialBookingState(storeId: string | null = null, time = INITIAL_TIME): BookingState {
  return {
    step: 1,
    storeId,
    date: null,
    time,
    pickedTime: null,
    timePreference: null,
    occasionId: null,
    adultCovers: null,
    childCovers: 0,
    menuId: null,
    areaId: null,
    upsellIds: [],
    customer: emptyCustomer(),
    customerValid: allValid(),
    braintreeCustomerId: null,
    bookingType: null,
    confirmationNumber: null,
    bookedExtras: [],
    managePath: null,
    error: null,
    creating: false,
    showThanks: false,
    groupBooking: false,
    showStepOne: true,
    bookingImageHidden: false,
  };
}
