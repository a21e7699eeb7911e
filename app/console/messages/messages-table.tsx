// The inbox as a table (product.md D8): one row per message, newest first, each
// subject a link to the message. When, what and whether it is new come first:
// a phone shows those before the table scrolls sideways in its box. New
// messages are bold with a bar and say "New" in words: colour is never the only sign.
import { Link } from 'react-router';
import type { MessageRow } from './messages-page.server.ts';
import { EmailAddress } from './email-address.tsx';
import styles from './messages.module.css';

interface MessagesTableProps {
  messages: MessageRow[];
  caption: string;
}

export function StatusBadge({ status }: { status: 'new' | 'handled' }) {
  return status === 'new' ? (
    <span className={`${styles.status} ${styles.statusNew}`}>New</span>
  ) : (
    <span className={styles.status}>Handled</span>
  );
}

export function MessagesTable({ messages, caption }: MessagesTableProps) {
  return (
    // A region that scrolls by itself on a phone, reachable by keyboard, so the page never scrolls sideways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="messages-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="messages-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">From</th>
            <th scope="col">E-mail</th>
            <th scope="col">Restaurant</th>
            <th scope="col" className={styles.number}>
              Files
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={`${m.kind}-${m.id}`} className={m.status === 'new' ? styles.newRow : undefined}>
              <td>
                <time dateTime={m.receivedAt}>{m.receivedLabel}</time>
              </td>
              <th scope="row">
                <Link to={m.href} className={styles.subject}>
                  {m.subject}
                </Link>
              </th>
              <td>
                <StatusBadge status={m.status} />
              </td>
              <td>{m.from}</td>
              <td className={styles.email}>
                <EmailAddress address={m.email} className={styles.nowrap} />
              </td>
              <td>{m.restaurantTitle}</td>
              <td className={styles.number}>{m.attachments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
