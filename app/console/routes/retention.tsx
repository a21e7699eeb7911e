// /console/retention/: how long personal data is kept, for chain admins (decision 045).
import type { Route } from './+types/retention';
import { loadRetention, saveRetentionPage } from '../privacy/retention-page.server.ts';
import { RetentionForm } from '../privacy/retention-form.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadRetention(context, request);

export const action = ({ context, request }: Route.ActionArgs) => saveRetentionPage(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Retention · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Retention({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>How long we keep personal data</h1>
      <p>
        Once a day Mesa deletes what is older than these settings. Cancelled bookings keep their date, time and party, without the person.
      </p>
      <RetentionForm csrfToken={loaderData.csrfToken} days={loaderData.days} result={actionData} />
    </div>
  );
}
