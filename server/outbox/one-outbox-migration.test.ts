// Decision 067 "One outbox": migration 0023 moves every text of sms_outbox into the one outbox, on the 'sms'
// channel with its state, before dropping sms_outbox; the mail already there stays mail. An install is migrated
// up to 0022, given texts and a mail, then migrated on. Times are fixed (decision 032).
import { describe, expect, it } from 'vitest';
import { installBefore } from '../../tests/support/migrations-before.ts';

describe('migration 0023: one outbox', () => {
  it('moves pending, sent and failed texts into the one outbox with their state, and drops sms_outbox', async () => {
    const { client, migrateOn, close } = await installBefore('0023');
    await client.exec(`
      insert into mail_outbox (id, kind, "to", subject, text, status, created_at)
        values ('mail-1', 'booking-confirmation', 'ana@example.com', 'Your table', 'See you', 'pending', '2031-05-05T08:00:00Z');
      insert into sms_outbox (id, kind, "to", body, status, attempts, next_attempt_at, last_error, provider_id, created_at, sent_at) values
        ('sms-pending', 'booking-reminder', '+447700900123', 'Your table is at 19:30.', 'pending', 2, '2031-05-05T09:05:00Z', 'busy', null, '2031-05-05T09:00:00Z', null),
        ('sms-sent', 'waitlist-offer', '+447700900124', 'A table is free.', 'sent', 1, '2031-05-05T09:00:00Z', null, 'SM0123', '2031-05-05T08:59:00Z', '2031-05-05T09:00:01Z'),
        ('sms-failed', 'waitlist-ready', '+447700900125', 'Your table is ready.', 'failed', 8, '2031-05-05T10:00:00Z', 'refused', null, '2031-05-05T08:00:00Z', null);
    `);

    await migrateOn();

    const { rows } = await client.query<Record<string, unknown>>(
      `select id, channel, kind, "to", subject, text, body, status, attempts, next_attempt_at, last_error, provider_id, created_at, sent_at
         from mail_outbox order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: 'mail-1', channel: 'mail', subject: 'Your table', text: 'See you', body: '' }),
      expect.objectContaining({
        id: 'sms-failed',
        channel: 'sms',
        status: 'failed',
        attempts: 8,
        last_error: 'refused',
        subject: '',
        text: '',
      }),
      expect.objectContaining({
        id: 'sms-pending',
        channel: 'sms',
        kind: 'booking-reminder',
        to: '+447700900123',
        body: 'Your table is at 19:30.',
        status: 'pending',
        attempts: 2,
        next_attempt_at: new Date('2031-05-05T09:05:00Z'),
        last_error: 'busy',
        created_at: new Date('2031-05-05T09:00:00Z'),
      }),
      expect.objectContaining({
        id: 'sms-sent',
        channel: 'sms',
        status: 'sent',
        provider_id: 'SM0123',
        sent_at: new Date('2031-05-05T09:00:01Z'),
      }),
    ]);
    const { rows: left } = await client.query(`select 1 from information_schema.tables where table_name = 'sms_outbox'`);
    expect(left).toEqual([]);
    await close();
  }, 120_000);
});
