// Loads a menu page: the chosen menu (or the first offered) as the restaurant
// serves it tonight, the menus to switch between, and the diner's filter from
// the URL. product.md §4: a missing menu is a 404 with "Menu not found.".
import { data, type AppLoadContext } from 'react-router';
import type { Restaurant } from '../../../contract/content.ts';
import { allergensOnMenu, filterMenu, parseMenuFilter, tagsOnMenu } from './dietary-filter.ts';
import { menuAt } from './menu-availability.ts';

export async function loadMenuPage(context: AppLoadContext, request: Request, menuId: string | undefined, restaurant?: Restaurant) {
  const { content } = context.services;
  const settings = await content.settings();
  if (!settings) throw data('Settings is not defined', { status: 500 });
  // A restaurant with its own menus shows them; otherwise the chain's.
  const offered = restaurant?.menuIds.length ? restaurant.menuIds : settings.chain_menus;
  const id = (menuId ?? offered[0] ?? '').toLowerCase();
  const menu = offered.includes(id) ? await content.menu(id) : null;
  if (!menu) throw data('Menu not found.', { status: 404 });
  const all = await content.menus();
  const choices = offered.flatMap((m) => all.filter((x) => x.id === m).map(({ id, name }) => ({ id, name })));
  // Decision 053: what this restaurant does not serve is gone before anything is offered or counted, and its price band applied.
  const served = menuAt(menu, restaurant?.storeId ?? null, restaurant?.priceBand);
  const filter = parseMenuFilter(new URL(request.url).searchParams);
  const filtered = filterMenu(served, filter);
  return {
    menu: filtered.menu,
    menuName: menu.name,
    menuDescription: menu.description,
    availableTags: tagsOnMenu(served),
    availableAllergens: allergensOnMenu(served),
    filter,
    matching: filtered.matching,
    total: filtered.total,
    choices,
    restaurant: restaurant ? { slug: restaurant.slug, title: restaurant.title } : null,
  };
}

export type MenuPageData = Awaited<ReturnType<typeof loadMenuPage>>;
