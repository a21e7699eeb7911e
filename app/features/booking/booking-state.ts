// The booking modal's state (SPEC §3 "Booking state") and its defaults.
import type { BookingExtra } from '../../../contract/booking.ts';
import type { OfferedUpsell } from '../../../contract/booking-extras.ts';
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

/** SPEC §3 customer, each field with its validation flag (SPEC §5). */
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

export interface BookingState {
  step: 1 | 2 | 3;
  storeId: string | null;
  date: string | null;
  time: string;
  /** date and time combined, once a slot is chosen. */
  dateTime: string | null;
  adultCovers: number;
  childCovers: number;
  coverSize: number;
  restrictions: { minCovers: number; maxCovers: number };
  occasions: OccasionOption[];
  occasion: OccasionOption | null;
  /** Everything the restaurant offers; `menus`/`areas` below are what the occasion allows. */
  restaurantMenus: Choice[];
  restaurantAreas: Choice[];
  menus: Choice[];
  areas: Choice[];
  menu: Choice | null;
  area: Choice | null;
  slots: Slot[];
  /** Extras that can be had at the chosen time (SPEC §7 upsells), and the ones the diner picked. */
  upsells: OfferedUpsell[];
  upsellIds: string[];
  customer: Customer;
  customerValid: CustomerValidity;
  isEnquiry: boolean;
  creditCardRequired: boolean;
  /** The payments adapter is configured (requirements reply isCardGuaranteeAvailable). */
  cardGuaranteeAvailable: boolean;
  braintreeCustomerId: string | null;
  bookingType: 'event' | 'enquiry' | null;
  confirmationNumber: string | null;
  /** From the create reply: the extras as booked and the signed manage page. */
  bookedExtras: BookingExtra[];
  managePath: string | null;
  error: string | null;
  showThanks: boolean;
  /** SPEC §2 hidden-footer flag. */
  footerHidden: boolean;
  stepOneDisabled: boolean;
  stepTwoDisabled: boolean;
  spinner: { stepOne: boolean; stepTwo: boolean; stepThree: boolean };
  /** SPEC §4 group booking view. */
  groupBooking: boolean;
  showStepOne: boolean;
  bookingImageHidden: boolean;
}

/** SPEC §9: default covers on reset 2; initial booking hour 9, minute 0. */
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
    dateTime: null,
    adultCovers: DEFAULT_COVERS,
    childCovers: 0,
    coverSize: DEFAULT_COVERS,
    restrictions: { minCovers: 1, maxCovers: 20 },
    occasions: [],
    occasion: null,
    restaurantMenus: [],
    restaurantAreas: [],
    menus: [],
    areas: [],
    menu: null,
    area: null,
    slots: [],
    upsells: [],
    upsellIds: [],
    customer: emptyCustomer(),
    customerValid: allValid(),
    isEnquiry: false,
    creditCardRequired: false,
    cardGuaranteeAvailable: false,
    braintreeCustomerId: null,
    bookingType: null,
    confirmationNumber: null,
    bookedExtras: [],
    managePath: null,
    error: null,
    showThanks: false,
    footerHidden: true,
    stepOneDisabled: false,
    stepTwoDisabled: false,
    spinner: { stepOne: false, stepTwo: false, stepThree: false },
    groupBooking: false,
    showStepOne: true,
    bookingImageHidden: false,
  };
}
