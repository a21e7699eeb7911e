// Decision 074: staff pin a booking to its tables, so Mesa never moves it to seat another party, or unpin it.
import { Form } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import styles from './forms.module.css';

interface PinFormProps {
  pinned: boolean;
  tableLabel: string;
  csrfToken: string;
  busy: boolean;
}

export function PinForm({ pinned, tableLabel, csrfToken, busy }: PinFormProps) {
  return (
    <Form method="post" className={styles.panel} aria-labelledby="pin-heading" preventScrollReset>
      <h2 id="pin-heading">Table</h2>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="pin" />
      <input type="hidden" name="pinned" value={pinned ? 'false' : 'true'} />
      <p id="pin-hint">
        {pinned
          ? `Pinned to ${tableLabel}: Mesa will not move it.`
          : `Mesa may move it to another table in the same area, at the same time, to seat another party.`}
      </p>
      <div>
        <button type="submit" className="button" disabled={busy} aria-describedby="pin-hint">
          {pinned ? 'Unpin' : 'Pin'}
        </button>
      </div>
    </Form>
  );
}
