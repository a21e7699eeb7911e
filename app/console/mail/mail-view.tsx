// One outbox mail as a chain admin reads it (product.md D13 "A mail log in the
// console"): its facts and status in words, its text part as text, its HTML
// part in a sandboxed frame served with its own strict policy
// (mail-html.server.ts), and the button that queues it again.
import { Form, Link, useNavigation } from 'react-router';
import { mailLogHref } from '../../../contract/mail-log.ts';
import { CsrfField } from '../csrf-field.tsx';
import { fileKind, formatBytes } from '../messages/message-format.ts';
import { kindLabel } from './mail-format.ts';
import type { MailPageData } from './mail-page.server.ts';
import { MailStatus } from './mail-table.tsx';
import consoleStyles from '../console.module.css';
import styles from './mail.module.css';
import { FactList } from '../messages/fact-list.tsx';

function Facts({ mail }: { mail: MailPageData['mail'] }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: 'Kind', value: kindLabel(mail.kind) },
    { label: 'To', value: mail.to },
    { label: 'Written', value: <time dateTime={mail.createdAt}>{mail.createdLabel}</time> },
    { label: 'Status', value: <MailStatus word={mail.statusWord} detail={mail.statusDetail} /> },
    { label: 'Sent', value: mail.sentAt && mail.sentLabel ? <time dateTime={mail.sentAt}>{mail.sentLabel}</time> : 'Not yet' },
    {
      label: 'Attachments',
      value: mail.attachments.length
        ? mail.attachments.map((a) => `${a.filename} (${fileKind(a.contentType)}, ${formatBytes(a.size)})`).join(', ')
        : 'None',
    },
  ];
  return <FactList rows={rows} className={styles.facts} />;
}

/** `error`: the resend's refusal (an expired form), shown above the page. */
export function MailView({ mail, htmlHref, csrfToken, resent, error }: MailPageData & { error?: string | undefined }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={mailLogHref()}>Back to the mail log</Link>
      </p>
      <h1>{mail.subject}</h1>
      {error && (
        <p role="alert" className={consoleStyles.alert}>
          {error}
        </p>
      )}
      {resent && (
        <p role="status" className={consoleStyles.notice}>
          This is a new copy of the mail, queued to be sent again.
        </p>
      )}
      <div className={styles.sections}>
        <section aria-labelledby="mail-facts">
          <h2 id="mail-facts">Delivery</h2>
          <Facts mail={mail} />
          <Form method="post" className={consoleStyles.actions}>
            <CsrfField token={csrfToken} />
            <button type="submit" className="button" disabled={busy}>
              Resend this mail
            </button>
          </Form>
        </section>
        <section aria-labelledby="mail-html">
          <h2 id="mail-html">As the recipient sees it</h2>
          {htmlHref ? (
            // sandbox="": no scripts, forms, popups or same-origin access, whatever the diner-typed HTML holds.
            <iframe src={htmlHref} sandbox="" title={`The mail “${mail.subject}” as HTML`} className={styles.frame} />
          ) : (
            <p>This mail has no HTML part: its text below is all the recipient gets.</p>
          )}
        </section>
        <section aria-labelledby="mail-text">
          <h2 id="mail-text">Text</h2>
          <pre className={styles.text}>{mail.text}</pre>
        </section>
      </div>
    </div>
  );
}
