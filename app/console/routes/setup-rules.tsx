// /console/setup/:storeId/rules/: the booking rules: online booking, slots, party sizes, pacing and turn times (product.md D8).
import type { Route } from './+types/setup-rules';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';
import { RulesForm } from '../setup/rules-form.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => setupAction(context, request, params.storeId, SETUP_EDITS.rules);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Booking rules${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupRulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, csrfToken, version, doc } = loaderData;
  return (
    <SetupFrame section="rules" restaurant={restaurant} csrfToken={csrfToken} result={actionData}>
      <RulesForm csrfToken={csrfToken} version={version} config={doc.config} result={actionData} />
    </SetupFrame>
  );
}
