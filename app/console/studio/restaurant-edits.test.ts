import { describe, expect, it } from 'vitest';
import { restaurantDocSchema, type RestaurantDoc } from '../../../contract/content.ts';
import { loadContentPack } from '../../../content/load-pack.ts';
import { OFFER_CHOICE, RESTAURANT_MESSAGES, restaurantFormValues, restaurantFromForm } from './restaurant-edits.ts';

const pack = await loadContentPack();
const bath = restaurantDocSchema.parse(pack.restaurants.find((r) => r.storeId === '1002'));
const OFFERS = pack.offers.map((o) => o.slug);

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const edited = (over: Record<string, string | null>) => {
  const values: Record<string, string> = { ...restaurantFormValues(bath) };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete values[k];
    else values[k] = v;
  }
  return restaurantFromForm(formOf(values), bath, OFFERS);
};

describe('a restaurant from its studio form', () => {
  it('gives back the same restaurant when nothing is changed', () => {
    expect(edited({})).toEqual({ ok: true, value: bath });
  });

  it('takes a new phone number, address line and click-and-collect, and keeps what the form does not show', () => {
    const out = edited({ phone: '01225 999 000', line2: 'Upstairs', clickCollect: 'on', clickCollectUrl: 'https://order.example/bath' });
    expect(out.ok).toBe(true);
    const r = (out as { value: RestaurantDoc }).value;
    expect(r.phone).toBe('01225 999 000');
    expect(r.address.line2).toBe('Upstairs');
    expect(r.clickCollect).toEqual({ enabled: true, url: 'https://order.example/bath' });
    expect([r.storeId, r.slug, r.lat, r.lng, r.heroTiles, r.menuIds]).toEqual([
      bath.storeId,
      bath.slug,
      bath.lat,
      bath.lng,
      bath.heroTiles,
      bath.menuIds,
    ]);
  });

  it('keeps the picture when the form has no picture field (a manager’s)', () => {
    const values = Object.fromEntries(Object.entries(restaurantFormValues(bath)).filter(([k]) => !k.startsWith('image')));
    expect(restaurantFromForm(formOf(values), bath, OFFERS)).toEqual({ ok: true, value: bath });
  });

  it('shows the offers ticked, in the chain’s order', () => {
    const ticks = Object.fromEntries(OFFERS.map((slug) => [`${OFFER_CHOICE}${slug}`, null]));
    const out = edited({ ...ticks, [`${OFFER_CHOICE}${OFFERS[1]!}`]: 'on', [`${OFFER_CHOICE}${OFFERS[0]!}`]: 'on' });
    expect(out.ok && out.value.offers).toEqual([OFFERS[0], OFFERS[1]]);
  });

  it('reads socials, delivery partners and awards one a line', () => {
    const out = edited({
      socials: 'Instagram https://instagram.com/casalumbre.bath\n\nx https://x.com/casalumbre',
      deliveryPartners: 'Deliveroo, https://deliveroo.example/bath',
      awards: 'Best Brazilian, 2025, Bath Life, Bath',
    });
    expect(out.ok).toBe(true);
    const r = (out as { value: RestaurantDoc }).value;
    expect(r.socials).toEqual([
      { network: 'instagram', url: 'https://instagram.com/casalumbre.bath' },
      { network: 'x', url: 'https://x.com/casalumbre' },
    ]);
    expect(r.deliveryPartners).toEqual([{ name: 'Deliveroo', url: 'https://deliveroo.example/bath' }]);
    expect(r.awards).toEqual([{ name: 'Best Brazilian', year: 2025, issuer: 'Bath Life, Bath' }]);
  });

  it('sends each problem back to its field, with words that say what to type', () => {
    const out = edited({
      phone: '999',
      postcode: 'nowhere',
      socials: 'myspace https://myspace.example',
      clickCollectUrl: 'javascript:alert(1)',
      awards: 'Best, last year, Someone',
      title: '',
    });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.fieldErrors).toMatchObject({
      phone: RESTAURANT_MESSAGES.phone,
      postcode: RESTAURANT_MESSAGES.postcode,
      socials: RESTAURANT_MESSAGES.socials,
      clickCollectUrl: RESTAURANT_MESSAGES.clickCollectUrl,
      awards: RESTAURANT_MESSAGES.awards,
      title: RESTAURANT_MESSAGES.title,
    });
  });

  it('takes a price band from head office’s select, clears it to the chain’s prices, and keeps it when the form has none (decision 053)', () => {
    expect(edited({ priceBand: 'london' })).toEqual({ ok: true, value: { ...bath, priceBand: 'london' } });
    const ealing = restaurantDocSchema.parse(pack.restaurants.find((r) => r.slug === 'london-ealing'));
    const values = { ...restaurantFormValues(ealing) };
    expect(values.priceBand).toBe('london');
    const cleared = restaurantFromForm(formOf({ ...values, priceBand: '' }), ealing, OFFERS);
    expect(cleared.ok && cleared.value).not.toHaveProperty('priceBand');
    const { priceBand: _none, ...managers } = values;
    expect(restaurantFromForm(formOf(managers), ealing, OFFERS)).toEqual({ ok: true, value: ealing });
    expect(edited({ priceBand: 'Not A Band' })).toEqual({ ok: false, fieldErrors: { priceBand: RESTAURANT_MESSAGES.priceBand } });
  });
});
