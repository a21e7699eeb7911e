// SPEC §2 /preferences/{id?}/. The page for a customer comes from the link in their
// e-mails (the id is their customer guid). Without an id it explains how to
// get that link.
import { data, Link } from 'react-router';
import type { Route } from './+types/preferences';
import { pageMeta } from '../lib/route-meta.ts';

export function loader({ params }: Route.LoaderArgs) {
  // Customer records are looked up by guid; none can match before one is issued by sign-up.
  if (params.id) throw data('This page could not be found.', { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Your preferences',
    description: 'Tell us what you love, when your birthday is and which restaurant is yours, and we will only send you what you want.',
    tiles: [],
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 760 }}>
      <h1>Your preferences</h1>
      <p>Tell us what you love, when your birthday is and which restaurant is yours, and we will only send you what you want.</p>
      <p>
        Every e-mail we send you ends with a personal link to this page. Not on our list yet? <Link to="/sign-up/">Sign up for offers</Link>
        .
      </p>
    </div>
  );
}
