// /console/settings/:storeId/: a restaurant's notices and daily sheet (product.md D8).
import { Link } from 'react-router';
import type { Route } from './+types/settings';
import { loadSettings, saveSettings } from '../settings/settings-page.server.ts';
import { SettingsForm } from '../settings/settings-form.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSettings(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => saveSettings(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Settings${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, settings, csrfToken } = loaderData;
  return (
    <div className={styles.page}>
      <p>
        <Link to="/console/">Back to your restaurants</Link>
      </p>
      <h1>Settings for {restaurant.title}</h1>
      <SettingsForm csrfToken={csrfToken} settings={settings} result={actionData} />
    </div>
  );
}
