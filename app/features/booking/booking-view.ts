// What the booking modal shows: the flow state (booking-reducer.ts) joined
// with what the queries loaded. The product.md §4 rules about loads live here as
// derivations: the first occasion is selected, adults stay within its bounds,
// the day's times are shown (none chosen for the diner, decision 026), and a
// failed load shows its message. The selections themselves are
// booking-selections.ts's, which the server-state hook keys its queries with.
import type { BookingExtra, DayAvailability } from '../../../contract/booking.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { feePolicyLines } from '../../../contract/fee-terms.ts';
import type { OfferedUpsell } from '../../../contract/booking-extras.ts';
import type { BookingState, Choice, OccasionOption, Slot } from './booking-state.ts';
import { restrictionsOf, selectAdults, selectionsOf, type ServerState } from './booking-selections.ts';

export type { Loaded, ServerState } from './booking-selections.ts';

/** product.md §4: the restaurant and date have no occasion that can be booked. */
export const NO_OCCASION_MESSAGE = 'This occasion cannot be booked for this date, please try again.';

export interface BookingView {
  step: 1 | 2 | 3;
  storeId: string | null;
  date: string | null;
  /** The time the diner picked, else the search's start time (shown only where a time is chosen). */
  time: string;
  /** The diner picked one of the day's times (decision 026: none is picked for them). */
  timeChosen: boolean;
  /** The time the diner picked is not among the times for the menu or seating chosen since (product.md D14): say so. */
  timeGone: string | null;
  /** What the times are shown around: 'HH:MM' or 'service:<name>'; null: the default. */
  timePreference: string | null;
  /** The chosen day's services (lunch, dinner…), for the preference and "Show all times". */
  periods: DayAvailability['periods'];
  /** The chosen day has no times left (not a party-size refusal): the step offers alternatives. */
  noTimesLeft: boolean;
  /** Said when a chosen party had to be brought within the occasion's bounds (decision 026). */
  partyNote: string | null;
  /** Date and time combined, once a slot is chosen. */
  dateTime: string | null;
  adultCovers: number;
  childCovers: number;
  coverSize: number;
  restrictions: { minCovers: number; maxCovers: number };
  occasions: OccasionOption[];
  occasion: OccasionOption | null;
  /** What the occasion allows (product.md §4 link groups). */
  menus: Choice[];
  areas: Choice[];
  menu: Choice | null;
  area: Choice | null;
  slots: Slot[];
  /** The extras the chosen time offers, and the diner's picks among them. */
  upsells: OfferedUpsell[];
  upsellIds: string[];
  customer: BookingState['customer'];
  customerValid: BookingState['customerValid'];
  isEnquiry: boolean;
  creditCardRequired: boolean;
  cardGuaranteeAvailable: boolean;
  /** product.md D11 "The policy up front": what the card step tells the diner before the card is entered; empty without a card. */
  cardPolicy: string[];
  braintreeCustomerId: string | null;
  bookingType: 'event' | 'enquiry' | null;
  confirmationNumber: string | null;
  bookedExtras: BookingExtra[];
  managePath: string | null;
  error: string | null;
  showThanks: boolean;
  /** product.md §2 hidden-footer flag. */
  footerHidden: boolean;
  stepOneDisabled: boolean;
  stepTwoDisabled: boolean;
  spinner: { stepOne: boolean; stepTwo: boolean; stepThree: boolean };
  groupBooking: boolean;
  showStepOne: boolean;
  bookingImageHidden: boolean;
}

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** Decision 026: a chosen party the occasion does not take is clamped, and the diner told. */
export function partyNoteOf(state: BookingState, occasion: OccasionOption | null): string | null {
  if (state.adultCovers === null || !occasion) return null;
  const adults = selectAdults(state, occasion);
  if (adults === state.adultCovers) return null;
  return `${occasion.name} is for ${occasion.minimumCovers} to ${occasion.maximumCovers} guests, so your party is now ${guests(adults)}.`;
}

