// A local server that speaks Twilio's Messages API (POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP basic
// auth with the account SID and auth token), for tests of the SMS adapter built
// on Twilio's own library (product.md D11): it checks what Twilio checks first
// (credentials, the account in the path, a valid To number, a Body) and answers
// as Twilio does — a 201 message resource, or Twilio's error JSON. Tests only.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  path: string;
  contentType: string | undefined;
  /** The decoded `Authorization: Basic` user and password. */
  auth: { user: string; password: string } | null;
  fields: Record<string, string>;
}

export interface TwilioMessagesServer {
  url: string;
  accountSid: string;
  authToken: string;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;

export async function startTwilioMessagesServer(): Promise<TwilioMessagesServer> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const received: ReceivedMessage[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const error = (status: number, code: number, message: string) =>
        reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const [user, password] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const path = req.url ?? '';
      received.push({
        path,
        contentType: req.headers['content-type'],
        auth: user === undefined ? null : { user, password: password ?? '' },
        fields,
      });
      if (user !== accountSid || password !== authToken) return error(401, 20003, 'Authenticate');
      if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return error(404, 20404, 'The requested resource was not found');
      }
      if (!E164.test(fields.To ?? '')) return error(400, 21211, `The 'To' number ${fields.To ?? ''} is not a valid phone number.`);
      if (!fields.Body) return error(400, 21602, 'Message body is required.');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString();
      reply(201, {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body: fields.Body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: fields.From,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: String(Math.ceil(fields.Body.length / 153)),
        price: null,
        price_unit: 'GBP',
        sid,
        status: 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to: fields.To,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
