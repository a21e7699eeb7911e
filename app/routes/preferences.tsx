// product.md §2 /preferences/{id?}/. With an id (the customer guid from their
// e-mails): the preferences form; a guid that is "not found" is an error
// page (product.md §4). Without an id it explains how to get the link.
import { Link } from 'react-router';
import type { Route } from './+types/preferences';
import { pageMeta } from '../lib/route-meta.ts';
import { loadPreferences } from '../features/customers/customer-loader.server.ts';
import { PreferencesForm } from '../features/customers/preferences-form.tsx';
import formStyles from '../features/forms/forms.module.css';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!params.id) return null;
  const resubscribed = new URL(request.url).searchParams.get('subscribed') === '1';
  return { ...(await loadPreferences(context, params.id)), resubscribed };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Your preferences',
    description: 'Tell us what you love, when your birthday is and which restaurant is yours, and we will only send you what you want.',
    tiles: [],
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 860 }}>
      <h1>Your preferences</h1>
      {loaderData ? (
        <>
          {loaderData.resubscribed && (
            <p role="status" className={formStyles.success} data-success>
              Welcome back! You will hear from us again.
            </p>
          )}
          <p>
            Hi {loaderData.prefs.firstName || 'there'}: tell us what you love, when your birthday is and which restaurant is yours, and we
            will only send you what you want.
          </p>
          <div className={formStyles.card}>
            <PreferencesForm prefs={loaderData.prefs} restaurants={loaderData.restaurants} />
          </div>
          <p>
            <Link to={`/occasion-date/${loaderData.prefs.guid}/`}>Add your special dates</Link> ·{' '}
            <Link to={`/unsubscribe/${loaderData.prefs.guid}/`}>Unsubscribe from our e-mails</Link>
          </p>
        </>
      ) : (
        <>
          <p>Tell us what you love, when your birthday is and which restaurant is yours, and we will only send you what you want.</p>
          <p>
            Every e-mail we send you ends with a personal link to this page. Not on our list yet?{' '}
            <Link to="/sign-up/">Sign up for offers</Link>.
          </p>
        </>
      )}
    </div>
  );
}
