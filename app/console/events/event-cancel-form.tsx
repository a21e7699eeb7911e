// Cancelling an event (decision 083): the event, the deposit paid and the terms the client accepted, then the
// reason and, where those terms give the deposit back, the refund. Plain form: it works without JavaScript.
import { Form, useNavigation } from 'react-router';
import type { EventCancelView } from '../../../contract/event-cancellation.ts';
import { formatPence } from '../../../contract/money.ts';
import { CsrfField } from '../csrf-field.tsx';
import { describedBy, FieldError } from '../form-kit/field-parts.tsx';
import type { EventCancelResult } from './event-cancel-page.server.ts';
import consoleStyles from '../console.module.css';
import styles from '../messages/messages.module.css';

interface EventCancelFormProps {
  csrfToken: string;
  view: EventCancelView;
  result: EventCancelResult | undefined;
}

export function EventCancelForm({ csrfToken, view, result }: EventCancelFormProps) {
  const busy = useNavigation().state === 'submitting';
  const typed = result?.values;
  const errors = result?.fieldErrors ?? {};
  const paid = view.depositPaidPence > 0;
  return (
    <>
      <p>{view.summary}.</p>
      <p>{paid ? `The client paid a deposit of ${formatPence(view.depositPaidPence)}.` : 'No deposit was paid.'}</p>
      {view.conditions !== null && (
        <section aria-labelledby="cancel-terms">
          <h2 id="cancel-terms">The terms the client was sent</h2>
          <p className={styles.body}>{view.conditions}</p>
        </section>
      )}
      <Form method="post" className={consoleStyles.card} noValidate key={JSON.stringify(typed ?? null)}>
        {result?.error && (
          <p className={consoleStyles.alert} role="alert">
            {result.error}
          </p>
        )}
        <CsrfField token={csrfToken} />
        <input type="hidden" name="leadVersion" value={view.version} />
        <div className={consoleStyles.field}>
          <label htmlFor="cancel-reason">Why the event is cancelled</label>
          <p id="cancel-reason-hint" className={consoleStyles.hint}>
            Kept as the lead&apos;s reason and in its history; the client is not e-mailed.
          </p>
          <textarea
            id="cancel-reason"
            name="reason"
            maxLength={500}
            required
            defaultValue={typed?.reason ?? ''}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('cancel-reason-hint', errors.reason && 'cancel-reason-error')}
          />
          <FieldError id="cancel-reason" error={errors.reason} />
        </div>
        {paid && (
          <div className={consoleStyles.field}>
            <label>
              <input
                type="checkbox"
                name="refund"
                value="on"
                defaultChecked={typed?.refund === 'on'}
                aria-describedby="cancel-refund-hint"
              />{' '}
              Refund the deposit of {formatPence(view.depositPaidPence)} to the client&apos;s card
            </label>
            <p id="cancel-refund-hint" className={consoleStyles.hint}>
              Tick it when the terms above give the deposit back; left unticked, the deposit is kept.
            </p>
          </div>
        )}
        <button type="submit" className="button" disabled={busy}>
          Cancel the event
        </button>
      </Form>
    </>
  );
}
