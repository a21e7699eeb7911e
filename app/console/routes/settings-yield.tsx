// /console/settings/:storeId/yield/: the yield rule on a weekday's past weeks (decision 075).
import { Link } from 'react-router';
import type { Route } from './+types/settings-yield';
import { loadYieldPage } from '../settings/yield-page.server.ts';
import { YieldWeeks } from '../settings/yield-weeks.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadYieldPage(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `The yield rule${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SettingsYield({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <p>
        <Link to={`/console/settings/${loaderData.restaurant.storeId}/`}>Back to the settings</Link>
      </p>
      <YieldWeeks page={loaderData} />
    </div>
  );
}
