// A dish for the menu tests: every field the schema fills, overridable.
import type { Menu, MenuItem } from '../../contract/content.ts';

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

/** A menu of one section and one subsection holding `items`. */
export const menuOf = (items: MenuItem[], id = 'food'): Menu => ({
  id,
  name: id,
  description: '',
  sections: [{ id: 'mains', name: 'Mains', description: '', subsections: [{ id: 'pizza', name: 'Pizza', description: '', items }] }],
});
