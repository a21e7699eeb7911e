// product.md §4 "Menus for an occasion: inclusive keeps only the linked menus,
// exclusive removes them. Areas work likewise. If none remain, the menu or area
// is set to null." Used for both menuLinkGroup and areaLinkGroup (product.md §3).
// Shared by the booking engine (server) and the booking modal (browser).

type Id = string;

/** product.md §3: a link group keeps (inclusive) or removes (exclusive) the linked ids. */
export interface LinkGroup {
  type: 'inclusive' | 'exclusive';
  links: { id: Id }[];
}

/** True when the group lets this id through. */
export function linkGroupAllows(group: LinkGroup, id: Id): boolean {
  const linked = group.links.some((link) => link.id === id);
  return group.type === 'inclusive' ? linked : !linked;
}

/** The items the group lets through, in their original order. */
export function filterByLinkGroup<T extends { id: Id }>(items: readonly T[], group: LinkGroup): T[] {
  const ids = new Set(group.links.map((link) => link.id));
  return items.filter((item) => (group.type === 'inclusive' ? ids.has(item.id) : !ids.has(item.id)));
}

/**
 * The menu or area to select after the occasion changes: the current choice if
 * the group still allows it, else the first remaining item, else null (product.md §4).
 */
export function selectFromLinkGroup<T extends { id: Id }>(items: readonly T[], group: LinkGroup, currentId?: Id | null): T | null {
  const remaining = filterByLinkGroup(items, group);
  return remaining.find((item) => item.id === currentId) ?? remaining[0] ?? null;
}
