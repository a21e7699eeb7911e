import type { DietaryTagId } from '../../../contract/content.ts';

/** Short codes shown on dishes and explained in the key. */
export const TAG_CODES: Record<DietaryTagId, string> = {
  vegan: 'VE',
  vegetarian: 'V',
  'gluten-free': 'GF',
  'dairy-free': 'DF',
  spicy: 'HOT',
};
