// /console/setup/:storeId/history/: every saved version of the booking setup, newest first (decision 025).
import type { Route } from './+types/setup-history';
import { HistoryTable } from '../setup/history-table.tsx';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupHistory } from '../setup/setup-history.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupHistory(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Setup history${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupHistoryPage({ loaderData }: Route.ComponentProps) {
  const { restaurant, csrfToken, versions } = loaderData;
  return (
    <SetupFrame section="history" restaurant={restaurant} csrfToken={csrfToken}>
      <HistoryTable storeId={restaurant.storeId} versions={versions} />
    </SetupFrame>
  );
}
