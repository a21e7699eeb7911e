// A dish for the menu tests: every field the schema fills, overridable.
import type { MenuItem } from '../../contract/content.ts';

export const menuItem = (id: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: id,
  description: '',
  dietaryTags: [],
  allergens: [],
  availability: {},
  options: [{ name: '', price: 1250 }],
  ...over,
});
