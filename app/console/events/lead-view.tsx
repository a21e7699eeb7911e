// One lead as a manager reads it (decision 077): the client, what they asked for, where it stands and its history.
// Nothing the client wrote is read as HTML.
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import { contactFacts, FactList, type Fact } from '../messages/fact-list.tsx';
import type { LeadPage } from './lead-page.server.ts';
import { contactText, requestLine, valueText } from './lead-words.ts';
import styles from '../messages/messages.module.css';
import eventStyles from './events.module.css';

type Lead = LeadPage['lead'];
type LeadHistoryRow = Lead['history'][number];

export function LeadFacts({ lead }: { lead: Lead }) {
  const rows: Fact[] = [
    { label: 'Received', value: <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time> },
    { label: 'From', value: LEAD_SOURCE_LABELS[lead.source] },
    { label: 'Restaurant', value: lead.restaurant },
    { label: 'Client', value: contactText(lead.contactName) },
    ...(lead.email ? contactFacts(lead.email, lead.phone) : []),
    { label: 'Request', value: requestLine(lead) || 'Not given' },
    ...(lead.specialRequest ? [{ label: 'Their words', value: <span className={styles.body}>{lead.specialRequest}</span> }] : []),
    {
      label: 'Status',
      value: `${LEAD_STATUS_LABELS[lead.status]}${lead.status === 'lost' && lead.lostReason ? `: ${lead.lostReason}` : ''}${lead.waiting ? ' · Waiting for a first answer' : ''}`,
    },
    { label: 'Looked after by', value: lead.ownerName ?? 'Nobody yet' },
    { label: 'Value', value: valueText(lead.valuePence) },
  ];
  return <FactList rows={rows} className={styles.facts} />;
}

export function LeadHistory({ history }: { history: readonly LeadHistoryRow[] }) {
  return (
    <ol className={eventStyles.history}>
      {history.map((h, i) => (
        <li key={`${h.at}-${i}`}>
          <time dateTime={h.at}>{h.atLabel}</time>, {h.actor}: {h.text}
        </li>
      ))}
    </ol>
  );
}
