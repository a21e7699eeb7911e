// Starts what the e2e journeys talk to: the SMTP sink the servers deliver to
// (SMTP_URL), each message landing as a JSON file in E2E_MAIL_DIR where tests
// in any worker can read it; a local Braintree (BRAINTREE_API_URL, decision
// 051) on E2E_BRAINTREE_PORT, which tests ask what it was sent through its
// /__fake/ routes; and the servers themselves (e2e-servers.ts), side by side, after
// one build when the sources are newer than it (each server would otherwise rebuild
// into the same folder at once).
import { ensureFreshBuild } from '../../../server/build-freshness.ts';
import { startFakeBraintreeGateway } from '../../support/fake-braintree-gateway.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { E2E_BRAINTREE_KEYS } from './e2e-braintree.ts';
import { e2eServers } from './e2e-servers.ts';
import { startE2eServers } from './start-e2e-servers.ts';

export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  const braintreePort = Number(process.env.E2E_BRAINTREE_PORT);
  const basePort = Number(process.env.E2E_PORT);
  if (!dir || !port || !braintreePort || !basePort) {
    throw new Error('E2E_MAIL_DIR, E2E_SMTP_PORT, E2E_BRAINTREE_PORT and E2E_PORT are set by playwright.config.ts');
  }
  await ensureFreshBuild();
  const sink = await startSmtpSink(port, { dir });
  const braintree = await startFakeBraintreeGateway({
    port: braintreePort,
    merchantId: E2E_BRAINTREE_KEYS.BRAINTREE_MERCHANT_ID,
    publicKey: E2E_BRAINTREE_KEYS.BRAINTREE_PUBLIC_KEY,
    privateKey: E2E_BRAINTREE_KEYS.BRAINTREE_PRIVATE_KEY,
  });
  let servers;
  try {
    servers = await startE2eServers(e2eServers(basePort));
  } catch (err) {
    await braintree.close();
    await sink.close();
    throw err;
  }
  return async () => {
    await servers.close();
    await braintree.close();
    await sink.close();
  };
}
