// The mail log's filter (product.md D13): a GET form, so the filter lives in the
// address (the booking page links to it by reference) and works without JavaScript.
import { Form, useLocation } from 'react-router';
import type { MailLogQuery } from '../../../contract/mail-log.ts';
import { SelectField } from '../messages/select-field.tsx';
import consoleStyles from '../console.module.css';
import styles from './mail.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'pending', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

export function MailFilter({ filter }: { filter: MailLogQuery }) {
  // Keyed by the address, so the fields show the filter after back and forward too.
  const { search } = useLocation();
  return (
    <Form method="get" className={styles.filters} key={search} aria-label="Filter mail">
      <div className={consoleStyles.field}>
        <label htmlFor="mail-q">Recipient or booking reference</label>
        <input id="mail-q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={200} autoComplete="off" />
      </div>
      <SelectField name="status" label="Status" defaultValue={filter.status ?? ''} options={STATUS_OPTIONS} />
      <button type="submit" className="button">
        Show mail
      </button>
    </Form>
  );
}
