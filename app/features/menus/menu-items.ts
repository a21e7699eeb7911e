// A menu's shape with any kind of item, and one walk over its items that
// keeps, changes or drops each one: the restaurant's availability and the
// diner's filter both use it, and both leave no empty subsection or section.
import type { Menu } from '../../../contract/content.ts';

type Section = Menu['sections'][number];
type Subsection = Section['subsections'][number];

export type MenuOf<I> = Omit<Menu, 'sections'> & {
  sections: (Omit<Section, 'subsections'> & { subsections: (Omit<Subsection, 'items'> & { items: I[] })[] })[];
};

/** Maps every item in menu order; `null` drops it, and a subsection or section left empty goes too. */
export function mapMenuItems<I, J>(menu: MenuOf<I>, fn: (item: I) => J | null): MenuOf<J> {
  const sections = menu.sections
    .map((section) => ({
      ...section,
      subsections: section.subsections
        .map((sub) => ({ ...sub, items: sub.items.flatMap((item) => fn(item) ?? []) }))
        .filter((sub) => sub.items.length > 0),
    }))
    .filter((section) => section.subsections.length > 0);
  return { ...menu, sections };
}

export function menuItems<I>(menu: MenuOf<I>): I[] {
  return menu.sections.flatMap((s) => s.subsections.flatMap((sub) => sub.items));
}
