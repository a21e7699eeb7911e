// Decision 071: migration 0024 drops the customer row's `subscribed` flag, e-mail consent being the consent
// events alone. A row that said "unsubscribed" while its newest e-mail event still granted consent keeps its
// withdrawal as an event; rows already in step gain nothing. Times are fixed (decision 032).
import { describe, expect, it } from 'vitest';
import { installBefore } from '../../tests/support/migrations-before.ts';

describe('migration 0024: consent has one source', () => {
  it('keeps an unsubscribe the events had missed, adds nothing where they agree, and drops the flag', async () => {
    const { client, migrateOn, close } = await installBefore('0024');
    await client.exec(`
      insert into customers (guid, email, subscribed, unsubscribed_at) values
        ('g-out-of-step', 'ana@example.com', false, '2031-05-01T10:00:00Z'),
        ('g-in-step', 'ben@example.com', false, '2031-05-02T10:00:00Z'),
        ('g-subscribed', 'cy@example.com', true, null);
      insert into consent_events (id, email, channel, granted, at, source, method) values
        ('e1', 'ana@example.com', 'email', true, '2031-04-01T09:00:00Z', 'sign-up', 'signed up'),
        ('e2', 'ben@example.com', 'email', true, '2031-04-01T09:00:00Z', 'sign-up', 'signed up'),
        ('e3', 'ben@example.com', 'email', false, '2031-05-02T10:00:00Z', 'unsubscribe page', 'unsubscribe button'),
        ('e4', 'cy@example.com', 'email', true, '2031-04-01T09:00:00Z', 'sign-up', 'signed up');
    `);

    await migrateOn();

    const { rows } = await client.query<{ email: string; granted: boolean; at: Date; source: string }>(
      `select email, granted, at, source from consent_events where id not in ('e1', 'e2', 'e3', 'e4')`,
    );
    expect(rows).toEqual([{ email: 'ana@example.com', granted: false, at: new Date('2031-05-01T10:00:00Z'), source: 'unsubscribe page' }]);
    const { rows: columns } = await client.query(
      `select column_name from information_schema.columns where table_name = 'customers' and column_name in ('subscribed', 'unsubscribed_at')`,
    );
    expect(columns).toEqual([]);
    await close();
  }, 120_000);
});
