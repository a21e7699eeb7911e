// The booking menus and extras forms read into the document (product.md D8): the
// page as rendered saves nothing new; prices are typed in pounds and stored in
// pence; each problem is said about its field; add and remove.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../../contract/booking-setup.ts';
import { editExtras, extraValues } from './extras-edit.ts';
import { editMenus, menuValues } from './menus-edit.ts';
import type { EditOutcome } from './setup-form-values.ts';
import type { RowValues } from './occasion-values.ts';

const bath = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);

/** A list form as the page renders it (each item's row, then the blank "Add" row), with `over` changing fields. */
function pageForm(list: string, rows: RowValues[], over: Record<string, string | string[] | null>) {
  const f = new FormData();
  const add = (name: string, v: string | string[]) => [v].flat().forEach((one) => f.append(name, one));
  rows.forEach((values, i) => {
    if (i === rows.length - 1) values.new = '1';
    for (const [k, v] of Object.entries(values)) if (!(`${list}.${i}.${k}` in over)) add(`${list}.${i}.${k}`, v);
  });
  for (const [name, v] of Object.entries(over)) if (v !== null) add(name, v);
  return f;
}
const menusForm = (over: Record<string, string | string[] | null> = {}) =>
  pageForm('menus', [...bath.menus.map(menuValues), menuValues(undefined)], over);
const extrasForm = (over: Record<string, string | string[] | null> = {}) =>
  pageForm('upsells', [...bath.upsells.map(extraValues), extraValues(undefined)], over);

const saved = (out: EditOutcome): BookingSetup => {
  if (!out.ok) throw new Error(JSON.stringify(out));
  return bookingSetupSchema.parse(out.doc);
};
const errorsOf = (out: EditOutcome) => (out.ok ? 'saved' : out.fieldErrors);

describe('the booking menus form', () => {
  it('saves the page as rendered without changing anything, prices shown in pounds', () => {
    expect(menuValues(bath.menus[1])).toMatchObject({ name: 'Set lunch', pricePerHead: '14.95' });
    expect(saved(editMenus(menusForm(), bath)).menus).toEqual(bath.menus);
  });

  it('stores a price typed in pounds as pence, and no price when left empty', () => {
    const doc = saved(editMenus(menusForm({ 'menus.1.pricePerHead': '£12.5', 'menus.2.pricePerHead': '' }), bath));
    expect(doc.menus[1]!.pricePerHeadPence).toBe(1250);
    expect(doc.menus[2]).not.toHaveProperty('pricePerHeadPence');
  });

  it('says each field’s problem about that field', () => {
    expect(errorsOf(editMenus(menusForm({ 'menus.0.name': '', 'menus.1.pricePerHead': '12.345' }), bath))).toEqual({
      'menus.0.name': 'Please enter the menu’s name',
      'menus.1.pricePerHead': 'The price per head must be an amount in pounds, e.g. 12.50',
    });
  });

  it('adds a menu from the blank row, refusing an id in use', () => {
    const n = bath.menus.length;
    const doc = saved(
      editMenus(menusForm({ [`menus.${n}.id`]: 'tasting', [`menus.${n}.name`]: 'Tasting menu', [`menus.${n}.pricePerHead`]: '45' }), bath),
    );
    expect(doc.menus.at(-1)).toEqual({ id: 'tasting', name: 'Tasting menu', pricePerHeadPence: 4500 });
    expect(errorsOf(editMenus(menusForm({ [`menus.${n}.id`]: 'brunch', [`menus.${n}.name`]: 'Brunch' }), bath))).toEqual({
      [`menus.${n}.id`]: 'There is already a menu with the id brunch',
    });
  });

  it('removes a menu only once no occasion names it', () => {
    expect(errorsOf(editMenus(menusForm({ 'menus.1.remove': 'on' }), bath))).toEqual({
      'menus.1.remove': 'Set lunch is named by the occasions Lunch, Birthday: untick it there first',
    });
    const unlinked = { ...bath, occasions: bath.occasions.filter((o) => o.id !== 'christmas-party' && o.id !== 'birthday') };
    const rows = [...unlinked.menus.map(menuValues), menuValues(undefined)];
    const out = editMenus(pageForm('menus', rows, { 'menus.3.remove': 'on' }), unlinked);
    expect(out.ok && (out.doc as BookingSetup).menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-lunch', 'brunch', 'drinks']);
    // The document's problems about item 3 (was the form's row 4) land on that row.
    expect(out.ok && out.fieldOf?.('menus.3.pricePerHeadPence')).toBe('menus.4.pricePerHead');
  });
});

describe('the extras form', () => {
  it('saves the page as rendered without changing anything', () => {
    expect(extraValues(bath.upsells[0])).toMatchObject({ price: '28.00', available: ['on'], perCover: [] });
    expect(saved(editExtras(extrasForm(), bath)).upsells).toEqual(bath.upsells);
  });

  it('reads price, per cover, available, occasions by name and notice', () => {
    const doc = saved(
      editExtras(
        extrasForm({
          'upsells.0.price': '30',
          'upsells.0.perCover': 'on',
          'upsells.0.available': null,
          'upsells.0.occasionIds': ['drinks', 'dinner'],
          'upsells.0.noticeHours': '24',
        }),
        bath,
      ),
    );
    expect(doc.upsells[0]).toMatchObject({
      pricePence: 3000,
      perCover: true,
      available: false,
      occasionIds: ['drinks', 'dinner'],
      noticeHours: 24,
    });
    // Unticking every occasion means every occasion; the others keep their order.
    const every = saved(editExtras(extrasForm({ 'upsells.3.occasionIds': null }), bath));
    expect(every.upsells[3]!.occasionIds).toEqual([]);
  });

  it('says each field’s problem about that field', () => {
    expect(
      errorsOf(
        editExtras(extrasForm({ 'upsells.0.price': '', 'upsells.1.noticeHours': '400', 'upsells.2.occasionIds': 'afternoon-tea' }), bath),
      ),
    ).toEqual({
      'upsells.0.price': 'Please enter the price',
      'upsells.1.noticeHours': 'The hours’ notice must be between 0 and 336',
      'upsells.2.occasionIds': 'A ticked occasion is no longer there. Please reload the page.',
    });
  });

  it('adds an extra from the blank row and removes one', () => {
    const n = bath.upsells.length;
    const doc = saved(
      editExtras(
        extrasForm({
          [`upsells.${n}.id`]: 'flowers',
          [`upsells.${n}.name`]: 'Flowers',
          [`upsells.${n}.price`]: '15.00',
          'upsells.0.remove': 'on',
        }),
        bath,
      ),
    );
    expect(doc.upsells.map((u) => u.id)).toEqual(['birthday-cake', 'bottomless-upgrade', 'cocktail-masterclass', 'flowers']);
    expect(doc.upsells.at(-1)).toEqual({
      id: 'flowers',
      name: 'Flowers',
      description: '',
      pricePence: 1500,
      perCover: false,
      available: true,
      occasionIds: [],
      noticeHours: 0,
    });
  });
});
