// A menu as one restaurant serves it tonight (issue 26): a dish it does not
// serve is left out (and not counted), a sold-out one stays, marked, with its
// prices. On the chain's pages (no restaurant) every dish is on. The other
// restaurants' availability never reaches the page.
import type { Menu, MenuItem } from '../../../contract/content.ts';
import { mapMenuItems, type MenuOf } from './menu-items.ts';

export type ServedItem = Omit<MenuItem, 'availability'> & { soldOut: boolean };
export type ServedMenu = MenuOf<ServedItem>;

export function menuAt(menu: Menu, storeId: string | null): ServedMenu {
  return mapMenuItems(menu, ({ availability, ...item }) => {
    const status = storeId === null ? undefined : availability[storeId];
    return status === 'hidden' ? null : { ...item, soldOut: status === 'sold-out' };
  });
}
