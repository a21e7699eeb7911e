// A real SMTP server that keeps what it receives (product.md D2: tests read mail
// with postal-mime). In memory for integration tests; also written as JSON
// files to a folder so Playwright's workers can read what the server sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part as it arrived, '' when there was none. */
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string | null; mimeType: string; size: number }[];
}

export interface SmtpSink {
  messages: ReceivedMail[];
  port: number;
  close(): Promise<void>;
}

export function startSmtpSink(port: number, opts: { dir?: string; host?: string } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const received: ReceivedMail = {
              to: mail.to?.[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                mimeType: a.mimeType,
                size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
              })),
            };
            messages.push(received);
            if (opts.dir) writeFileSync(path.join(opts.dir, `${Date.now()}-${messages.length}.json`), JSON.stringify(received));
            done();
          })
          .catch((err: Error) => done(err));
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, opts.host ?? '127.0.0.1', () =>
      resolve({ messages, port, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
}
