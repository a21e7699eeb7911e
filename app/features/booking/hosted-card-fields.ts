// Braintree's hosted card fields (product.md §8 "Card guarantee"; decision 078 for an event's payments): the card
// number, expiry and code live in Braintree's iframes and become a one-time nonce; Mesa never sees them. The hook
// sets the fields up once per attempt, and again after "Try again".
import { useEffect, useRef, useState } from 'react';
import type { HostedFields } from 'braintree-web';
import { useApiClient } from '../../lib/api/client.ts';
import { messageOf } from './booking-queries.ts';

/** The three fields, each a labelled box the iframe fills: `idPrefix` keeps two forms' ids apart. */
export const cardFields = (idPrefix = 'card') =>
  [
    { key: 'number', id: `${idPrefix}-number`, label: 'Card number' },
    { key: 'expirationDate', id: `${idPrefix}-expiry`, label: 'Expiry date (MM/YY)' },
    { key: 'cvv', id: `${idPrefix}-cvv`, label: 'Security code' },
  ] as const;

export type CardFieldsStatus = 'loading' | 'ready' | 'saving' | 'failed';

export function useHostedCardFields(idPrefix = 'card') {
  const api = useApiClient();
  const fields = useRef<HostedFields | null>(null);
  const [status, setStatus] = useState<CardFieldsStatus>('loading');
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
        fields: Object.fromEntries(cardFields(idPrefix).map((f) => [f.key, { selector: `#${f.id}` }])),
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
    // Set up once per attempt, and again when the diner retries after a failure.
  }, [api, attempt, idPrefix]);

  return {
    status,
    setStatus,
    error,
    setError,
    /** The card as a one-time nonce; throws when the fields are not filled in. */
    tokenize: async () => (await fields.current!.tokenize()).nonce,
    retry: () => {
      setStatus('loading');
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
