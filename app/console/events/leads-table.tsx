// The leads as a table (decision 077): one row per lead, newest first, the client a link to the lead.
// A lead waiting too long for a first answer says so in words and is bold: colour is never the only sign.
import { Link } from 'react-router';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import type { LeadRow } from './leads-page.server.ts';
import { contactText, requestLine, valueText } from './lead-words.ts';
import styles from '../messages/messages.module.css';

export function LeadsTable({ leads, caption }: { leads: LeadRow[]; caption: string }) {
  return (
    // A region that scrolls by itself on a phone, reachable by keyboard, so the page never scrolls sideways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="leads-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="leads-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col">Request</th>
            <th scope="col">Restaurant</th>
            <th scope="col">Looked after by</th>
            <th scope="col" className={styles.number}>
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((l) => (
            <tr key={l.id} className={l.waiting ? styles.newRow : undefined}>
              <td>
                <time dateTime={l.receivedAt}>{l.receivedLabel}</time>
              </td>
              <th scope="row">
                <Link to={l.href} className={styles.subject}>
                  {contactText(l.contactName)}
                </Link>
              </th>
              <td>
                <span className={`${styles.status} ${l.status === 'new' ? styles.statusNew : ''}`}>{LEAD_STATUS_LABELS[l.status]}</span>
                {l.waiting && <span className={styles.status}> · Waiting for a first answer</span>}
              </td>
              <td>
                {LEAD_SOURCE_LABELS[l.source]}: {requestLine(l)}
              </td>
              <td>{l.restaurant}</td>
              <td>{l.ownerName ?? 'Nobody yet'}</td>
              <td className={styles.number}>{valueText(l.valuePence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
