// The e2e servers' made-up Braintree keys (playwright.config.ts), which the
// local Braintree of global-setup.ts (tests/support/fake-braintree-gateway.ts,
// decision 051) takes as its own; and reading what that gateway was asked.
import type { RecordedRequest } from '../../support/fake-braintree-gateway.ts';

export const E2E_BRAINTREE_KEYS = {
  BRAINTREE_MERCHANT_ID: 'mesa-e2e-merchant',
  BRAINTREE_PUBLIC_KEY: 'mesa-e2e-public',
  BRAINTREE_PRIVATE_KEY: 'mesa-e2e-private',
} as const;

/** Where global-setup.ts's local Braintree listens (E2E_BRAINTREE_PORT, set by playwright.config.ts). */
export const e2eBraintreeUrl = () => `http://127.0.0.1:${process.env.E2E_BRAINTREE_PORT ?? ''}`;

/** The sale requests the local Braintree has received (its `transaction` bodies, underscored as the SDK sends them). */
export async function braintreeSales(): Promise<Record<string, unknown>[]> {
  const reply = await fetch(`${e2eBraintreeUrl()}/__fake/requests`);
  const requests = (await reply.json()) as RecordedRequest[];
  return requests
    .filter((r) => r.method === 'POST' && r.path === '/transactions')
    .map((r) => (r.body?.transaction ?? {}) as Record<string, unknown>);
}
