// The mail log as a table (product.md D13): newest first, one row per mail, its
// subject a link to the mail. Status is a word and its reason, never a colour alone.
import { Link } from 'react-router';
import { EmailAddress } from '../messages/email-address.tsx';
import { kindLabel } from './mail-format.ts';
import type { MailRow } from './mail-log-page.server.ts';
import styles from './mail.module.css';

export function MailStatus({ word, detail }: { word: string; detail: string }) {
  return (
    <>
      <span className={`${styles.status} ${word === 'Failed' ? styles.failed : ''}`}>{word}</span>
      {detail && <span>{detail}</span>}
    </>
  );
}

export function MailTable({ rows, caption }: { rows: MailRow[]; caption: string }) {
  return (
    // A region that scrolls by itself on a phone, reachable by keyboard, so the page never scrolls sideways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="mail-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="mail-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Written</th>
            <th scope="col">Subject</th>
            <th scope="col">Kind</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Sent</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <td>
                <time dateTime={m.createdAt}>{m.createdLabel}</time>
              </td>
              <th scope="row">
                <Link to={m.href}>{m.subject}</Link>
              </th>
              <td>{kindLabel(m.kind)}</td>
              <td>
                <EmailAddress address={m.to} className={undefined} />
              </td>
              <td>
                <MailStatus word={m.statusWord} detail={m.statusDetail} />
              </td>
              <td>{m.sentAt && m.sentLabel ? <time dateTime={m.sentAt}>{m.sentLabel}</time> : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
