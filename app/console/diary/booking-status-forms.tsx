// The booking page's lifecycle actions: one small form per open action.
// Decline and cancel carry a reason, which the diner is told (contract
// ACTIONS_NEEDING_REASON); the others are a single button.
import { Form } from 'react-router';
import { ACTION_LABELS, ACTIONS_NEEDING_REASON, type StatusAction } from '../../../contract/booking-lifecycle.ts';
import { CsrfField } from '../csrf-field.tsx';
import { TextAreaField } from './form-fields.tsx';
import type { PageResult } from './page-result.ts';
import styles from './forms.module.css';

interface BookingStatusFormsProps {
  actions: StatusAction[];
  csrfToken: string;
  busy: boolean;
  result: PageResult | undefined;
}

export function BookingStatusForms({ actions, csrfToken, busy, result }: BookingStatusFormsProps) {
  if (!actions.length) return <p className={styles.hint}>No status change is open to this booking now.</p>;
  const errorsFor = (action: StatusAction) => (result?.intent === 'status' && result.action === action ? result.fieldErrors : {});
  return (
    <>
      {actions.map((action) => (
        <Form key={action} method="post" className={styles.statusForm} noValidate preventScrollReset>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="action" value={action} />
          {ACTIONS_NEEDING_REASON.includes(action) && (
            <TextAreaField
              id={`status-${action}-reason`}
              name="reason"
              label={`Reason to ${action === 'decline' ? 'decline' : 'cancel'} (sent to the guest)`}
              maxLength={500}
              rows={2}
              required
              error={errorsFor(action).reason}
            />
          )}
          <div>
            <button
              type="submit"
              className={`button ${ACTIONS_NEEDING_REASON.includes(action) ? 'button--secondary' : ''}`}
              disabled={busy}
            >
              {ACTION_LABELS[action]}
            </button>
          </div>
        </Form>
      ))}
    </>
  );
}
