// Cancelling an event (decisions 083 and 084): the event, what the client paid, what the cancellation terms they
// accepted give back today and their other terms, then the reason and, when something was paid, what is refunded:
// what the terms say, everything, or nothing. Plain form: it works without JavaScript.
import { Form, useNavigation } from 'react-router';
import type { EventCancelView } from '../../../contract/event-cancellation.ts';
import { dayCount } from '../../../contract/event-refunds.ts';
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
  const { paid, byTerms } = view;
  const paidPence = paid.depositPence + paid.balancePence;
  const chosen = typed?.refund ?? (byTerms ? 'terms' : 'none');
  return (
    <>
      <p>{view.summary}.</p>
      <p>{paidWords(paid)}</p>
      {byTerms && (
        <section aria-labelledby="cancel-refund-terms">
          <h2 id="cancel-refund-terms">The cancellation terms the client accepted</h2>
          <p>{byTerms.words}</p>
          <p>
            Cancelled today, {dayCount(byTerms.daysBefore)} before the event, they give back {byTerms.percent}% of what was paid:{' '}
            {formatPence(byTerms.depositPence + byTerms.balancePence)}.
          </p>
        </section>
      )}
      {view.conditions !== null && (
        <section aria-labelledby="cancel-terms">
          <h2 id="cancel-terms">{byTerms ? 'Their other terms' : 'The terms the client was sent'}</h2>
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
        {paidPence > 0 && (
          <fieldset className={styles.radios} aria-describedby={describedBy('cancel-refund-hint', errors.refund && 'cancel-refund-error')}>
            <legend>What is refunded to the client&apos;s card</legend>
            <p id="cancel-refund-hint" className={consoleStyles.hint}>
              Each payment is refunded once; the client is sent a receipt for each refund.
            </p>
            {byTerms && (
              <label>
                <input type="radio" name="refund" value="terms" defaultChecked={chosen === 'terms'} /> What the terms give back:{' '}
                {formatPence(byTerms.depositPence + byTerms.balancePence)}
              </label>
            )}
            <label>
              <input type="radio" name="refund" value="all" defaultChecked={chosen === 'all'} /> Everything paid: {formatPence(paidPence)}
            </label>
            <label>
              <input type="radio" name="refund" value="none" defaultChecked={chosen === 'none'} /> Nothing: the restaurant keeps{' '}
              {formatPence(paidPence)}
            </label>
            <FieldError id="cancel-refund" error={errors.refund} />
          </fieldset>
        )}
        <button type="submit" className="button" disabled={busy}>
          Cancel the event
        </button>
      </Form>
    </>
  );
}

/** "The client paid a deposit of £250.00 and a balance of £950.00." */
function paidWords(paid: EventCancelView['paid']): string {
  const parts = [
    paid.depositPence ? `a deposit of ${formatPence(paid.depositPence)}` : '',
    paid.balancePence ? `a balance of ${formatPence(paid.balancePence)}` : '',
  ].filter(Boolean);
  return parts.length ? `The client paid ${parts.join(' and ')}.` : 'Nothing was paid.';
}
