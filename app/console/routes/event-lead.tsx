// /console/events/:leadId/: one group or event lead and its handling (decision 077).
import { Link, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/event-lead';
import { loadLead, updateLead } from '../events/lead-page.server.ts';
import { LeadForm } from '../events/lead-form.tsx';
import { LeadFacts, LeadHistory } from '../events/lead-view.tsx';
import { ProposalStatus } from '../events/proposal-status.tsx';
import { contactText } from '../events/lead-words.ts';
import consoleStyles from '../console.module.css';
import styles from '../messages/messages.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadLead(context, request, params);

export const action = ({ context, request, params }: Route.ActionArgs) => updateLead(context, request, params);

// A stale save (409) shows the newer lead and its history beside what was typed: React Router reloads after an
// action only when it succeeded, unless told.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? contactText(data.lead.contactName) : 'Lead'} · Events · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EventLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, csrfToken } = loaderData;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={`/console/events/?storeId=${encodeURIComponent(lead.storeId)}`}>Back to events</Link>
      </p>
      <h1>
        {contactText(lead.contactName)}, {lead.restaurant}
      </h1>
      {loaderData.cancelled && (
        <p className={consoleStyles.notice} role="status">
          {loaderData.cancelled}
        </p>
      )}
      <div className={styles.sections}>
        <section aria-labelledby="lead-facts">
          <h2 id="lead-facts">The enquiry</h2>
          <LeadFacts lead={lead} />
        </section>
        <section aria-labelledby="lead-proposal">
          <h2 id="lead-proposal">Proposal</h2>
          <ProposalStatus leadId={lead.id} proposal={loaderData.proposal} sent={loaderData.sent} />
          {lead.cancellable && (
            <p>
              <Link to={`/console/events/${encodeURIComponent(lead.id)}/cancel/`}>Cancel the event</Link>
            </p>
          )}
        </section>
        <section aria-labelledby="lead-handling">
          <h2 id="lead-handling">Moving it on</h2>
          <LeadForm csrfToken={csrfToken} lead={lead} result={actionData} />
        </section>
        <section aria-labelledby="lead-history">
          <h2 id="lead-history">History</h2>
          <LeadHistory history={lead.history} />
        </section>
      </div>
    </div>
  );
}
