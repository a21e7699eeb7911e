// Starts what the e2e servers talk to: the SMTP sink they deliver to (SMTP_URL
// in playwright.config.ts), each message landing as a JSON file in
// E2E_MAIL_DIR where tests in any worker can read it; and a local Braintree
// (BRAINTREE_API_URL, decision 051) on E2E_BRAINTREE_PORT, which tests ask
// what it was sent through its /__fake/ routes.
import { startFakeBraintreeGateway } from '../../support/fake-braintree-gateway.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { E2E_BRAINTREE_KEYS } from './e2e-braintree.ts';

export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  const braintreePort = Number(process.env.E2E_BRAINTREE_PORT);
  if (!dir || !port || !braintreePort) {
    throw new Error('E2E_MAIL_DIR, E2E_SMTP_PORT and E2E_BRAINTREE_PORT are set by playwright.config.ts');
  }
  const sink = await startSmtpSink(port, { dir });
  const braintree = await startFakeBraintreeGateway({
    port: braintreePort,
    merchantId: E2E_BRAINTREE_KEYS.BRAINTREE_MERCHANT_ID,
    publicKey: E2E_BRAINTREE_KEYS.BRAINTREE_PUBLIC_KEY,
    privateKey: E2E_BRAINTREE_KEYS.BRAINTREE_PRIVATE_KEY,
  });
  return async () => {
    await braintree.close();
    await sink.close();
  };
}
