// The selections the view shows are the ones the queries are keyed with
// (booking-selections.ts): each query's inputs appear once what they depend
// on has loaded, and carry the occasion, party, menu, area and time selected.
import { describe, expect, it } from 'vitest';
import { bookingReducer, type BookingAction } from './booking-reducer.ts';
import { queryInputs, selectionsOf, whereOf, type ServerState } from './booking-selections.ts';
import { initialBookingState, type BookingState, type OccasionOption } from './booking-state.ts';
import { bookingView } from './booking-view.ts';

const brunch: OccasionOption = {
  id: 'brunch',
  name: 'Bottomless brunch',
  minimumCovers: 4,
  maximumCovers: 12,
  menuLinkGroup: { type: 'inclusive', links: [{ id: 'brunch' }] },
  areaLinkGroup: { type: 'inclusive', links: [{ id: 'bar' }] },
};
const menus = [
  { id: 'food', name: 'Food' },
  { id: 'brunch', name: 'Brunch' },
];
const areas = [{ id: 'bar', name: 'Bar' }];
const times = (...t: string[]) => ({ dates: [{ times: t.map((time) => ({ time, canEnquire: false })), message: '' }] });

const run = (actions: BookingAction[], from: BookingState = initialBookingState('1001')) => actions.reduce(bookingReducer, from);
const dated = (...more: BookingAction[]) => run([{ type: 'date/set', date: '2026-12-05', now: new Date('2026-12-01T10:00:00Z') }, ...more]);
const nothing: ServerState = { occasions: {}, menus: {}, areas: {}, slots: {} };
const withOccasions: ServerState = { ...nothing, occasions: { data: [brunch] } };
const withChoices: ServerState = { ...withOccasions, menus: { data: menus }, areas: { data: areas } };

describe('the selections (product.md §4, decision 026)', () => {
  it('before anything loads: no occasion, product.md §9 party, no choices, no time', () => {
    expect(selectionsOf(initialBookingState(), nothing)).toEqual({
      occasions: [],
      occasion: null,
      adults: 2,
      choices: { menus: [], areas: [], menu: null, area: null },
      day: undefined,
      picked: null,
    });
  });

  it('are the ones the view shows', () => {
    const state = dated({ type: 'area/set', areaId: 'bar' });
    const s = selectionsOf(state, withChoices);
    const v = bookingView(state, withChoices);
    expect(v).toMatchObject({ occasion: s.occasion, adultCovers: s.adults, menu: s.choices.menu, area: s.choices.area });
    expect(s).toMatchObject({ adults: 4, choices: { menu: { id: 'brunch' }, area: { id: 'bar' } } });
  });
});

describe('the query inputs', () => {
  it('the occasions: for the restaurant and date, once both are known', () => {
    expect(whereOf(initialBookingState('1001'))).toBeNull();
    expect(whereOf(run([{ type: 'restaurant/set', storeId: null }], dated()))).toBeNull();
    expect(whereOf(dated())).toEqual({ storeId: '1001', date: '2026-12-05' });
  });

  it('the party waits for this key’s occasions: not while an earlier key’s are shown, nor after a failure', () => {
    expect(queryInputs(dated(), nothing).party).toBeNull();
    expect(queryInputs(dated(), { ...nothing, occasions: { data: [brunch], placeholder: true } }).party).toBeNull();
    expect(queryInputs(dated(), { ...nothing, occasions: { data: [brunch], error: 'Refused' } }).party).toBeNull();
    expect(queryInputs(dated(), { ...nothing, occasions: { data: [] } }).party).toBeNull();
    expect(queryInputs(dated(), withOccasions).party).toEqual({
      storeId: '1001',
      date: '2026-12-05',
      occasionId: 'brunch',
      adults: 4,
      children: 0,
    });
  });

  it('the choices wait for the menus and areas; no area preference is null', () => {
    expect(queryInputs(dated(), withOccasions).chosen).toBeNull();
    expect(queryInputs(dated(), { ...withOccasions, menus: { data: menus } }).chosen).toBeNull();
    expect(queryInputs(dated(), withChoices).chosen).toMatchObject({ menuId: 'brunch', areaId: null });
    expect(queryInputs(dated(), { ...withOccasions, menus: { data: [] }, areas: { data: [] } }).chosen).toMatchObject({ menuId: null });
  });

  it('the times: only from step two, and waiting for the menus and areas counts as loading', () => {
    expect(queryInputs(dated(), withChoices)).toMatchObject({ slots: null, slotsWaiting: false });
    const asked = dated({ type: 'times/requested' });
    expect(queryInputs(asked, withOccasions)).toMatchObject({ slots: null, slotsWaiting: true });
    expect(queryInputs(asked, withChoices)).toMatchObject({ slots: { menuId: 'brunch' }, slotsWaiting: false });
  });

  it('the time: only one the diner picked among the day’s times (none is chosen for them)', () => {
    const asked = dated({ type: 'times/requested' });
    const loaded = { ...withChoices, slots: { data: times('12:00', '12:30') } };
    expect(queryInputs(asked, loaded).atTime).toBeNull();
    expect(queryInputs(run([{ type: 'time/set', time: '13:00' }], asked), loaded).atTime).toBeNull();
    expect(
      queryInputs(run([{ type: 'time/set', time: '12:30' }], asked), { ...loaded, slots: { ...loaded.slots, fetching: true } }).atTime,
    ).toBeNull();
    expect(queryInputs(run([{ type: 'time/set', time: '12:30' }], asked), loaded).atTime).toEqual({
      storeId: '1001',
      date: '2026-12-05',
      occasionId: 'brunch',
      adults: 4,
      children: 0,
      menuId: 'brunch',
      areaId: null,
      time: '12:30',
    });
  });
});
