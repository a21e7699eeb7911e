// How a dish's dietary tags and allergens read on the page.
import { ALLERGENS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';

/** Short codes shown on dishes and explained in the key. */
export const TAG_CODES: Record<DietaryTagId, string> = {
  vegan: 'VE',
  vegetarian: 'V',
  'gluten-free': 'GF',
  'dairy-free': 'DF',
  spicy: 'HOT',
};

/** A dish's allergens in the order of `ALLERGENS`, in the words a diner reads (product.md D9): "Milk, Eggs". */
export function allergenWords(ids: readonly AllergenId[]): string {
  return (Object.keys(ALLERGENS) as AllergenId[])
    .filter((a) => ids.includes(a))
    .map((a) => ALLERGENS[a])
    .join(', ');
}
