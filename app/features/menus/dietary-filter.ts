// Dietary filtering (issue 5): an item matches when it carries every chosen
// tag (vegan + gluten-free = both). Empty subsections and sections are dropped.
import { DIETARY_TAGS, type DietaryTagId } from '../../../contract/content-constants.ts';
import type { Menu } from '../../../contract/content.ts';

export const isDietaryTag = (s: string): s is DietaryTagId => Object.hasOwn(DIETARY_TAGS, s);

/** Reads `?diet=vegan&diet=gluten-free` (or `diet=vegan,gluten-free`), ignoring unknown tags. */
export function parseDietParams(params: URLSearchParams): DietaryTagId[] {
  const chosen = params.getAll('diet').flatMap((v) => v.toLowerCase().split(','));
  return [...new Set(chosen.filter(isDietaryTag))];
}

export function filterMenu(menu: Menu, tags: readonly DietaryTagId[]): { menu: Menu; matching: number; total: number } {
  let total = 0;
  let matching = 0;
  const sections = menu.sections
    .map((section) => ({
      ...section,
      subsections: section.subsections
        .map((sub) => {
          const items = sub.items.filter((item) => {
            total++;
            const ok = tags.every((t) => item.dietaryTags.some((d) => d.id === t));
            if (ok) matching++;
            return ok;
          });
          return { ...sub, items };
        })
        .filter((sub) => sub.items.length > 0),
    }))
    .filter((section) => section.subsections.length > 0);
  return { menu: { ...menu, sections }, matching, total };
}

/** Tags that appear on the menu, for the key and the filter, in a stable order. */
export function tagsOnMenu(menu: Menu): DietaryTagId[] {
  const seen = new Set<DietaryTagId>();
  for (const s of menu.sections) for (const sub of s.subsections) for (const i of sub.items) for (const t of i.dietaryTags) seen.add(t.id);
  return (Object.keys(DIETARY_TAGS) as DietaryTagId[]).filter((t) => seen.has(t));
}
