// /console/diary/:storeId/optimise/?date=: "Optimise the day" (decision 079).
import type { Route } from './+types/diary-optimise';
import { loadOptimise, optimiseAction } from '../diary/optimise-page.server.ts';
import { OptimiseView } from '../diary/optimise-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadOptimise(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => optimiseAction(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data
      ? `Optimise the day · ${data.proposal.restaurant.title}, ${data.longDate} · Restaurant console`
      : 'Optimise the day · Restaurant console',
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DiaryOptimiseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OptimiseView {...loaderData} result={actionData} />;
}
