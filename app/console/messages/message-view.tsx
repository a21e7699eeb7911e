// One message as staff read it (product.md D8): who sent it and when, the facts
// of a group enquiry, the diner's words as plain text with their line breaks,
// and the attachments as downloads. Nothing the diner wrote is ever read as HTML;
// a booking reference they quote links to the booking when it is this restaurant's.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { splitReferences } from '../../../contract/booking-reference.ts';
import { bookingUrl } from '../diary/console-urls.ts';
import { contactFacts, FactList, type Fact } from './fact-list.tsx';
import type { MessagePage } from './message-page.server.ts';
import { fileKind, formatBytes } from './message-format.ts';
import { StatusBadge } from './messages-table.tsx';
import consoleStyles from '../console.module.css';
import styles from './messages.module.css';

type Message = MessagePage['message'];

export const attachmentHref = (fileId: string) => `/api/console/attachments/${encodeURIComponent(fileId)}`;

function Facts({ message }: { message: Message }) {
  const rows: Fact[] = [
    { label: 'Received', value: <time dateTime={message.receivedAt}>{message.receivedLabel}</time> },
    { label: 'Restaurant', value: message.restaurantTitle },
    { label: 'From', value: message.from },
    ...contactFacts(message.email, message.phone),
    ...message.facts.map((f) => ({ label: f.label, value: f.value })),
    { label: 'Status', value: <StatusBadge status={message.status} /> },
  ];
  return <FactList rows={rows} className={styles.facts} />;
}

function Attachments({ list }: { list: Message['attachmentList'] }) {
  if (!list.length) return <p>No files were attached.</p>;
  return (
    <ul className={styles.attachments}>
      {list.map((a) => (
        <li key={a.id}>
          {/* A plain link: the file comes from the API with the console's own cookie, not from a page route. */}
          <a href={attachmentHref(a.id)} download={a.name}>
            {a.name}
          </a>{' '}
          <span className={consoleStyles.hint}>
            ({fileKind(a.contentType)}, {formatBytes(a.size)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The diner's words as plain text; a booking reference the server found in this restaurant's diary links to the booking. */
function MessageBody({ body, links }: { body: string; links: Message['bookingLinks'] }) {
  const bookingIds = new Map(links.map((l) => [l.reference, l.bookingId]));
  return (
    <p className={styles.body}>
      {splitReferences(body).map((part, i) => {
        const bookingId = part.reference && bookingIds.get(part.reference);
        return bookingId ? (
          <Link key={i} to={bookingUrl(bookingId)}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        );
      })}
    </p>
  );
}

export function MessageView({ message }: { message: Message }) {
  return (
    <>
      <section aria-labelledby="message-details">
        <h2 id="message-details">Details</h2>
        <Facts message={message} />
      </section>
      <section aria-labelledby="message-body">
        <h2 id="message-body">{message.kind === 'group' ? 'Special request' : 'Message'}</h2>
        {message.body ? <MessageBody body={message.body} links={message.bookingLinks} /> : <p>The diner wrote nothing more.</p>}
      </section>
      <section aria-labelledby="message-files">
        <h2 id="message-files">Attachments</h2>
        <Attachments list={message.attachmentList} />
      </section>
    </>
  );
}
