import { describe, expect, it } from 'vitest';
import { restaurantDocSchema, type RestaurantDoc } from '../../../contract/content.ts';
import { loadContentPack } from '../../../content/load-pack.ts';
import {
  AMENITY_CHOICE,
  HEAD_OFFICE_FIELD,
  OFFER_CHOICE,
  RESTAURANT_MESSAGES,
  restaurantFormValues,
  restaurantFromForm,
} from './restaurant-edits.ts';
import { awardRows, menuSlots } from './restaurant-lists.ts';

const pack = await loadContentPack();
const bath = restaurantDocSchema.parse(pack.restaurants.find((r) => r.storeId === '1002'));
const OFFERS = pack.offers.map((o) => o.slug);
const MENUS = pack.menus.map((m) => m.id);
const CHOICES = { offerSlugs: OFFERS, menuIds: MENUS };

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
  return restaurantFromForm(formOf(values), bath, CHOICES);
};
/** As the chain's editors' form posts it: with head office's parts (hero tiles, menus, picture). */
const headOffice = (over: Record<string, string | null>) => edited({ [HEAD_OFFICE_FIELD]: 'on', ...over });

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
    expect(restaurantFromForm(formOf(values), bath, CHOICES)).toEqual({ ok: true, value: bath });
  });

  it('shows the offers ticked, in the chain’s order', () => {
    const ticks = Object.fromEntries(OFFERS.map((slug) => [`${OFFER_CHOICE}${slug}`, null]));
    const out = edited({ ...ticks, [`${OFFER_CHOICE}${OFFERS[1]!}`]: 'on', [`${OFFER_CHOICE}${OFFERS[0]!}`]: 'on' });
    expect(out.ok && out.value.offers).toEqual([OFFERS[0], OFFERS[1]]);
  });

  it('reads socials and delivery partners one a line, and awards a row each, skipping a blank row', () => {
    const out = edited({
      socials: 'Instagram https://instagram.com/casalumbre.bath\n\nx https://x.com/casalumbre',
      deliveryPartners: 'Deliveroo, https://deliveroo.example/bath',
      'award.0.name': 'Best Brazilian',
      'award.0.year': ' 2025 ',
      'award.0.issuer': 'Bath Life, Bath',
      'award.1.name': '',
      'award.1.year': '',
      'award.1.issuer': '',
      'award.2.name': 'Kids welcome',
      'award.2.year': '2026',
      'award.2.issuer': 'Family Guide',
    });
    expect(out.ok).toBe(true);
    const r = (out as { value: RestaurantDoc }).value;
    expect(r.socials).toEqual([
      { network: 'instagram', url: 'https://instagram.com/casalumbre.bath' },
      { network: 'x', url: 'https://x.com/casalumbre' },
    ]);
    expect(r.deliveryPartners).toEqual([{ name: 'Deliveroo', url: 'https://deliveroo.example/bath' }]);
    expect(r.awards).toEqual([
      { name: 'Best Brazilian', year: 2025, issuer: 'Bath Life, Bath' },
      { name: 'Kids welcome', year: 2026, issuer: 'Family Guide' },
    ]);
    // Each award's row, then one blank row to add another.
    expect(awardRows(restaurantFormValues(r))).toEqual([0, 1, 2]);
    expect(awardRows({})).toEqual([0]);
  });

  it('drops an award whose row is cleared, and names each part of a half-filled row', () => {
    const values = restaurantFormValues({ ...bath, awards: [{ name: 'Best', year: 2024, issuer: 'Guide' }] });
    const cleared = restaurantFromForm(formOf({ ...values, 'award.0.name': '', 'award.0.year': '', 'award.0.issuer': ' ' }), bath, CHOICES);
    expect(cleared.ok && cleared.value.awards).toEqual([]);
    const half = restaurantFromForm(formOf({ ...values, 'award.0.year': 'last year', 'award.0.issuer': '' }), bath, CHOICES);
    expect(half).toEqual({
      ok: false,
      fieldErrors: { 'award.0.year': RESTAURANT_MESSAGES.awardYear, 'award.0.issuer': RESTAURANT_MESSAGES.awardIssuer },
    });
  });

  it('takes the amenities ticked, from a manager’s form too: those kept in their order, a new one after', () => {
    const ticks = Object.fromEntries(bath.amenities.map((a) => [`${AMENITY_CHOICE}${a}`, null]));
    const out = edited({
      ...ticks,
      [`${AMENITY_CHOICE}parking`]: 'on',
      [`${AMENITY_CHOICE}bottomless-brunch`]: 'on',
      [`${AMENITY_CHOICE}wheelchair-access`]: 'on',
      'amenity:jacuzzi': 'on',
    });
    expect(bath.amenities.indexOf('bottomless-brunch')).toBeGreaterThan(bath.amenities.indexOf('wheelchair-access'));
    expect(out.ok && out.value.amenities).toEqual(['wheelchair-access', 'bottomless-brunch', 'parking']);
  });

  it('reads head office’s parts only from the form that shows them: menus in the order chosen, and hero tiles', () => {
    expect(headOffice({})).toEqual({ ok: true, value: bath });
    const out = headOffice({
      'menu.0': 'drinks',
      'menu.1': '',
      'menu.2': 'food',
      'tiles.0.heading': 'Our terrace',
      'tiles.0.bgAlt': 'The terrace at dusk',
    });
    expect(out.ok && out.value.menuIds).toEqual(['drinks', 'food']);
    expect(out.ok && out.value.heroTiles[0]).toMatchObject({
      tileId: bath.heroTiles[0]!.tileId,
      heading: 'Our terrace',
      backgroundImage: { alt: 'The terrace at dusk' },
    });
    // The same fields in a form without the marker (a manager's) change nothing.
    expect(edited({ 'menu.0': 'drinks', 'tiles.0.heading': 'Our terrace' })).toEqual({ ok: true, value: bath });
    // One choice for each menu the chain has.
    expect(
      menuSlots(
        restaurantFormValues(bath),
        MENUS.map((id) => ({ id, name: id })),
      ),
    ).toBe(MENUS.length);
  });

  it('refuses a menu the chain does not have, a menu chosen twice, and a tile’s problem, each by its field', () => {
    const out = headOffice({ 'menu.0': 'food', 'menu.1': 'food', 'menu.2': 'secret', 'tiles.0.colourText': 'white', 'tiles.0.bgAlt': '' });
    expect(out).toEqual({
      ok: false,
      fieldErrors: {
        'menu.1': RESTAURANT_MESSAGES.menuTwice,
        'menu.2': RESTAURANT_MESSAGES.menu,
        'tiles.0.colourText': RESTAURANT_MESSAGES.colourText,
        'tiles.0.bgAlt': RESTAURANT_MESSAGES.bgAlt,
      },
    });
  });

  it('sends each problem back to its field, with words that say what to type', () => {
    const out = edited({
      phone: '999',
      postcode: 'nowhere',
      socials: 'myspace https://myspace.example',
      clickCollectUrl: 'javascript:alert(1)',
      'award.0.name': 'Best',
      'award.0.year': 'last year',
      'award.0.issuer': 'Someone',
      title: '',
    });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.fieldErrors).toMatchObject({
      phone: RESTAURANT_MESSAGES.phone,
      postcode: RESTAURANT_MESSAGES.postcode,
      socials: RESTAURANT_MESSAGES.socials,
      clickCollectUrl: RESTAURANT_MESSAGES.clickCollectUrl,
      'award.0.year': RESTAURANT_MESSAGES.awardYear,
      title: RESTAURANT_MESSAGES.title,
    });
  });

  it('takes a price band from head office’s select, clears it to the chain’s prices, and keeps it when the form has none (decision 053)', () => {
    expect(edited({ priceBand: 'london' })).toEqual({ ok: true, value: { ...bath, priceBand: 'london' } });
    const ealing = restaurantDocSchema.parse(pack.restaurants.find((r) => r.slug === 'london-ealing'));
    const values = { ...restaurantFormValues(ealing) };
    expect(values.priceBand).toBe('london');
    const cleared = restaurantFromForm(formOf({ ...values, priceBand: '' }), ealing, CHOICES);
    expect(cleared.ok && cleared.value).not.toHaveProperty('priceBand');
    const { priceBand: _none, ...managers } = values;
    expect(restaurantFromForm(formOf(managers), ealing, CHOICES)).toEqual({ ok: true, value: ealing });
    expect(edited({ priceBand: 'Not A Band' })).toEqual({ ok: false, fieldErrors: { priceBand: RESTAURANT_MESSAGES.priceBand } });
  });
});
