// /console/events/:leadId/cancel/: cancels a lead's event, what was paid refunded by the accepted terms (decisions 083 and 084).
import { Link, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/event-cancel';
import { cancelEvent, loadEventCancel } from '../events/event-cancel-page.server.ts';
import { EventCancelForm } from '../events/event-cancel-form.tsx';
import consoleStyles from '../console.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadEventCancel(context, request, params);

export const action = ({ context, request, params }: Route.ActionArgs) => cancelEvent(context, request, params);

// A cancel refused over a newer lead (409) shows that lead's version, so the next try is checked against it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => [
  { title: 'Cancel the event · Events · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EventCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { view, csrfToken } = loaderData;
  return (
    <div className={consoleStyles.page}>
      <p>
        <Link to={`/console/events/${encodeURIComponent(view.leadId)}/`}>Back to the lead</Link>
      </p>
      <h1>Cancel the event</h1>
      <EventCancelForm csrfToken={csrfToken} view={view} result={actionData} />
    </div>
  );
}
