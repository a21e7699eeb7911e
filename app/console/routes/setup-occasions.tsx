// /console/setup/:storeId/occasions/: occasions, booking menus and extras, edited in forms, or as JSON (product.md D8).
import type { Route } from './+types/setup-occasions';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';
import { JsonSectionsForm } from '../setup/json-form.tsx';
import { ExtrasForm } from '../setup/extras-form.tsx';
import { MenusForm } from '../setup/menus-form.tsx';
import { OccasionsForm } from '../setup/occasions-form.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) =>
  setupAction(context, request, params.storeId, SETUP_EDITS.occasions);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Occasions, menus and extras${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupOccasionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, csrfToken, version, doc } = loaderData;
  return (
    <SetupFrame section="occasions" restaurant={restaurant} csrfToken={csrfToken} result={actionData}>
      <OccasionsForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} />
      <MenusForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} />
      <ExtrasForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} />
      <JsonSectionsForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} />
    </SetupFrame>
  );
}
