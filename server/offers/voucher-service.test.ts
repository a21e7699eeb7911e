// One voucher code per e-mail per offer (decision 009), also under concurrency,
// on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, voucherCodes } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { issueVoucher, RESEND_COOLDOWN_MS } from './voucher-service.ts';
import { voucherCode } from './voucher-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mail = (to: string) => (code: string) => ({ kind: 'voucher-test', to, subject: 'code', text: code });

describe('voucher codes', () => {
  it('look like PREFIX-XXXX-XXXX without characters that are easy to confuse', () => {
    for (let i = 0; i < 200; i++) expect(voucherCode('COCONUT')).toMatch(/^COCONUT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('are issued once per e-mail per offer, even when asked for at the same moment', async () => {
    const db = t.services.database.db;
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          issueVoucher(tx, { offerId: 'race', prefix: 'RACE', email: 'race@example.com', mail: mail('race@example.com') }, now),
        ),
      ),
    );
    expect(new Set(results.map((r) => r.code)).size).toBe(1);
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(await db.select().from(voucherCodes).where(eq(voucherCodes.offerId, 'race'))).toHaveLength(1);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'race@example.com'))).toHaveLength(1);
  });

  it('re-sends the same code after the cooldown, and not before', async () => {
    const db = t.services.database.db;
    const at = new Date('2030-01-01T12:00:00Z');
    const req = { offerId: 'again', prefix: 'AGAIN', email: 'again@example.com', mail: mail('again@example.com') };
    const first = await db.transaction((tx) => issueVoucher(tx, req, at));
    const soon = await db.transaction((tx) => issueVoucher(tx, req, new Date(at.getTime() + 1000)));
    const later = await db.transaction((tx) => issueVoucher(tx, req, new Date(at.getTime() + RESEND_COOLDOWN_MS + 1000)));
    expect([first, soon, later]).toEqual([
      { code: first.code, sent: true },
      { code: first.code, sent: false },
      { code: first.code, sent: true },
    ]);
    const [row] = await db.select().from(voucherCodes).where(eq(voucherCodes.offerId, 'again'));
    expect(row?.sendCount).toBe(2);
  });

  it("draws again when a random code collides with another diner's", async () => {
    const db = t.services.database.db;
    const draws = ['DUP-AAAA-AAAA', 'DUP-AAAA-AAAA', 'DUP-BBBB-BBBB'];
    const makeCode = () => draws.shift()!;
    const now = new Date();
    await db.transaction((tx) =>
      issueVoucher(tx, { offerId: 'dup', prefix: 'DUP', email: 'one@example.com', mail: mail('one@example.com') }, now, makeCode),
    );
    const second = await db.transaction((tx) =>
      issueVoucher(tx, { offerId: 'dup', prefix: 'DUP', email: 'two@example.com', mail: mail('two@example.com') }, now, makeCode),
    );
    expect(second.code).toBe('DUP-BBBB-BBBB');
  });
});
