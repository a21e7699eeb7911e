// product.md §2: menu links are built under our-menu, under restaurants/{slug}/menu,
// or under a plain menu path, depending on the current path.
export function menuBasePath(currentPath: string): string {
  const restaurant = /^\/restaurants\/([a-z0-9-]+)\//i.exec(currentPath);
  if (restaurant) return `/restaurants/${restaurant[1]!.toLowerCase()}/menu/`;
  if (/^\/our-menu(\/|$)/i.test(currentPath)) return '/our-menu/';
  if (/^\/menu(\/|$)/i.test(currentPath)) return '/menu/';
  return '/our-menu/';
}

export function menuLink(currentPath: string, menuId: string, search = ''): string {
  return `${menuBasePath(currentPath)}${menuId}/${search}`;
}
