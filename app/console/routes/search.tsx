// /console/search/?q=&storeId=: bookings by name, phone, e-mail or reference (product.md D8).
import type { Route } from './+types/search';
import { loadSearch } from '../diary/search-page.server.ts';
import { SearchView } from '../diary/search-view.tsx';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSearch(context, request);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.q ? `“${data.q}” · Search · Restaurant console` : 'Search · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchView {...loaderData} />;
}