/** Decision 026: a day whose times are all gone says so, rather than blaming the party. */
export function noTimesMessage(date: string, today: string | undefined, covers: number): string {
  return date === today
    ? `There are no times left today for ${guests(covers)}.`
    : `There are no times left on ${formatLongDate(date)} for ${guests(covers)}.`;
}

export function bookingView(state: BookingState, server: ServerState): BookingView {
  const { occasions, occasion, adults: adultCovers, choices, day, picked } = selectionsOf(state, server);
  const noOccasion = Boolean(server.occasions.data && !server.occasions.placeholder && occasions.length === 0);
  const occasionsError = server.occasions.error ?? (noOccasion ? NO_OCCASION_MESSAGE : null);

  const loadingSlots = Boolean(server.slots.fetching);
  const slots = day?.times ?? [];
  const time = picked ?? state.time;
  const timeChosen = picked !== null;
  // product.md §4: a day without times says why, as a failed load does. Decision 026: the engine's party-size
  // message only when the party is what is refused; a day whose times are gone says that.
  const emptyDay = Boolean(day && day.times.length === 0);
  const partyRefused = server.day?.state === 'no-occasion';
  const noTimesLeft = !loadingSlots && !server.slots.error && emptyDay && !partyRefused;
  const emptyMessage =
    emptyDay && day
      ? partyRefused || !state.date
        ? day.message
        : noTimesMessage(state.date, server.today, adultCovers + state.childCovers)
      : null;
  const slotsError = loadingSlots ? null : (server.slots.error ?? emptyMessage);

  const upsells = (server.upsells ?? []).filter((u) => u.isAvailable);
  const slot = slots.find((s) => s.time === time);
  const req = server.requirements;

  return {
    step: state.step,
    storeId: state.storeId,
    date: state.date,
    time,
    timeChosen,
    timeGone: !timeChosen && !loadingSlots && state.pickedTime !== null && slots.length > 0 ? state.pickedTime : null,
    timePreference: state.timePreference,
    periods: server.day?.periods ?? [],
    noTimesLeft,
    partyNote: partyNoteOf(state, occasion),
    dateTime: timeChosen && state.date ? `${state.date}T${time}` : null,
    adultCovers,
    childCovers: state.childCovers,
    coverSize: adultCovers + state.childCovers,
    restrictions: restrictionsOf(occasion),
    occasions,
    occasion,
    ...choices,
    slots,
    upsells,
    // A pick the chosen time no longer offers is not booked.
    upsellIds: state.upsellIds.filter((id) => upsells.some((u) => u.id === id)),
    customer: state.customer,
    customerValid: state.customerValid,
    // product.md §4: the requirements reply sets isEnquiry and creditCardRequired.
    isEnquiry: req ? req.isPlaceAsEnquiryEnabled || Boolean(slot?.canEnquire) : false,
    creditCardRequired: req?.isCardGuaranteeRequired ?? false,
    cardGuaranteeAvailable: req?.isCardGuaranteeAvailable ?? false,
    cardPolicy: req?.isCardGuaranteeRequired && req.cardFeeTerms ? feePolicyLines(req.cardFeeTerms, adultCovers + state.childCovers) : [],
    braintreeCustomerId: state.braintreeCustomerId,
    bookingType: state.bookingType,
    confirmationNumber: state.confirmationNumber,
    bookedExtras: state.bookedExtras,
    managePath: state.managePath,
    error: state.error ?? slotsError ?? occasionsError ?? server.restaurants?.error ?? null,
    showThanks: state.showThanks,
    // product.md §4: the footer shows once occasions have loaded, and hides when they fail.
    footerHidden: occasions.length === 0 || occasionsError !== null,
    stepOneDisabled: Boolean(server.occasions.fetching),
    // product.md §4: the group view enables step two.
    stepTwoDisabled: loadingSlots && !state.groupBooking,
    spinner: { stepOne: Boolean(server.occasions.fetching), stepTwo: loadingSlots, stepThree: state.creating },
    groupBooking: state.groupBooking,
    showStepOne: state.showStepOne,
    bookingImageHidden: state.bookingImageHidden,
  };
}
