import { describe, expect, it } from 'vitest';
import { extrasTotal, priceExtras, type OfferedUpsell } from './booking-extras.ts';

const offer = (over: Partial<OfferedUpsell> & Pick<OfferedUpsell, 'id'>): OfferedUpsell => ({
  name: over.id,
  description: '',
  pricePence: 1000,
  perCover: false,
  isAvailable: true,
  ...over,
});
const offered = [
  offer({ id: 'prosecco', name: 'Prosecco', pricePence: 2800 }),
  offer({ id: 'cocktails', name: 'Cocktail upgrade', perCover: true }),
  offer({ id: 'sparklers', isAvailable: false }),
];

describe('priceExtras', () => {
  it('prices per-cover extras once per guest and the rest once', () => {
    expect(priceExtras(offered, ['prosecco', 'cocktails'], 3)).toEqual({
      ok: true,
      extras: [
        { id: 'prosecco', name: 'Prosecco', quantity: 1, unitPence: 2800, totalPence: 2800 },
        { id: 'cocktails', name: 'Cocktail upgrade', quantity: 3, unitPence: 1000, totalPence: 3000 },
      ],
    });
    expect(priceExtras(offered, [], 3)).toEqual({ ok: true, extras: [] });
  });

  it('refuses an extra the occasion does not offer as bad input', () => {
    expect(priceExtras(offered, ['cake'], 2)).toEqual({
      ok: false,
      problem: 'not-offered',
      field: 'upsellIds',
      message: 'cake is not offered with this booking',
    });
  });

  it('refuses an extra that is no longer available, naming it', () => {
    expect(priceExtras(offered, ['prosecco', 'sparklers'], 2)).toEqual({
      ok: false,
      problem: 'unavailable',
      message: 'Sorry, sparklers is no longer available for this booking. Please remove it and try again.',
    });
  });
});

describe('extrasTotal', () => {
  it('adds up what the extras come to', () => {
    const priced = priceExtras(offered, ['prosecco', 'cocktails'], 4);
    expect(priced.ok && extrasTotal(priced.extras)).toBe(6800);
    expect(extrasTotal([])).toBe(0);
  });
});
