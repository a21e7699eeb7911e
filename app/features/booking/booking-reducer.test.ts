// One test per SPEC §4 "Booking flow" bullet.
import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { analyticsFor, bookingReducer, type BookingAction } from './booking-reducer.ts';
import { initialBookingState, type BookingState, type OccasionOption } from './booking-state.ts';

const dinner: OccasionOption = {
  id: 'dinner',
  name: 'Dinner',
  minimumCovers: 1,
  maximumCovers: 20,
  menuLinkGroup: { type: 'exclusive', links: [{ id: 'brunch' }] },
  areaLinkGroup: { type: 'exclusive', links: [] },
};
const brunch: OccasionOption = {
  id: 'brunch',
  name: 'Bottomless brunch',
  minimumCovers: 2,
  maximumCovers: 12,
  menuLinkGroup: { type: 'inclusive', links: [{ id: 'brunch' }] },
  areaLinkGroup: { type: 'inclusive', links: [{ id: 'bar' }] },
};
const menus = [
  { id: 'food', name: 'Food' },
  { id: 'brunch', name: 'Brunch' },
];
const areas = [
  { id: 'restaurant', name: 'Restaurant' },
  { id: 'bar', name: 'Bar' },
];

const run = (actions: BookingAction[], from: BookingState = initialBookingState('1001')) => actions.reduce(bookingReducer, from);
const loaded = () =>
  run([
    { type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') },
    { type: 'restrictions/loaded', occasions: [dinner, brunch] },
    { type: 'options/loaded', menus, areas },
  ]);

describe('SPEC §4 booking flow', () => {
  it('step starts at 1 and moves by add, minus or set', () => {
    expect(initialBookingState().step).toBe(1);
    expect(run([{ type: 'step/add' }]).step).toBe(2);
    expect(run([{ type: 'step/add' }, { type: 'step/add' }, { type: 'step/add' }]).step).toBe(3);
    expect(run([{ type: 'step/set', step: 3 }, { type: 'step/minus' }]).step).toBe(2);
    expect(run([{ type: 'step/minus' }]).step).toBe(1);
  });

  it('loading restrictions stores the occasions, selects the first, sets min and max covers, adults to the minimum, children 0, and unhides the footer', () => {
    const s = run([
      { type: 'covers/set', adults: 6, children: 2 },
      { type: 'restrictions/loaded', occasions: [brunch, dinner] },
    ]);
    expect(s.occasions).toEqual([brunch, dinner]);
    expect(s.occasion?.id).toBe('brunch');
    expect(s.restrictions).toEqual({ minCovers: 2, maxCovers: 12 });
    expect(s.adultCovers).toBe(2);
    expect(s.childCovers).toBe(0);
    expect(s.footerHidden).toBe(false);
  });

  it('a restrictions error stops the step-one spinner, re-enables step one, sets the message and hides the footer', () => {
    const s = run([
      { type: 'restrictions/requested' },
      { type: 'restrictions/failed', message: 'This occasion cannot be booked for this date, please try again.' },
    ]);
    expect(s.spinner.stepOne).toBe(false);
    expect(s.stepOneDisabled).toBe(false);
    expect(s.error).toBe('This occasion cannot be booked for this date, please try again.');
    expect(s.footerHidden).toBe(true);
  });

  it('changing occasion sets restrictions from it, cover size and adults to the minimum, and children to 0', () => {
    const s = run(
      [
        { type: 'covers/set', adults: 5, children: 1 },
        { type: 'occasion/changed', occasionId: 'brunch' },
      ],
      loaded(),
    );
    expect(s.restrictions).toEqual({ minCovers: 2, maxCovers: 12 });
    expect(s.coverSize).toBe(2);
    expect(s.adultCovers).toBe(2);
    expect(s.childCovers).toBe(0);
  });

  it('covers stay within the occasion bounds', () => {
    const s = run(
      [
        { type: 'occasion/changed', occasionId: 'brunch' },
        { type: 'covers/set', adults: 30 },
      ],
      loaded(),
    );
    expect(s.adultCovers).toBe(12);
  });

  it('loading slots clears slots first', () => {
    const withSlots = run([{ type: 'slots/loaded', dates: [{ times: [{ time: '12:00', canEnquire: false }] }] }], loaded());
    expect(run([{ type: 'slots/requested' }], withSlots).slots).toEqual([]);
  });

  it('loaded slots are stored, the first time selected and combined with the date, and the error cleared', () => {
    const s = run(
      [
        { type: 'slots/failed', message: 'x' },
        {
          type: 'slots/loaded',
          dates: [
            {
              times: [
                { time: '18:30', canEnquire: false },
                { time: '18:45', canEnquire: true },
              ],
            },
          ],
        },
      ],
      loaded(),
    );
    expect(s.slots).toHaveLength(2);
    expect(s.time).toBe('18:30');
    expect(s.dateTime).toBe('2026-12-05T18:30');
    expect(s.error).toBeNull();
  });

  it('with no dates, loading slots returns nothing', () => {
    const before = run([{ type: 'slots/requested' }], loaded());
    const s = run([{ type: 'slots/loaded', dates: [] }], before);
    expect(s.slots).toEqual([]);
    expect(s.dateTime).toBeNull();
    expect(s.time).toBe(before.time);
  });

  it('a slots error re-enables step two, stops the spinner, sets the message and fires booking_unavailable with the restaurant id', () => {
    const before = run([{ type: 'slots/requested' }], loaded());
    const action: BookingAction = {
      type: 'slots/failed',
      message: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    };
    const s = bookingReducer(before, action);
    expect(s.stepTwoDisabled).toBe(false);
    expect(s.spinner.stepTwo).toBe(false);
    expect(s.error).toMatch(/^Sorry, this restaurant/);
    expect(analyticsFor(action, before)).toEqual([{ event: 'booking_unavailable', params: { restaurant_id: '1001' } }]);
  });

  it('the requirements reply sets isEnquiry and creditCardRequired', () => {
    const s = run([{ type: 'requirements/loaded', isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true }]);
    expect(s.isEnquiry).toBe(true);
    expect(s.creditCardRequired).toBe(true);
    expect(s.cardGuaranteeAvailable).toBe(false);
    expect(
      run([{ type: 'requirements/loaded', isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true, isCardGuaranteeAvailable: true }])
        .cardGuaranteeAvailable,
    ).toBe(true);
  });

  it.each(['enquiry', 'event'] as const)(
    'a successful %s shows the thanks view, stops the spinner, sets bookingType and stores the confirmation number',
    (kind) => {
      const s = run([{ type: 'create/requested' }, { type: 'create/succeeded', kind, bookingReference: 'CL-1234' }]);
      expect(s.showThanks).toBe(true);
      expect(s.spinner.stepThree).toBe(false);
      expect(s.bookingType).toBe(kind);
      expect(s.confirmationNumber).toBe('CL-1234');
    },
  );

  it('a successful booking stores the confirmation number, date and time', () => {
    const s = run(
      [
        { type: 'time/set', time: '19:00' },
        { type: 'create/succeeded', kind: 'booking', bookingReference: 'CL-9' },
      ],
      loaded(),
    );
    expect(s).toMatchObject({
      confirmationNumber: 'CL-9',
      date: '2026-12-05',
      time: '19:00',
      dateTime: '2026-12-05T19:00',
      showThanks: true,
    });
  });

  it("booking status 9 gives the 'slot just taken' message and stops the spinner", () => {
    const s = run([{ type: 'create/requested' }, { type: 'create/failed', kind: 'booking', bookingStatus: 9, message: 'ignored' }]);
    expect(s.error).toBe('Sorry, that time slot’s just been taken. Please choose another…');
    expect(s.error).toBe(SLOT_TAKEN_MESSAGE);
    expect(s.spinner.stepThree).toBe(false);
  });

  it('failed creates clear the customer, except for events, show the error and stop the spinner', () => {
    const typed = run([{ type: 'customer/set', field: 'firstName', value: 'Ana' }, { type: 'create/requested' }]);
    const booking = bookingReducer(typed, { type: 'create/failed', kind: 'booking', message: 'Sorry, something went wrong.' });
    expect(booking.customer.firstName).toBe('');
    expect(booking.error).toBe('Sorry, something went wrong.');
    expect(booking.spinner.stepThree).toBe(false);
    const event = bookingReducer(typed, { type: 'create/failed', kind: 'event', message: 'No.' });
    expect(event.customer.firstName).toBe('Ana');
  });

  it('reset restores all defaults and clears the restaurant only when asked', () => {
    const busy = run(
      [
        { type: 'step/set', step: 3 },
        { type: 'customer/set', field: 'email', value: 'a@b.co' },
      ],
      loaded(),
    );
    expect(bookingReducer(busy, { type: 'reset' })).toEqual(initialBookingState('1001'));
    expect(bookingReducer(busy, { type: 'reset', clearRestaurant: true })).toEqual(initialBookingState(null));
  });

  it('menus for an occasion: inclusive keeps only the linked menus, exclusive removes them; areas likewise', () => {
    const dinnerState = loaded();
    expect(dinnerState.menus.map((m) => m.id)).toEqual(['food']);
    expect(dinnerState.areas.map((a) => a.id)).toEqual(['restaurant', 'bar']);
    const brunchState = run([{ type: 'occasion/changed', occasionId: 'brunch' }], dinnerState);
    expect(brunchState.menus.map((m) => m.id)).toEqual(['brunch']);
    expect(brunchState.menu?.id).toBe('brunch');
    expect(brunchState.areas.map((a) => a.id)).toEqual(['bar']);
  });

  it('when no menu remains, the menu is null', () => {
    const none: OccasionOption = { ...dinner, id: 'none', menuLinkGroup: { type: 'inclusive', links: [{ id: 'nothing' }] } };
    const s = run([
      { type: 'restrictions/loaded', occasions: [none] },
      { type: 'options/loaded', menus, areas },
    ]);
    expect(s.menus).toEqual([]);
    expect(s.menu).toBeNull();
  });

  it('a card submit with status 200 and data stores the customer id', () => {
    expect(run([{ type: 'card/submitted', status: 200, customerId: 'bt-42' }]).braintreeCustomerId).toBe('bt-42');
    expect(run([{ type: 'card/submitted', status: 500 }]).braintreeCustomerId).toBeNull();
  });

  it('opening the group booking sets the flag, hides step one, enables step two and hides the booking image', () => {
    const s = run([{ type: 'slots/requested' }, { type: 'group/open' }]);
    expect(s).toMatchObject({ groupBooking: true, showStepOne: false, stepTwoDisabled: false, bookingImageHidden: true });
  });

  it('starts at 09:00 with 2 adults (SPEC §9)', () => {
    expect(initialBookingState()).toMatchObject({ time: '09:00', adultCovers: 2, childCovers: 0 });
  });

  it('a date starts the search at 09:00, and today at the current time rounded by the search helper (SPEC §5)', () => {
    const now = new Date('2026-12-05T14:07:00Z'); // 14:07 in London
    expect(run([{ type: 'date/set', date: '2026-12-06', now }]).time).toBe('09:00');
    expect(run([{ type: 'date/set', date: '2026-12-05', now }]).time).toBe('15:00');
    expect(run([{ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-05T06:00:00Z') }]).time).toBe('09:00');
  });
});

describe('extras (SPEC §7 upsells)', () => {
  const offer = (id: string, isAvailable = true) => ({ id, name: id, description: '', pricePence: 500, perCover: false, isAvailable });

  it('offers only the extras that can be had, and picks and unpicks them', () => {
    const s = run([
      { type: 'upsells/loaded', upsells: [offer('prosecco'), offer('cake', false)] },
      { type: 'upsell/toggled', id: 'prosecco', picked: true },
      { type: 'upsell/toggled', id: 'cake', picked: true },
    ]);
    expect(s.upsells.map((u) => u.id)).toEqual(['prosecco']);
    expect(s.upsellIds).toEqual(['prosecco']);
    expect(bookingReducer(s, { type: 'upsell/toggled', id: 'prosecco', picked: false }).upsellIds).toEqual([]);
  });

  it('drops a pick that a new time no longer offers', () => {
    const s = run([
      { type: 'upsells/loaded', upsells: [offer('prosecco'), offer('cake')] },
      { type: 'upsell/toggled', id: 'prosecco', picked: true },
      { type: 'upsell/toggled', id: 'cake', picked: true },
      { type: 'upsells/loaded', upsells: [offer('prosecco'), offer('cake', false)] },
    ]);
    expect(s.upsellIds).toEqual(['prosecco']);
  });

  it('a successful create keeps the extras as booked and the manage link', () => {
    const extras = [{ id: 'prosecco', name: 'Prosecco', quantity: 1, unitPence: 2800, totalPence: 2800 }];
    const s = run([
      { type: 'create/succeeded', kind: 'booking', bookingReference: 'CL-9', extras, managePath: '/manage-booking/?token=t' },
    ]);
    expect(s).toMatchObject({ bookedExtras: extras, managePath: '/manage-booking/?token=t', showThanks: true });
  });
});
