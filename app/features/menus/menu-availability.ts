// A menu as one restaurant serves it tonight (product.md D9): a dish it does not
// serve is left out (and not counted), a sold-out one stays, marked, with its
// prices. Each price is the restaurant's price band's where the dish has one,
// the chain's otherwise (decision 053). On the chain's pages (no restaurant)
// every dish is on, at the chain's prices. The other restaurants' availability
// and the other bands' prices never reach the page.
import type { Menu, MenuItem, MenuOption } from '../../../contract/content.ts';
import { optionAt } from '../../../contract/price-bands.ts';
import { mapMenuItems, type MenuOf } from './menu-items.ts';

export type ServedItem = Omit<MenuItem, 'availability' | 'options'> & { options: Omit<MenuOption, 'bandPrices'>[]; soldOut: boolean };
export type ServedMenu = MenuOf<ServedItem>;

export function menuAt(menu: Menu, storeId: string | null, priceBand?: string): ServedMenu {
  return mapMenuItems(menu, ({ availability, options, ...item }) => {
    const status = storeId === null ? undefined : availability[storeId];
    if (status === 'hidden') return null;
    return { ...item, options: options.map((o) => optionAt(o, priceBand)), soldOut: status === 'sold-out' };
  });
}
