// product.md §2 /occasion-date/{id?}/. With an id (the customer guid from their
// e-mails): rows of occasion names and dates to add, remove and save; a guid
// that is "not found" is an error page. Without an id it explains the link.
import { Link } from 'react-router';
import type { Route } from './+types/occasion-date';
import { pageMeta } from '../lib/route-meta.ts';
import { loadOccasionDates } from '../features/customers/customer-loader.server.ts';
import { OccasionDatesForm } from '../features/customers/occasion-dates-form.tsx';
import formStyles from '../features/forms/forms.module.css';

export async function loader({ context, params }: Route.LoaderArgs) {
  return params.id ? loadOccasionDates(context, params.id) : null;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Your special dates',
    description: 'Add the birthdays and anniversaries you celebrate with us, and we will send you a treat ahead of each one.',
    tiles: [],
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 860 }}>
      <h1>Your special dates</h1>
      <p>Add the birthdays and anniversaries you celebrate with us, and we will send you a treat ahead of each one.</p>
      {loaderData ? (
        <>
          <div className={formStyles.card}>
            <OccasionDatesForm guid={loaderData.guid} dates={loaderData.dates} />
          </div>
          <p>
            <Link to={`/preferences/${loaderData.guid}/`}>Back to your preferences</Link>
          </p>
        </>
      ) : (
        <p>
          Every e-mail we send you ends with a personal link to this page. Not on our list yet?{' '}
          <Link to="/sign-up/">Sign up for offers</Link>.
        </p>
      )}
    </div>
  );
}
