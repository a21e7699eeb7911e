// One lead as a manager reads it (decision 077): the client, what they asked for, where it stands and its history.
// Nothing the client wrote is read as HTML.
import { Fragment } from 'react';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import { EmailAddress } from '../messages/email-address.tsx';
import type { LeadPage } from './lead-page.server.ts';
import { contactText, requestLine, valueText } from './lead-words.ts';
import styles from '../messages/messages.module.css';
import eventStyles from './events.module.css';

type Lead = LeadPage['lead'];
type LeadHistoryRow = Lead['history'][number];

export function LeadFacts({ lead }: { lead: Lead }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: 'Received', value: <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time> },
    { label: 'From', value: LEAD_SOURCE_LABELS[lead.source] },
    { label: 'Restaurant', value: lead.restaurant },
    { label: 'Client', value: contactText(lead.contactName) },
    ...(lead.email
      ? [
          {
            label: 'E-mail',
            value: (
              <a href={`mailto:${lead.email}`}>
                <EmailAddress address={lead.email} className={styles.nowrap} />
              </a>
            ),
          },
        ]
      : []),
    ...(lead.phone ? [{ label: 'Phone', value: <a href={`tel:${lead.phone.replace(/\s+/g, '')}`}>{lead.phone}</a> }] : []),
    { label: 'Request', value: requestLine(lead) || 'Not given' },
    ...(lead.specialRequest ? [{ label: 'Their words', value: <span className={styles.body}>{lead.specialRequest}</span> }] : []),
    {
      label: 'Status',
      value: `${LEAD_STATUS_LABELS[lead.status]}${lead.status === 'lost' && lead.lostReason ? `: ${lead.lostReason}` : ''}${lead.waiting ? ' · Waiting for a first answer' : ''}`,
    },
    { label: 'Looked after by', value: lead.ownerName ?? 'Nobody yet' },
    { label: 'Value', value: valueText(lead.valuePence) },
  ];
  return (
    <dl className={styles.facts}>
      {rows.map((r) => (
        <Fragment key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
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
