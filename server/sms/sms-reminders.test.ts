// Decision 038 SMS reminders: the adapter on Twilio's official library sends the
// request Twilio's Messages API expects (checked by a local server that speaks
// it), and a reminder goes as a text only to a diner who opted in, once, next
// to the e-mail. The clock is pinned; dates are chosen by rule (decision 032).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { startTwilioMessagesServer, type TwilioMessagesServer } from '../../tests/support/twilio-messages-server.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { silentLogger } from '../logger.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createTwilioTransport } from './twilio-transport.ts';

const STORE = '1052';
const FROM = '+447700900001';
let twilio: TwilioMessagesServer;
let nowMs = instantOf('2031-05-05', 9 * 60).getTime();
const clock = () => new Date(nowMs);
let database: ReturnType<typeof throwAwayDatabase>;
let services: AppServices;
let app: FastifyInstance;

beforeAll(async () => {
  twilio = await startTwilioMessagesServer();
  database = throwAwayDatabase(
    {
      RATE_LIMIT_PER_MINUTE: '1000000',
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: twilio.url,
    },
    { clock },
  );
  services = await database.start();
  app = await buildApp(services, { logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop(services.database.db);
  await services.database.close();
  await twilio.close();
});

const transport = () =>
  createTwilioTransport({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: FROM, apiUrl: twilio.url });

describe('the Twilio adapter', () => {
  it('sends the Messages API request Twilio expects and answers its message sid', async () => {
    twilio.received.length = 0;
    const { providerId } = await transport().send({ to: '+447700900123', body: 'Your table is at 19:30.' });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.received).toEqual([
      {
        path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
        contentType: 'application/x-www-form-urlencoded',
        auth: { user: twilio.accountSid, password: twilio.authToken },
        fields: { To: '+447700900123', From: FROM, Body: 'Your table is at 19:30.' },
      },
    ]);
  });

  it('throws Twilio’s own error for a number it refuses, and for wrong keys', async () => {
    await expect(transport().send({ to: '07700', body: 'x' })).rejects.toThrow(/not a valid phone number/);
    const wrong = createTwilioTransport({ accountSid: twilio.accountSid, authToken: 'wrong', from: FROM, apiUrl: twilio.url });
    await expect(wrong.send({ to: '+447700900123', body: 'x' })).rejects.toThrow(/Authenticate/);
  });

  it('is off without keys, and refuses half a set', () => {
    expect(loadConfig({}).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: 'x' })).toThrow(ConfigError);
  });
});

describe('reminder texts', () => {
  it('go once, only to the diner who opted in to SMS, through the outbox and the adapter', async () => {
    const restaurant = await services.content.restaurantByStoreId(STORE);
    const date: IsoDate = plainDate(restaurant!, 10, { from: '2031-05-05', bookableAt: ['19:00'] });
    nowMs = instantOf(date, 12 * 60).getTime() - 72 * 3_600_000;
    const headers = clientHeaders((await services.tokens.issue()).token);
    const book = async (sms: boolean) => {
      const body = bookingBody(date, '19:00');
      Object.assign(body.customer as object, { shouldReceiveSms: sms, phoneNumber: '07700 900123' });
      const res = await app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload: body });
      expect(res.statusCode).toBe(200);
      return res.json().data.bookingReference as string;
    };
    const optedIn = await book(true);
    await book(false);

    nowMs = instantOf(date, parseHhmm('19:00')!).getTime() - 23.5 * 3_600_000;
    expect(await services.booking.reminders.runDue()).toBe(2); // two e-mails
    expect(await services.booking.reminders.runDue()).toBe(0);
    const texts = await queryRows<{ to: string; body: string; status: string }>(
      services.database.db,
      sql`select "to", body, status from mail_outbox where channel = 'sms' and kind = 'booking-reminder'`,
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+447700900123', status: 'pending' });
    expect(texts[0]!.body).toMatch(/^Casa Lumbre York: a reminder of your table for 2 on /);
    // Short links (decision 038): /s/<code>/ on this site, each opening the e-mail's own signed step.
    const short =
      /\nConfirm: (https?:\/\/\S+\/s\/([0-9a-z]{10})\/)\nChange: https?:\/\/\S+\/s\/[0-9a-z]{10}\/\nCancel: https?:\/\/\S+\/s\/[0-9a-z]{10}\/$/.exec(
        texts[0]!.body,
      );
    expect(short, texts[0]!.body).not.toBeNull();
    expect(texts[0]!.body.length).toBeLessThan(260);
    const opened = await app.inject({ method: 'GET', url: new URL(short![1]!).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/manage-booking\/\?token=\S+&step=confirm$/);
    const [mail] = await queryRows<{ text: string }>(
      services.database.db,
      sql`select text from mail_outbox where kind = 'booking-reminder' and subject like ${`%${optedIn}%`}`,
    );
    expect(mail!.text).toContain(String(opened.headers.location));
    const unknown = await app.inject({ method: 'GET', url: '/s/0000000000/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link is not known');

    twilio.received.length = 0;
    const worker = createOutboxWorker({ db: services.database.db, transports: { sms: transport() }, now: clock, log: silentLogger() });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(twilio.received.map((r) => r.fields)).toEqual([{ To: '+447700900123', From: FROM, Body: texts[0]!.body }]);
    const [sent] = await queryRows<{ status: string; provider_id: string }>(
      services.database.db,
      sql`select status, provider_id from mail_outbox where channel = 'sms'`,
    );
    expect(sent).toMatchObject({ status: 'sent', provider_id: expect.stringMatching(/^SM/) });
  });
});
