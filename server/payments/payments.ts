// The card-guarantee provider behind one interface (product.md H7: every external
// service has one adapter). Braintree when BRAINTREE_* is configured;
// otherwise card guarantee is unavailable and a booking that needs a card gets
// product.md §8 code 5 (product.md D6). There is no fake card processing.
import type { Config } from '../config.ts';
import { createBraintreePayments } from './braintree-payments.ts';

export interface VaultRequest {
  paymentMethodNonce: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/** A charge to a vaulted customer's card (decision 040 fees): `orderId` is our idempotency key, told to the gateway. */
export interface ChargeRequest {
  customerId: string;
  /** Whole pence (minor units of PAYMENTS_CURRENCY, the merchant account's currency). */
  amountPence: number;
  orderId: string;
}

/** What the gateway made of a charge: taken, declined by the card's issuer, or refused for another reason. */
export type ChargeOutcome =
  { status: 'succeeded'; transactionId: string } | { status: 'declined' | 'failed'; transactionId: string | null; message: string };

export interface PaymentsAdapter {
  /** False when no provider is configured: no token, no vaulting. */
  readonly available: boolean;
  /** A client token for the card form. */
  clientToken(): Promise<string>;
  /** Stores the card behind the nonce (verified) against a new customer; returns that customer's id. */
  vaultCustomer(request: VaultRequest): Promise<{ customerId: string }>;
  /** True when the customer exists and holds a payment method (checked before a guaranteed booking). */
  hasPaymentMethod(customerId: string): Promise<boolean>;
  /**
   * Charges the customer's stored card and submits it for settlement. Throws when the gateway gives no answer
   * (a time-out, a network fault): the charge may or may not have been made, so the caller asks findCharge later.
   */
  chargeCustomer(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The outcome of the charge made with this order id, or null when the gateway holds none (reconciliation). */
  findCharge(orderId: string): Promise<ChargeOutcome | null>;
  /**
   * Gives a charge back (decision 049 deposit refunds; `orderId` is the refund attempt's, for the logs): in full
   * without `amountPence`, a refund once settled, a void before; a part of it (decision 084) only once settled.
   * Throws when the gateway gives no answer; the caller asks findRefund later.
   */
  refundCharge(transactionId: string, orderId: string, amountPence?: number): Promise<ChargeOutcome>;
  /** Whether the charge was already given back (voided or refunded), asked before any refund is tried again. */
  findRefund(transactionId: string): Promise<ChargeOutcome | null>;
}

/** The provider refused (declined card, bad nonce): a diner-facing 4xx, not a server fault. */
export class PaymentDeclinedError extends Error {}

class PaymentsUnavailableError extends Error {
  constructor() {
    super('Card guarantee is not configured');
  }
}

export const unavailablePayments: PaymentsAdapter = {
  available: false,
  clientToken: () => Promise.reject(new PaymentsUnavailableError()),
  vaultCustomer: () => Promise.reject(new PaymentsUnavailableError()),
  hasPaymentMethod: async () => false,
  chargeCustomer: () => Promise.reject(new PaymentsUnavailableError()),
  findCharge: () => Promise.reject(new PaymentsUnavailableError()),
  refundCharge: () => Promise.reject(new PaymentsUnavailableError()),
  findRefund: () => Promise.reject(new PaymentsUnavailableError()),
};

/** How long a call to the provider may take before the diner is told to try again. */
export const PROVIDER_TIMEOUT_MS = 15_000;

type BraintreeConfig = Pick<
  Config,
  'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY' | 'BRAINTREE_API_URL' | 'NODE_ENV'
>;

type BraintreeSdk = typeof import('braintree');

/**
 * Where the SDK sends its requests: Braintree's production or sandbox, or (BRAINTREE_API_URL, decision 051) a
 * server speaking its API at that origin — the tests' local one. The SDK takes a host, a port and whether to
 * use TLS, and puts its own paths (/merchants/<id>/…) after them.
 */
export function braintreeEnvironment(braintree: BraintreeSdk, config: Pick<BraintreeConfig, 'BRAINTREE_API_URL' | 'NODE_ENV'>) {
  if (config.BRAINTREE_API_URL) {
    const url = new URL(config.BRAINTREE_API_URL);
    const ssl = url.protocol === 'https:';
    const port = url.port || (ssl ? '443' : '80');
    return new braintree.Environment(url.hostname, port, url.origin, ssl, url.hostname, port);
  }
  // Config has no environment switch: production keys in production, sandbox keys everywhere else.
  return config.NODE_ENV === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox;
}

export async function createPayments(config: BraintreeConfig, opts: { timeoutMs?: number } = {}): Promise<PaymentsAdapter> {
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = config;
  if (!merchantId || !publicKey || !privateKey) return unavailablePayments;
  const braintree = (await import('braintree')).default;
  const environment = braintreeEnvironment(braintree, config);
  const gateway = new braintree.BraintreeGateway({ environment, merchantId, publicKey, privateKey });
  // The SDK waits 60 s for a reply by default, and its typings hide the setting: a diner should not wait that long.
  (gateway as unknown as { config: { timeout: number } }).config.timeout = opts.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  return createBraintreePayments(gateway);
}
