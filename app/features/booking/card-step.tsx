// The card-guarantee step (product.md §8 "Card guarantee"), shown only when the booking needs a card
// and the payments adapter is configured. Card numbers never touch Mesa:
// Braintree's hosted fields (iframes) turn them into a one-time nonce, which
// the server exchanges for a vaulted customer (POST /api/v1/braintree/submit).
import { useEffect, useRef, useState } from 'react';
import type { HostedFields } from 'braintree-web';
import { useApiClient } from '../../lib/api/client.ts';
import { messageOf } from './booking-queries.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import styles from './booking-modal.module.css';
import { CardPolicy } from './card-policy.tsx';

const FIELDS = [
  { key: 'number', id: 'card-number', label: 'Card number' },
  { key: 'expirationDate', id: 'card-expiry', label: 'Expiry date (MM/YY)' },
  { key: 'cvv', id: 'card-cvv', label: 'Security code' },
] as const;

export default function CardStep({ flow, policy }: { flow: BookingFlow; policy: readonly string[] }) {
  const api = useApiClient();
  const fields = useRef<HostedFields | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'saving' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const [token, client, hostedFields] = await Promise.all([
        api.call('cardToken').then((r) => r.data.clientToken),
        import('braintree-web/client'),
        import('braintree-web/hosted-fields'),
      ]);
      const instance = await client.create({ authorization: token });
      const created = await hostedFields.create({
        client: instance,
        fields: Object.fromEntries(FIELDS.map((f) => [f.key, { selector: `#${f.id}` }])),
      });
      if (!live) return void created.teardown();
      fields.current = created;
      setStatus('ready');
    })().catch((err: unknown) => {
      if (!live) return;
      setStatus('failed');
      setError(messageOf(err));
    });
    return () => {
      live = false;
      void fields.current?.teardown();
    };
    // Set up once per step, and again when the diner retries after a failure.
  }, [api, attempt]);

  const save = async () => {
    if (!fields.current) return;
    setStatus('saving');
    setError(null);
    try {
      const { nonce } = await fields.current.tokenize();
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
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setStatus('loading');
            setError(null);
            setAttempt((n) => n + 1);
          }}
        >
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
