// /console/setup/:storeId/periods/: when bookings start: service periods by weekday (product.md D8).
import type { Route } from './+types/setup-periods';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';
import { useSearchParams } from 'react-router';
import { PeriodForm, PeriodsList } from '../setup/periods-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) =>
  setupAction(context, request, params.storeId, SETUP_EDITS.periods);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Service periods${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupPeriodsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, csrfToken, version, doc } = loaderData;
  const [search] = useSearchParams();
  return (
    <SetupFrame section="periods" restaurant={restaurant} csrfToken={csrfToken} result={actionData}>
      <PeriodsList csrfToken={csrfToken} version={version} doc={doc} />
      <PeriodForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} editId={search.get('edit')} />
    </SetupFrame>
  );
}
