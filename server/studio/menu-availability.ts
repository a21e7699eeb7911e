// A restaurant's "sold out tonight" and "not served here" (product.md D9): which
// menus a restaurant serves, and a menu with some of its dishes' availability
// at that restaurant changed. Pure: the studio service reads and publishes.
import type { Menu, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { AvailabilityChoice } from '../../contract/content-constants.ts';

/** The restaurant's own menus, or the chain's when it has none (as the menu pages choose). */
export const menusServedAt = (restaurant: Pick<RestaurantDoc, 'menuIds'>, settings: Pick<Settings, 'chain_menus'>): string[] =>
  restaurant.menuIds.length ? restaurant.menuIds : settings.chain_menus;

export interface AvailabilityOutcome {
  menu: Menu;
  /** "Margherita sold out", one per dish whose state changed; empty when nothing did. */
  changes: string[];
  /** Dish ids that are not on the menu. */
  unknown: string[];
}

const SAY: Record<AvailabilityChoice, string> = { available: 'served again', 'sold-out': 'sold out', hidden: 'not served' };

/** The menu with the chosen dishes' states at `storeId`; the dishes not named keep theirs. */
export function withAvailability(menu: Menu, storeId: string, choices: Readonly<Record<string, AvailabilityChoice>>): AvailabilityOutcome {
  const next = structuredClone(menu);
  const seen = new Set<string>();
  const changes: string[] = [];
  for (const section of next.sections)
    for (const subsection of section.subsections)
      for (const item of subsection.items) {
        const choice = choices[item.id];
        if (!choice) continue;
        seen.add(item.id);
        const was: AvailabilityChoice = item.availability[storeId] ?? 'available';
        if (was === choice) continue;
        const { [storeId]: _dropped, ...others } = item.availability;
        item.availability = choice === 'available' ? others : { ...others, [storeId]: choice };
        changes.push(`${item.name} ${SAY[choice]}`);
      }
  return { menu: next, changes, unknown: Object.keys(choices).filter((id) => !seen.has(id)) };
}
