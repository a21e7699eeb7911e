// /console/content/menu/:docId/items/:itemId/: one dish's form (product.md D9).
import type { Route } from './+types/content-menu-item';
import { loadMenuItem, menuItemAction } from '../studio/studio-page.server.ts';
import { ItemForm } from '../studio/item-form.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadMenuItem(context, request, params.docId, params.itemId);

export const action = ({ context, request, params }: Route.ActionArgs) => menuItemAction(context, request, params.docId, params.itemId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.item.name} · ${data.menu.name} · ` : ''}Content studio · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentMenuItemPage({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <ItemForm
      csrfToken={d.csrfToken}
      menu={d.menu}
      where={d.where}
      revision={d.revision}
      item={d.item}
      bands={d.bands}
      result={actionData}
    />
  );
}
