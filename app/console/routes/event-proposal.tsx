// /console/events/:leadId/proposal: builds and sends a lead's proposal (decision 078).
import { Link, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/event-proposal';
import { loadProposalBuilder, sendProposal } from '../events/proposal-page.server.ts';
import { ProposalForm } from '../events/proposal-form.tsx';
import { contactText } from '../events/lead-words.ts';
import consoleStyles from '../console.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadProposalBuilder(context, request, params);

export const action = ({ context, request, params }: Route.ActionArgs) => sendProposal(context, request, params);

// A send refused over a newer lead (409) shows that lead's version, so the next send is checked against it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Proposal for ${data ? contactText(data.lead.contactName) : 'a lead'} · Events · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EventProposal({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, csrfToken, current, start, areas, tables, menus } = loaderData;
  const nextVersion = (current?.version ?? 0) + 1;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={`/console/events/${encodeURIComponent(lead.id)}/`}>Back to the lead</Link>
      </p>
      <h1>Proposal for {contactText(lead.contactName)}</h1>
      {current && (
        <p>
          Version {current.version} was sent; sending makes version {nextVersion}, which the client must accept again
          {current.state === 'accepted' ? ' (the space stays theirs meanwhile)' : ''}.
        </p>
      )}
      {lead.erased ? (
        <p className={consoleStyles.alert}>This lead&apos;s client was erased at their request: there is no one to send a proposal to.</p>
      ) : (
        <ProposalForm
          csrfToken={csrfToken}
          nextVersion={nextVersion}
          start={{ ...start, text: { ...start.text, leadVersion: String(lead.version) } }}
          areas={areas}
          tables={tables}
          menus={menus}
          result={actionData}
        />
      )}
    </div>
  );
}
