// One test per product.md §4 "Booking flow" bullet the reducer owns: the step, the
// diner's choices and what their actions led to. The bullets about loads are
// derived by the view (booking-view.test.ts) and the requests they make are
// the hook's (use-booking-flow.test.tsx).
import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { bookingReducer, unavailableEvent, type BookingAction } from './booking-reducer.ts';
import { initialBookingState, type BookingState } from './booking-state.ts';

const run = (actions: BookingAction[], from: BookingState = initialBookingState('1001')) => actions.reduce(bookingReducer, from);
const dated = () => run([{ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') }]);

describe('product.md §4 booking flow', () => {
  it('step starts at 1 and moves by add, minus or set', () => {
    expect(initialBookingState().step).toBe(1);
    expect(run([{ type: 'step/add' }]).step).toBe(2);
    expect(run([{ type: 'step/add' }, { type: 'step/add' }, { type: 'step/add' }]).step).toBe(3);
    expect(run([{ type: 'step/set', step: 3 }, { type: 'step/minus' }]).step).toBe(2);
    expect(run([{ type: 'step/minus' }]).step).toBe(1);
  });

  // product.md §4 "loading restrictions … sets adults to the minimum" is read differently on purpose
  // (decision 026, docs/decisions/026-booking-journey-defaults.md): the restrictions apply afresh to what
  // the diner has not chosen; a chosen party is kept (the view clamps it to the occasion's bounds and says so).
  it('a new date makes the restrictions apply afresh, keeping the party the diner chose (decision 026)', () => {
    const s = run([
      { type: 'covers/set', adults: 6, children: 2 },
      { type: 'date/set', date: '2026-12-06', now: new Date('2026-12-01T10:00:00Z') },
    ]);
    expect(s).toMatchObject({ date: '2026-12-06', adultCovers: 6, childCovers: 2, pickedTime: null });
    // An unchosen party stays unchosen: the view makes it 2 within the occasion's bounds.
    expect(dated()).toMatchObject({ adultCovers: null, childCovers: 0 });
  });

  // product.md §4 "changing occasion sets cover size and adults to the minimum, children to 0": decision 026
  // keeps a chosen party; only one outside the occasion's bounds is brought within them (booking-view.ts).
  it('changing occasion keeps the party the diner chose (decision 026)', () => {
    const s = run(
      [
        { type: 'covers/set', adults: 5, children: 1 },
        { type: 'occasion/changed', occasionId: 'brunch' },
      ],
      dated(),
    );
    expect(s).toMatchObject({ occasionId: 'brunch', adultCovers: 5, childCovers: 1 });
    expect(run([{ type: 'occasion/changed', occasionId: 'brunch' }], dated())).toMatchObject({ adultCovers: null, childCovers: 0 });
  });

  it('"Find a time" moves to step two with no time chosen for the diner (decision 026)', () => {
    const s = run([{ type: 'time/set', time: '19:00' }, { type: 'step/minus' }, { type: 'times/requested' }], dated());
    expect(s).toMatchObject({ step: 2, pickedTime: null });
  });

  it('a new preferred time or service unpicks the time (decision 026)', () => {
    const s = run(
      [{ type: 'times/requested' }, { type: 'time/set', time: '19:00' }, { type: 'preference/set', preference: 'service:Lunch' }],
      dated(),
    );
    expect(s).toMatchObject({ timePreference: 'service:Lunch', pickedTime: null });
  });

  it('an alternative is one click: its restaurant, date and time on step two, the party kept (decision 026)', () => {
    const s = run(
      [
        { type: 'covers/set', adults: 3 },
        { type: 'times/requested' },
        { type: 'alternative/chosen', storeId: '1002', date: '2026-12-07', time: '18:30', now: new Date('2026-12-01T10:00:00Z') },
      ],
      dated(),
    );
    expect(s).toMatchObject({ storeId: '1002', date: '2026-12-07', pickedTime: '18:30', step: 2, adultCovers: 3, occasionId: null });
  });

  it('a failed "Continue" shows its message and stays on step two', () => {
    const s = run(
      [{ type: 'times/requested' }, { type: 'requirements/failed', message: 'This booking needs a credit card to confirm.' }],
      dated(),
    );
    expect(s).toMatchObject({ step: 2, error: 'This booking needs a credit card to confirm.' });
    // A new choice clears it.
    expect(run([{ type: 'time/set', time: '19:15' }], s).error).toBeNull();
  });

  it('a failed search for times fires booking_unavailable with the restaurant id', () => {
    expect(unavailableEvent('1001')).toEqual({ event: 'booking_unavailable', params: { restaurant_id: '1001' } });
  });

  it.each(['enquiry', 'event'] as const)(
    'a successful %s shows the thanks view, stops the spinner, sets bookingType and stores the confirmation number',
    (kind) => {
      const s = run([{ type: 'create/requested' }, { type: 'create/succeeded', kind, bookingReference: 'CL-1234' }]);
      expect(s.showThanks).toBe(true);
      expect(s.creating).toBe(false);
      expect(s.bookingType).toBe(kind);
      expect(s.confirmationNumber).toBe('CL-1234');
    },
  );

  it('a successful booking stores the confirmation number, date and time', () => {
    const s = run(
      [
        { type: 'create/requested' },
        { type: 'create/succeeded', kind: 'booking', bookingReference: 'CL-9', date: '2026-12-05', time: '19:00' },
      ],
      dated(),
    );
    expect(s).toMatchObject({
      confirmationNumber: 'CL-9',
      date: '2026-12-05',
      pickedTime: '19:00',
      showThanks: true,
      creating: false,
      bookingType: null,
    });
  });

  it("booking status 9 gives the 'slot just taken' message and stops the spinner", () => {
    const s = run([{ type: 'create/requested' }, { type: 'create/failed', kind: 'booking', bookingStatus: 9, message: 'ignored' }]);
    expect(s.error).toBe('Sorry, that time slot’s just been taken. Please choose another…');
    expect(s.error).toBe(SLOT_TAKEN_MESSAGE);
    expect(s.creating).toBe(false);
  });

  it('failed creates clear the customer, except for events, show the error and stop the spinner', () => {
    const typed = run([{ type: 'customer/set', field: 'firstName', value: 'Ana' }, { type: 'create/requested' }]);
    expect(typed.creating).toBe(true);
    const booking = bookingReducer(typed, { type: 'create/failed', kind: 'booking', message: 'Sorry, something went wrong.' });
    expect(booking.customer.firstName).toBe('');
    expect(booking.error).toBe('Sorry, something went wrong.');
    expect(booking.creating).toBe(false);
    const event = bookingReducer(typed, { type: 'create/failed', kind: 'event', message: 'No.' });
    expect(event.customer.firstName).toBe('Ana');
  });

  it('reset restores all defaults and clears the restaurant only when asked', () => {
    const busy = run(
      [
        { type: 'step/set', step: 3 },
        { type: 'customer/set', field: 'email', value: 'a@b.co' },
      ],
      dated(),
    );
    expect(bookingReducer(busy, { type: 'reset' })).toEqual(initialBookingState('1001'));
    expect(bookingReducer(busy, { type: 'reset', clearRestaurant: true })).toEqual(initialBookingState(null));
  });

  it('choosing another restaurant starts again, keeping the date and the party (decision 026)', () => {
    const s = run(
      [
        { type: 'covers/set', adults: 4 },
        { type: 'step/set', step: 2 },
        { type: 'restaurant/set', storeId: '1002' },
      ],
      dated(),
    );
    expect(s).toEqual({ ...initialBookingState('1002', dated().time), date: '2026-12-05', adultCovers: 4 });
  });

  it('a card submit with status 200 and data stores the customer id', () => {
    expect(run([{ type: 'card/submitted', status: 200, customerId: 'bt-42' }]).braintreeCustomerId).toBe('bt-42');
    expect(run([{ type: 'card/submitted', status: 500 }]).braintreeCustomerId).toBeNull();
  });

  it('opening the group booking sets the flag, hides step one and hides the booking image', () => {
    const s = run([{ type: 'times/requested' }, { type: 'group/open' }]);
    expect(s).toMatchObject({ groupBooking: true, showStepOne: false, bookingImageHidden: true });
  });

  it('starts at 09:00 with 2 adults (product.md §9): null is "not chosen", 2 in the view', () => {
    expect(initialBookingState()).toMatchObject({ time: '09:00', adultCovers: null, childCovers: 0, pickedTime: null });
  });

  it('a date starts the search at 09:00, and today at the current time rounded by the search helper (product.md §5)', () => {
    const now = new Date('2026-12-05T14:07:00Z'); // 14:07 in London
    expect(run([{ type: 'date/set', date: '2026-12-06', now }]).time).toBe('09:00');
    expect(run([{ type: 'date/set', date: '2026-12-05', now }]).time).toBe('15:00');
    expect(run([{ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-05T06:00:00Z') }]).time).toBe('09:00');
  });
});

describe('extras (product.md §7 upsells)', () => {
  it('picks and unpicks extras', () => {
    const s = run([
      { type: 'upsell/toggled', id: 'prosecco', picked: true },
      { type: 'upsell/toggled', id: 'cake', picked: true },
    ]);
    expect(s.upsellIds).toEqual(['prosecco', 'cake']);
    expect(bookingReducer(s, { type: 'upsell/toggled', id: 'prosecco', picked: false }).upsellIds).toEqual(['cake']);
  });

  it('a successful create keeps the extras as booked and the manage link', () => {
    const extras = [{ id: 'prosecco', name: 'Prosecco', quantity: 1, unitPence: 2800, totalPence: 2800 }];
    const s = run([
      { type: 'create/succeeded', kind: 'booking', bookingReference: 'CL-9', extras, managePath: '/manage-booking/?token=t' },
    ]);
    expect(s).toMatchObject({ bookedExtras: extras, managePath: '/manage-booking/?token=t', showThanks: true });
  });
});
