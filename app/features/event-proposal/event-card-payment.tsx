// Paying an event's deposit or balance from the proposal's page (decision 078): the card goes into Braintree's
// hosted fields and only its one-time nonce is posted with the page's form, which charges it once. The fields
// need JavaScript; without it the page says how else to pay.
import { useNavigation, useSubmit } from 'react-router';
import { cardFields, useHostedCardFields } from '../booking/hosted-card-fields.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import styles from './event-proposal.module.css';

interface Props {
  token: string;
  kind: 'event_deposit' | 'event_balance';
  /** "Pay the £200.00 deposit". */
  action: string;
  restaurantPhone: string;
}

function CardFields({ token, kind, action }: Omit<Props, 'restaurantPhone'>) {
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const { status, setStatus, error, setError, tokenize, retry } = useHostedCardFields('event-card');
  const pay = async () => {
    if (status !== 'ready') return;
    setStatus('saving');
    setError(null);
    try {
      const nonce = await tokenize();
      void submit({ token, intent: 'pay', kind, nonce }, { method: 'post' });
      setStatus('ready');
    } catch {
      setStatus('ready');
      setError('Please check the card details.');
    }
  };
  return (
    <div className={styles.form}>
      {cardFields('event-card').map((f) => (
        <div key={f.id} className={styles.field}>
          <label htmlFor={f.id}>{f.label}</label>
          <div id={f.id} className={styles.hosted} />
        </div>
      ))}
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      {status === 'failed' ? (
        <button type="button" className="button button--secondary" onClick={retry}>
          Try again
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void pay()} disabled={status !== 'ready' || busy}>
          {status === 'loading' ? 'Loading card form…' : busy || status === 'saving' ? 'Paying…' : action}
        </button>
      )}
    </div>
  );
}

export function EventCardPayment(props: Props) {
  // The hosted fields exist only in a browser running the page's script.
  return useHydrated() ? (
    <CardFields token={props.token} kind={props.kind} action={props.action} />
  ) : (
    <p>Paying by card here needs JavaScript. You can also pay by phone: {props.restaurantPhone}.</p>
  );
}
