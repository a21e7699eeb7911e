// The diner's menu filter (product.md §2 and D9): a dish is kept when it carries
// every chosen dietary tag (vegan + gluten-free = both) and none of the
// allergens the diner leaves out. Empty subsections and sections are dropped.
import { ALLERGENS, DIETARY_TAGS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';
import type { MenuItem } from '../../../contract/content.ts';
import { mapMenuItems, menuItems, type MenuOf } from './menu-items.ts';

export interface MenuFilter {
  diet: DietaryTagId[];
  without: AllergenId[];
}
type FilterableItem = Pick<MenuItem, 'dietaryTags' | 'allergens'>;

export const isDietaryTag = (s: string): s is DietaryTagId => Object.hasOwn(DIETARY_TAGS, s);
export const isAllergen = (s: string): s is AllergenId => Object.hasOwn(ALLERGENS, s);

/** Reads a repeated or comma-separated parameter, ignoring unknown values and repeats. */
function parseList<T extends string>(params: URLSearchParams, name: string, known: (s: string) => s is T): T[] {
  const chosen = params.getAll(name).flatMap((v) => v.toLowerCase().split(','));
  return [...new Set(chosen.map((v) => v.trim()).filter(known))];
}

/** `?diet=vegan&diet=gluten-free` or `diet=vegan,gluten-free`. */
export const parseDietParams = (params: URLSearchParams): DietaryTagId[] => parseList(params, 'diet', isDietaryTag);

/** `?without=nuts&without=milk` or `without=nuts,milk`. */
export const parseWithoutParams = (params: URLSearchParams): AllergenId[] => parseList(params, 'without', isAllergen);

export const parseMenuFilter = (params: URLSearchParams): MenuFilter => ({
  diet: parseDietParams(params),
  without: parseWithoutParams(params),
});

export const isFiltering = (filter: MenuFilter): boolean => filter.diet.length > 0 || filter.without.length > 0;

export function itemMatches(item: FilterableItem, { diet, without }: MenuFilter): boolean {
  return diet.every((t) => item.dietaryTags.some((d) => d.id === t)) && !item.allergens.some((a) => without.includes(a));
}

export function filterMenu<I extends FilterableItem>(
  menu: MenuOf<I>,
  filter: MenuFilter,
): { menu: MenuOf<I>; matching: number; total: number } {
  const total = menuItems(menu).length;
  const kept = mapMenuItems(menu, (item) => (itemMatches(item, filter) ? item : null));
  return { menu: kept, matching: menuItems(kept).length, total };
}

/** Tags that appear on the menu, for the key and the filter, in a stable order. */
export function tagsOnMenu(menu: MenuOf<FilterableItem>): DietaryTagId[] {
  const seen = new Set(menuItems(menu).flatMap((i) => i.dietaryTags.map((t) => t.id)));
  return (Object.keys(DIETARY_TAGS) as DietaryTagId[]).filter((t) => seen.has(t));
}

/** Allergens that appear on the menu, for the filter, in the order of `ALLERGENS`. */
export function allergensOnMenu(menu: MenuOf<FilterableItem>): AllergenId[] {
  const seen = new Set(menuItems(menu).flatMap((i) => i.allergens));
  return (Object.keys(ALLERGENS) as AllergenId[]).filter((a) => seen.has(a));
}
