// The SMS provider adapter (decision 038 "SMS … built on the provider's official
// library"): Twilio's `twilio` package sends each text through its Messages
// API. `apiUrl` points the library's own HTTP client at another server with
// the same API — the tests' local one — so the request Twilio would get (form
// fields, basic auth, path) is what is exercised offline.
import twilio from 'twilio';
import type { OutgoingSms, SmsTransport } from './sms-transport.ts';

export const TWILIO_API_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** Twilio's API unless given (a local server speaking the Messages API in tests). */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

type RequestOptions<TData> = Parameters<typeof twilio.RequestClient.prototype.request<TData>>[0];

/** The library's HTTP client, sending what it would send to api.twilio.com to `apiUrl` instead. */
class RedirectingClient extends twilio.RequestClient {
  constructor(
    private readonly apiUrl: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const target = new URL(this.apiUrl);
    uri.protocol = target.protocol;
    uri.host = target.host;
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

export function createTwilioTransport(opts: TwilioOptions): SmsTransport {
  const timeout = opts.timeoutMs ?? 10_000;
  const apiUrl = opts.apiUrl ?? TWILIO_API_URL;
  const client = twilio(opts.accountSid, opts.authToken, {
    timeout,
    autoRetry: false, // the outbox retries, with its own back-off
    ...(apiUrl === TWILIO_API_URL ? {} : { httpClient: new RedirectingClient(apiUrl, timeout) }),
  });
  return {
    async send(sms: OutgoingSms) {
      const message = await client.messages.create({ to: sms.to, from: opts.from, body: sms.body });
      return { providerId: message.sid };
    },
  };
}
