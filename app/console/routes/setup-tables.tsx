// /console/setup/:storeId/tables/: areas, tables and table groups, a table or a group changed in place (product.md D8).
import type { Route } from './+types/setup-tables';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';
import { useSearchParams } from 'react-router';
import { GroupsSection } from '../setup/table-groups-view.tsx';
import { AreasSection, TablesSection } from '../setup/tables-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => setupAction(context, request, params.storeId, SETUP_EDITS.tables);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Areas and tables${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupTablesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, csrfToken, version, doc } = loaderData;
  const [search] = useSearchParams();
  const props = { csrfToken, version, doc, result: actionData };
  return (
    <SetupFrame section="tables" restaurant={restaurant} csrfToken={csrfToken} result={actionData}>
      <AreasSection {...props} />
      <TablesSection {...props} editId={search.get('table')} />
      <GroupsSection {...props} editId={search.get('group')} />
    </SetupFrame>
  );
}
