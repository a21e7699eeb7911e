// product.md §2 /our-menu/ and /our-menu/{id}/: the chain's menus.
import type { Route } from './+types/our-menu';
import { loadMenuPage } from '../features/menus/menu-loader.server.ts';
import { MenuView } from '../features/menus/menu-view.tsx';
import { pageMeta } from '../lib/route-meta.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadMenuPage(context, request, params.id);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.menuName,
      description: args.data.menuDescription || `Our ${args.data.menuName.toLowerCase()} menu.`,
      tiles: [],
    },
  );

export default function OurMenu({ loaderData }: Route.ComponentProps) {
  return <MenuView data={loaderData} />;
}
