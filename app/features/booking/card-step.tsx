// The card-guarantee step (product.md §8 "Card guarantee"), shown only when the booking needs a card
// and the payments adapter is configured. Card numbers never touch Mesa:
// Braintree's hosted fields (iframes) turn them into a one-time nonce, which
// the server exchanges for a vaulted customer (POST /api/v1/braintree/submit).
import { useApiClient } from '../../lib/api/client.ts';
import { messageOf } from './booking-queries.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import styles from './booking-modal.module.css';
import { CardPolicy } from './card-policy.tsx';
import { cardFields, useHostedCardFields } from './hosted-card-fields.ts';

const FIELDS = cardFields();

export default function CardStep({ flow, policy }: { flow: BookingFlow; policy: readonly string[] }) {
  const api = useApiClient();
  const { status, setStatus, error, setError, tokenize, retry } = useHostedCardFields();

  const save = async () => {
    if (status !== 'ready') return;
    setStatus('saving');
    setError(null);
    try {
      const nonce = await tokenize();
      const { customer } = flow.state;
      const reply = await api.call('cardSubmit', {
        body: {
          paymentMethodNonce: nonce,
          firstName: customer.firstName || undefined,
          lastName: customer.lastName || undefined,
          email: customer.email || undefined,
        },
      });
      flow.dispatch({ type: 'card/submitted', status: reply.status, customerId: reply.data.customerId });
      setStatus('ready');
    } catch (err) {
      setStatus('ready');
      setError(err instanceof Error && !('status' in err) ? 'Please check the card details.' : messageOf(err));
    }
  };

  return (
    <fieldset className={styles.field}>
      <legend>Card to hold your booking</legend>
      <p className={styles.hint}>Parties of this size are held with a card.</p>
      {/* product.md D11 "The policy up front": the fees and that nothing is charged now, before the card fields. */}
      <CardPolicy lines={policy} />
      {FIELDS.map((f) => (
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
        <button type="button" className="button button--secondary" onClick={() => void save()} disabled={status !== 'ready'}>
          {status === 'saving' ? 'Saving card…' : status === 'loading' ? 'Loading card form…' : 'Save card'}
        </button>
      )}
    </fieldset>
  );
}
