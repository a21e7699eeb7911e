// The studio's edits of a menu (decision 036), as pure functions of the draft:
// one dish from its form (name, description, options with prices in pounds —
// the chain's and, optionally, each price band's (decision 053) — dietary tags
// and the 14 allergens), a dish added, removed or moved. The
// result is checked by the pack's schema before it is saved.
import { ALLERGENS, DIETARY_TAGS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';
import type { Menu, MenuItem, PriceBand } from '../../../contract/content.ts';
import { penceFromPounds } from '../../../contract/money.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

export const MAX_OPTIONS = 6;
export const ITEM_MESSAGES = {
  name: 'Please give the dish a name',
  price: 'Please enter a price in pounds and pence, such as 12.50',
  bandPrice: 'Please enter a price in pounds and pence, such as 12.50, or leave it blank for the chain price',
  noOption: 'Please give the dish at least one price',
  notFound: 'This dish is not on the menu any more. Please reload the page.',
} as const;

/** Where a dish sits: its section, subsection and place in the list. */
export function locateItem(menu: Menu, itemId: string) {
  for (const [si, section] of menu.sections.entries())
    for (const [ui, sub] of section.subsections.entries()) {
      const index = sub.items.findIndex((i) => i.id === itemId);
      if (index >= 0) return { si, ui, index, section, subsection: sub, item: sub.items[index]! };
    }
  return null;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'dish';

/** An id for a new dish, from its name, unique on the menu. */
export function newItemId(menu: Menu, name: string): string {
  const base = slugOf(name);
  let id = base;
  for (let n = 2; locateItem(menu, id); n++) id = `${base}-${n}`;
  return id;
}

/** The form field of a band's price: one in each option's row, so the n-th value is the n-th option's (`bandPrice.<id>.<row>` for its error). */
export const bandPriceField = (bandId: string) => `bandPrice.${bandId}`;

/**
 * A dish's fields from its form, over the dish as it was (its id and availability stay). Each option has the
 * chain's price and, for each of `bands`, an optional price: blank is the chain's (decision 053).
 */
export function itemFromForm(
  form: FormData,
  before: Pick<MenuItem, 'id' | 'availability'>,
  bands: readonly Pick<PriceBand, 'id'>[] = [],
): Outcome<MenuItem> {
  const fieldErrors: Record<string, string> = {};
  const name = formText(form, 'name').trim();
  if (!name) fieldErrors.name = ITEM_MESSAGES.name;
  const optionNames = formTexts(form, 'optionName');
  const optionPrices = formTexts(form, 'optionPrice');
  const bandTexts = bands.map((b) => ({ id: b.id, texts: formTexts(form, bandPriceField(b.id)) }));
  const options: MenuItem['options'] = [];
  optionPrices.slice(0, MAX_OPTIONS).forEach((text, i) => {
    const label = (optionNames[i] ?? '').trim();
    const banded = bandTexts.flatMap(({ id, texts }) => ((texts[i] ?? '').trim() ? [{ id, text: texts[i]! }] : []));
    if (!text.trim() && !label && !banded.length) return; // an empty row
    const price = penceFromPounds(text);
    if (price === null) fieldErrors[`optionPrice.${i}`] = ITEM_MESSAGES.price;
    const bandPrices: Record<string, number> = {};
    for (const { id, text: bandText } of banded) {
      const pence = penceFromPounds(bandText);
      if (pence === null) fieldErrors[`${bandPriceField(id)}.${i}`] = ITEM_MESSAGES.bandPrice;
      else bandPrices[id] = pence;
    }
    if (price !== null) options.push({ name: label, price, ...(Object.keys(bandPrices).length ? { bandPrices } : {}) });
  });
  if (!options.length && !Object.keys(fieldErrors).some((k) => k.startsWith('optionPrice')))
    fieldErrors['optionPrice.0'] = ITEM_MESSAGES.noOption;
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const diets = formTexts(form, 'diet').filter((d): d is DietaryTagId => Object.hasOwn(DIETARY_TAGS, d));
  const allergens = formTexts(form, 'allergen').filter((a): a is AllergenId => Object.hasOwn(ALLERGENS, a));
  return {
    ok: true,
    value: {
      id: before.id,
      name,
      description: formText(form, 'description').trim(),
      dietaryTags: (Object.keys(DIETARY_TAGS) as DietaryTagId[])
        .filter((d) => diets.includes(d))
        .map((id) => ({ id, name: DIETARY_TAGS[id] })),
      allergens: (Object.keys(ALLERGENS) as AllergenId[]).filter((a) => allergens.includes(a)),
      availability: before.availability,
      options,
    },
  };
}

/** The menu with one dish replaced (same place), or null when the dish is gone. */
export function replaceItem(menu: Menu, item: MenuItem): Menu | null {
  const at = locateItem(menu, item.id);
  if (!at) return null;
  const copy = structuredClone(menu);
  copy.sections[at.si]!.subsections[at.ui]!.items[at.index] = item;
  return copy;
}

/** The menu with a dish added at the end of a subsection. */
export function addItem(menu: Menu, subsectionId: string, item: MenuItem): Menu | null {
  const copy = structuredClone(menu);
  const sub = copy.sections.flatMap((s) => s.subsections).find((u) => u.id === subsectionId);
  if (!sub) return null;
  sub.items.push(item);
  return copy;
}

/** The menu without a dish; a subsection keeps at least one (the schema's rule), so its last dish cannot go. */
export function removeItem(menu: Menu, itemId: string): Outcome<Menu> {
  const at = locateItem(menu, itemId);
  if (!at) return { ok: false, fieldErrors: { form: ITEM_MESSAGES.notFound } };
  if (at.subsection.items.length === 1)
    return {
      ok: false,
      fieldErrors: { form: `“${at.item.name}” is the only dish in ${at.subsection.name}: a subsection keeps at least one` },
    };
  const copy = structuredClone(menu);
  copy.sections[at.si]!.subsections[at.ui]!.items.splice(at.index, 1);
  return { ok: true, value: copy };
}

/** The menu with a dish one place up or down in its subsection (unchanged at either end). */
export function moveItem(menu: Menu, itemId: string, direction: 'up' | 'down'): Menu | null {
  const at = locateItem(menu, itemId);
  if (!at) return null;
  const to = at.index + (direction === 'up' ? -1 : 1);
  const copy = structuredClone(menu);
  const items = copy.sections[at.si]!.subsections[at.ui]!.items;
  if (to < 0 || to >= items.length) return copy;
  [items[at.index], items[to]] = [items[to]!, items[at.index]!];
  return copy;
}
