// A lead's proposal as its manager reads it (decision 078): the newest version, where it stands (awaiting the
// client until its hold ends, accepted by whom and when, or lapsed), its figures, and the builder's link.
import { Link } from 'react-router';
import { proposalRows, type ProposalView } from '../../../contract/event-proposals.ts';
import { formatLondon } from '../messages/message-format.ts';
import consoleStyles from '../console.module.css';
import styles from './events.module.css';

function stateText(p: ProposalView): string {
  if (p.state === 'accepted' && p.accepted) {
    return `Accepted by ${p.accepted.name} on ${formatLondon(p.accepted.at)}${p.accepted.from ? ` from ${p.accepted.from}` : ''}`;
  }
  if (p.state === 'lapsed') return `Not accepted: its hold on the space ended on ${formatLondon(p.holdExpiresAt)}`;
  return `Awaiting the client; the space is held until ${formatLondon(p.holdExpiresAt)}`;
}

export function ProposalStatus({ leadId, proposal, sent }: { leadId: string; proposal: ProposalView | null; sent: number | null }) {
  const builder = `/console/events/${encodeURIComponent(leadId)}/proposal/`;
  const sheet = <Link to={`/console/events/${encodeURIComponent(leadId)}/sheet/`}>Event sheet</Link>;
  if (!proposal) {
    return (
      <p>
        No proposal yet. <Link to={builder}>Write a proposal</Link> · {sheet}
      </p>
    );
  }
  return (
    <div className={styles.proposal}>
      {sent !== null && (
        <p className={consoleStyles.notice} role="status">
          Version {sent} of the proposal was sent to the client, and its space is held in the diary.
        </p>
      )}
      <p>
        <strong>Version {proposal.version}</strong>, sent {formatLondon(proposal.sentAt)}. {stateText(proposal)}.
      </p>
      <table className={styles.terms}>
        <caption>What the client reads</caption>
        <tbody>
          {proposalRows(proposal.terms).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {proposal.accepted && <p className={consoleStyles.hint}>Accepted version&apos;s fingerprint (SHA-256): {proposal.accepted.hash}</p>}
      <p>
        <Link to={builder}>Change the proposal</Link> (the client accepts the new version again) · {sheet}
      </p>
    </div>
  );
}
