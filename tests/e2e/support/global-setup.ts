// Starts the SMTP sink the e2e server delivers to (SMTP_URL in
// playwright.config.ts); each message lands as a JSON file in E2E_MAIL_DIR,
// where tests in any worker can read it.
import { startSmtpSink } from '../../support/smtp-sink.ts';

export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts');
  const sink = await startSmtpSink(port, { dir });
  return () => sink.close();
}
