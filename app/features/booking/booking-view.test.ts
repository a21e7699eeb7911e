// The product.md §4 "Booking flow" bullets about what a load does, as the view
// derives them from the flow state and the queries' results.
import { describe, expect, it } from 'vitest';
import { bookingReducer, type BookingAction } from './booking-reducer.ts';
import { initialBookingState, type BookingState, type OccasionOption } from './booking-state.ts';
import { bookingView, NO_OCCASION_MESSAGE, type ServerState } from './booking-view.ts';
import type { DayAvailability } from '../../../contract/booking.ts';

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
const times = (...t: string[]) => ({ dates: [{ times: t.map((time) => ({ time, canEnquire: time.endsWith('45') })), message: '' }] });

const run = (actions: BookingAction[], from: BookingState = initialBookingState('1001')) => actions.reduce(bookingReducer, from);
const dated = () => run([{ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') }]);
/** The server's side once occasions, menus and areas have loaded. */
const loaded = (more: Partial<ServerState> = {}): ServerState => ({
  occasions: { data: [dinner, brunch] },
  menus: { data: menus },
  areas: { data: areas },
  slots: {},
  ...more,
});

describe('product.md §4 booking flow: what the loads show', () => {
  it('before anything loads: 2 adults from 09:00, the footer hidden (product.md §9)', () => {
    const v = bookingView(initialBookingState(), { occasions: {}, menus: {}, areas: {}, slots: {} });
    expect(v).toMatchObject({ time: '09:00', adultCovers: 2, childCovers: 0, footerHidden: true, occasion: null });
  });

  // product.md §4 sets adults to the occasion's minimum when restrictions load. Decision 026 reads
  // it as: the occasion's bounds apply to a party the diner has not chosen (product.md §9's 2, raised to the
  // minimum when that is larger); a chosen party is kept, and clamped with a note only when outside them.
  it('loaded restrictions: the occasions stored, the first selected, min and max covers, an unchosen party 2 within them, footer shown', () => {
    const v = bookingView(dated(), loaded({ occasions: { data: [brunch, dinner] } }));
    expect(v.occasions).toEqual([brunch, dinner]);
    expect(v.occasion?.id).toBe('brunch');
    expect(v.restrictions).toEqual({ minCovers: 2, maxCovers: 12 });
    expect(v.adultCovers).toBe(2);
    expect(v.childCovers).toBe(0);
    expect(v.partyNote).toBeNull();
    expect(v.footerHidden).toBe(false);
    const bigMinimum = { ...brunch, minimumCovers: 4 };
    expect(bookingView(dated(), loaded({ occasions: { data: [bigMinimum] } })).adultCovers).toBe(4);
  });

  it('a chosen party is kept across date and occasion changes while the occasion takes it (decision 026)', () => {
    const s = run([
      { type: 'covers/set', adults: 6 },
      { type: 'date/set', date: '2026-12-05', now: new Date('2026-11-01T10:00:00Z') },
      { type: 'occasion/changed', occasionId: 'brunch' },
    ]);
    const v = bookingView(s, loaded());
    expect(v.adultCovers).toBe(6);
    expect(v.partyNote).toBeNull();
  });

  it('loading restrictions spins and disables step one', () => {
    const v = bookingView(dated(), loaded({ occasions: { fetching: true } }));
    expect(v.spinner.stepOne).toBe(true);
    expect(v.stepOneDisabled).toBe(true);
  });

  it('a restrictions error stops the step-one spinner, re-enables step one, sets the message and hides the footer', () => {
    const v = bookingView(
      dated(),
      loaded({ occasions: { error: 'This restaurant can only be booked through the Center Parcs online booking system.' } }),
    );
    expect(v.spinner.stepOne).toBe(false);
    expect(v.stepOneDisabled).toBe(false);
    expect(v.error).toBe('This restaurant can only be booked through the Center Parcs online booking system.');
    expect(v.footerHidden).toBe(true);
  });

  it('no occasion on the date is an error too', () => {
    const v = bookingView(dated(), loaded({ occasions: { data: [] } }));
    expect(v.error).toBe(NO_OCCASION_MESSAGE);
    expect(v.footerHidden).toBe(true);
  });

  it('changing occasion sets restrictions from it; an unchosen party goes to its bounds (decision 026)', () => {
    const s = run([{ type: 'occasion/changed', occasionId: 'brunch' }]);
    const v = bookingView(s, loaded({ occasions: { data: [dinner, { ...brunch, minimumCovers: 3 }] } }));
    expect(v.restrictions).toEqual({ minCovers: 3, maxCovers: 12 });
    expect(v.coverSize).toBe(3);
    expect(v.adultCovers).toBe(3);
    expect(v.childCovers).toBe(0);
    expect(v.partyNote).toBeNull();
  });

  it('a chosen party outside the occasion bounds is clamped, and the diner told (decision 026)', () => {
    const s = run([
      { type: 'occasion/changed', occasionId: 'brunch' },
      { type: 'covers/set', adults: 30 },
    ]);
    const v = bookingView(s, loaded());
    expect(v.adultCovers).toBe(12);
    expect(v.partyNote).toBe('Bottomless brunch is for 2 to 12 guests, so your party is now 12 guests.');
  });

  it('loading slots clears slots first', () => {
    const s = run([{ type: 'times/requested' }], dated());
    expect(bookingView(s, loaded({ slots: { data: times('12:00'), fetching: true } })).slots).toEqual([]);
    expect(bookingView(s, loaded({ slots: { data: times('12:00'), fetching: true } })).spinner.stepTwo).toBe(true);
    expect(bookingView(s, loaded({ slots: { data: times('12:00'), fetching: true } })).stepTwoDisabled).toBe(true);
  });

  // product.md §4 "selects the first slot's time": decision 026 ("no preselection the diner did not
  // make") shows the first slot first but chooses none; the diner's pick is combined with the date.
  it('loaded slots are stored, none chosen for the diner, the pick combined with the date, and the error cleared', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const v = bookingView(s, loaded({ slots: { data: times('18:30', '18:45') } }));
    expect(v.slots).toHaveLength(2);
    expect(v.slots[0]!.time).toBe('18:30');
    expect(v.timeChosen).toBe(false);
    expect(v.dateTime).toBeNull();
    expect(v.error).toBeNull();
    const picked = bookingView(run([{ type: 'time/set', time: '18:45' }], s), loaded({ slots: { data: times('18:30', '18:45') } }));
    expect(picked).toMatchObject({ timeChosen: true, time: '18:45', dateTime: '2026-12-05T18:45' });
  });

  it('a menu or seating chosen after the time keeps the time while it is free, and says so when it is not (product.md D14)', () => {
    const s = run([{ type: 'times/requested' }, { type: 'time/set', time: '18:45' }, { type: 'menu/set', menuId: 'food' }], dated());
    expect(bookingView(s, loaded({ slots: { data: times('18:30', '18:45') } }))).toMatchObject({ timeChosen: true, timeGone: null });
    const gone = bookingView(run([{ type: 'area/set', areaId: 'bar' }], s), loaded({ slots: { data: times('18:30', '19:00') } }));
    expect(gone).toMatchObject({ timeChosen: false, timeGone: '18:45', dateTime: null });
    // A new date or party still starts afresh: nothing picked, nothing to say.
    const fresh = run([{ type: 'covers/set', adults: 3 }], s);
    expect(bookingView(fresh, loaded({ slots: { data: times('18:30', '19:00') } }))).toMatchObject({ timeChosen: false, timeGone: null });
  });

  it('with no dates, loading slots returns nothing', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const v = bookingView(s, loaded({ slots: { data: { dates: [] } } }));
    expect(v.slots).toEqual([]);
    expect(v.dateTime).toBeNull();
    expect(v.time).toBe(s.time);
    expect(v.error).toBeNull();
  });

  it('a slots error re-enables step two, stops the spinner and sets the message', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const message = 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.';
    const v = bookingView(s, loaded({ slots: { error: message } }));
    expect(v.stepTwoDisabled).toBe(false);
    expect(v.spinner.stepTwo).toBe(false);
    expect(v.error).toBe(message);
  });

  it('a day without times shows why: no times left, not the party-size message, unless the party is refused (decision 026)', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const partyMessage = 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.';
    const empty = { data: { dates: [{ times: [], message: partyMessage }] } };
    const verdict = (state: DayAvailability['state']): DayAvailability => ({
      date: '2026-12-05',
      state,
      reason: '',
      firstTime: null,
      periods: [],
    });
    const full = bookingView(s, loaded({ slots: empty, day: verdict('full'), today: '2026-12-01' }));
    expect(full.error).toBe('There are no times left on Saturday, 5 December 2026 for 2 guests.');
    expect(full.noTimesLeft).toBe(true);
    expect(bookingView(s, loaded({ slots: empty, today: '2026-12-05' })).error).toBe('There are no times left today for 2 guests.');
    const refused = bookingView(s, loaded({ slots: empty, day: verdict('no-occasion') }));
    expect(refused.error).toBe(partyMessage);
    expect(refused.noTimesLeft).toBe(false);
  });

  it('the requirements reply sets isEnquiry and creditCardRequired', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const req = (isPlaceAsEnquiryEnabled: boolean, isCardGuaranteeRequired: boolean, isCardGuaranteeAvailable: boolean) =>
      bookingView(
        s,
        loaded({
          slots: { data: times('18:30') },
          requirements: { isPlaceAsEnquiryEnabled, isCardGuaranteeRequired, isCardGuaranteeAvailable },
        }),
      );
    expect(req(true, true, false)).toMatchObject({ isEnquiry: true, creditCardRequired: true, cardGuaranteeAvailable: false });
    expect(req(false, true, true)).toMatchObject({ isEnquiry: false, cardGuaranteeAvailable: true });
    // A time that can only be requested is an enquiry whatever the flag says.
    const enquiryTime = run([{ type: 'time/set', time: '18:45' }], s);
    expect(
      bookingView(
        enquiryTime,
        loaded({
          slots: { data: times('18:30', '18:45') },
          requirements: { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false, isCardGuaranteeAvailable: false },
        }),
      ).isEnquiry,
    ).toBe(true);
  });

  it('the card step carries the fee policy for the party from the requirements reply (decision 040)', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const cardFeeTerms = {
      currency: 'GBP',
      noShowFeePerCoverPence: 1500,
      lateCancellationFeePerCoverPence: null,
      cancellationWindowHours: 24,
    } as const;
    const view = (isCardGuaranteeRequired: boolean) =>
      bookingView(
        s,
        loaded({
          slots: { data: times('18:30') },
          requirements: { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired, isCardGuaranteeAvailable: true, cardFeeTerms },
        }),
      );
    expect(view(true).cardPolicy).toEqual([
      'If you do not come, the restaurant may charge a no-show fee of £15.00 a guest (£30.00 for 2 guests) to your card.',
      'Nothing is charged now.',
    ]);
    expect(view(false).cardPolicy).toEqual([]);
  });

  it('the card step shows a deposit and its terms before the card fields, and never "Nothing is charged now" (decision 049)', () => {
    const s = run([{ type: 'times/requested' }], dated());
    const cardFeeTerms = {
      currency: 'GBP',
      noShowFeePerCoverPence: null,
      lateCancellationFeePerCoverPence: null,
      cancellationWindowHours: 48,
      depositPerCoverPence: 2500,
    } as const;
    const view = bookingView(
      s,
      loaded({
        slots: { data: times('18:30') },
        requirements: { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true, isCardGuaranteeAvailable: true, cardFeeTerms },
      }),
    );
    expect(view.creditCardRequired).toBe(true);
    expect(view.cardPolicy).toEqual([
      'A deposit of £25.00 a guest (£50.00 for 2 guests) is taken now and deducted from your bill. Cancel at least 48 hours before and it is refunded in full.',
      'If you cancel later, or do not come, the restaurant keeps the deposit.',
    ]);
  });

  it('a successful booking shows the date and time booked', () => {
    const s = run(
      [
        { type: 'times/requested' },
        { type: 'create/succeeded', kind: 'booking', bookingReference: 'CL-9', date: '2026-12-05', time: '19:00' },
      ],
      dated(),
    );
    expect(bookingView(s, loaded({ slots: { data: times('18:30', '19:00') } }))).toMatchObject({
      confirmationNumber: 'CL-9',
      date: '2026-12-05',
      time: '19:00',
      dateTime: '2026-12-05T19:00',
      showThanks: true,
    });
  });

  it('menus for an occasion: inclusive keeps only the linked menus, exclusive removes them; areas likewise', () => {
    const v = bookingView(dated(), loaded());
    expect(v.menus.map((m) => m.id)).toEqual(['food']);
    expect(v.areas.map((a) => a.id)).toEqual(['restaurant', 'bar']);
    const b = bookingView(run([{ type: 'occasion/changed', occasionId: 'brunch' }], dated()), loaded());
    expect(b.menus.map((m) => m.id)).toEqual(['brunch']);
    expect(b.menu?.id).toBe('brunch');
    expect(b.areas.map((a) => a.id)).toEqual(['bar']);
  });

  it('a chosen area the occasion does not allow gives way to one it does', () => {
    const s = run(
      [
        { type: 'area/set', areaId: 'restaurant' },
        { type: 'occasion/changed', occasionId: 'brunch' },
      ],
      dated(),
    );
    expect(bookingView(s, loaded()).area?.id).toBe('bar');
    expect(bookingView(run([{ type: 'area/set', areaId: null }], s), loaded()).area).toBeNull();
  });

  it('when no menu remains, the menu is null', () => {
    const none: OccasionOption = { ...dinner, id: 'none', menuLinkGroup: { type: 'inclusive', links: [{ id: 'nothing' }] } };
    const v = bookingView(dated(), loaded({ occasions: { data: [none] } }));
    expect(v.menus).toEqual([]);
    expect(v.menu).toBeNull();
  });

  it('opening the group booking enables step two', () => {
    const s = run([{ type: 'times/requested' }, { type: 'group/open' }], dated());
    expect(bookingView(s, loaded({ slots: { fetching: true } })).stepTwoDisabled).toBe(false);
  });
});

describe('extras (product.md §7 upsells)', () => {
  const offer = (id: string, isAvailable = true) => ({ id, name: id, description: '', pricePence: 500, perCover: false, isAvailable });

  it('offers only the extras that can be had, and books only picks still offered', () => {
    const s = run([
      { type: 'upsell/toggled', id: 'prosecco', picked: true },
      { type: 'upsell/toggled', id: 'cake', picked: true },
    ]);
    const v = bookingView(s, loaded({ upsells: [offer('prosecco'), offer('cake', false)] }));
    expect(v.upsells.map((u) => u.id)).toEqual(['prosecco']);
    expect(v.upsellIds).toEqual(['prosecco']);
    expect(
      bookingView(run([{ type: 'upsell/toggled', id: 'prosecco', picked: false }], s), loaded({ upsells: [offer('prosecco')] })).upsellIds,
    ).toEqual([]);
  });
});
