import { describe, expect, it } from 'vitest';
import type { Upsell } from '../../../contract/booking-setup.ts';
import { priceExtras } from '../../../contract/booking-extras.ts';
import { offeredUpsells } from './upsells.ts';

const upsell = (over: Partial<Upsell> & Pick<Upsell, 'id'>): Upsell => ({
  name: over.id,
  description: '',
  pricePence: 1000,
  perCover: false,
  available: true,
  occasionIds: [],
  noticeHours: 0,
  ...over,
});

const prosecco = upsell({ id: 'prosecco', name: 'Prosecco', pricePence: 2800 });
const cake = upsell({ id: 'cake', name: 'Birthday cake', occasionIds: ['birthday'], noticeHours: 48 });
const cocktails = upsell({ id: 'cocktails', name: 'Cocktail upgrade', perCover: true, occasionIds: ['brunch'] });
const sparklers = upsell({ id: 'sparklers', available: false });
const all = [prosecco, cake, cocktails, sparklers];

const now = new Date('2026-12-01T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('offeredUpsells', () => {
  it('keeps the extras for every occasion and those linked to this one', () => {
    expect(offeredUpsells(all, 'birthday', inHours(72), now).map((u) => u.id)).toEqual(['prosecco', 'cake', 'sparklers']);
    expect(offeredUpsells(all, 'brunch', inHours(72), now).map((u) => u.id)).toEqual(['prosecco', 'cocktails', 'sparklers']);
  });

  it('marks switched-off extras and those needing more notice than is left as unavailable', () => {
    const at = (h: number) => Object.fromEntries(offeredUpsells(all, 'birthday', inHours(h), now).map((u) => [u.id, u.isAvailable]));
    expect(at(48)).toEqual({ prosecco: true, cake: true, sparklers: false });
    expect(at(47.9)).toEqual({ prosecco: true, cake: false, sparklers: false });
  });
});

describe('an extra picked too late', () => {
  it('is refused by name once the kitchen’s notice has passed', () => {
    expect(priceExtras(offeredUpsells(all, 'birthday', inHours(49), now), ['cake'], 2)).toMatchObject({ ok: true });
    expect(priceExtras(offeredUpsells(all, 'birthday', inHours(2), now), ['cake'], 2)).toEqual({
      ok: false,
      problem: 'unavailable',
      message: 'Sorry, Birthday cake is no longer available for this booking. Please remove it and try again.',
    });
  });
});
