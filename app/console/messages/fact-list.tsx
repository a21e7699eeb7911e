// A list of facts as label and value (a message, a lead, a mail), and the contact rows a message and a lead share:
// the address and the phone number as links, never as HTML the sender wrote.
import { Fragment, type ReactNode } from 'react';
import { EmailAddress } from './email-address.tsx';
import styles from './messages.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ rows, className }: { rows: readonly Fact[]; className: string | undefined }) {
  return (
    <dl className={className}>
      {rows.map((r) => (
        <Fragment key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** "E-mail" and, when given, "Phone", each a link to write or call. */
export function contactFacts(email: string, phone: string | null): Fact[] {
  return [
    {
      label: 'E-mail',
      value: (
        <a href={`mailto:${email}`}>
          <EmailAddress address={email} className={styles.nowrap} />
        </a>
      ),
    },
    ...(phone ? [{ label: 'Phone', value: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> }] : []),
  ];
}
