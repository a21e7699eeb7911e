// /console/setup/:storeId/: a restaurant's booking setup at a glance, its
// downloads and the import of a whole setup (product.md D8).
import type { Route } from './+types/setup';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { SetupOverview } from '../setup/overview-view.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) =>
  setupAction(context, request, params.storeId, SETUP_EDITS.overview);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Booking setup${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupOverviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetupFrame section="overview" restaurant={loaderData.restaurant} csrfToken={loaderData.csrfToken} result={actionData}>
      <SetupOverview page={loaderData} result={actionData} />
    </SetupFrame>
  );
}
