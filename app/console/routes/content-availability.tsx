// /console/content/availability/:storeId/: a restaurant's sold-out and not-served dishes (product.md D9).
import type { Route } from './+types/content-availability';
import { availabilityAction, loadAvailability } from '../studio/availability-page.server.ts';
import { AvailabilityView } from '../studio/availability-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadAvailability(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => availabilityAction(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Menu availability${data ? ` · ${data.restaurant.title}` : ''} · Content studio · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentAvailabilityPage({ loaderData: d, actionData }: Route.ComponentProps) {
  return <AvailabilityView csrfToken={d.csrfToken} restaurant={d.restaurant} menus={d.menus} result={actionData} />;
}
