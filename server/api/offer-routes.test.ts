// product.md §7 Offers and refer a friend: offers by slug or id, one voucher code
// per e-mail per offer (asking twice re-sends the same code), referrals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { voucherCodes } from '../db/schema.ts';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  k = kit(t);
});
afterAll(() => t.close());

const codeIn = (text: string) => /\b([A-Z0-9]{3,12}-[A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(text)?.[1];

describe('offers', () => {
  it('finds an offer by slug and by id', async () => {
    const bySlug = await k.get('/api/offer/getofferbyslug?offerSlug=Malibu');
    expect(bySlug.json().data).toMatchObject({ id: '1', slug: 'malibu', code: 'COCONUT' });
    expect((await k.get('/api/offer/rest/1')).json()).toMatchObject({ success: true, status: 200, data: { slug: 'malibu' } });
  });

  it.each(['/api/offer/getofferbyslug?offerSlug=nothing', '/api/offer/rest/999'])(
    "%s is a 404 'This offer could not be found'",
    async (url) => {
      const res = await k.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'This offer could not be found' });
    },
  );

  it.each(['/api/offer/getofferbyslug', '/api/offer/getofferbyslug?offerSlug=../x', '/api/offer/rest/abc'])('%s is a 400', async (url) => {
    expect((await k.get(url)).statusCode).toBe(400);
  });
});

describe('POST /api/offer/getcode', () => {
  it('e-mails a unique code, and the same code when asked again', async () => {
    const res = await k.submit('/api/offer/getcode', { offerSlug: 'malibu', emailAddress: 'Code@Example.com', acceptTerms: true });
    expect(res.json()).toEqual({ success: true, data: { voucherGenerated: true } });
    const first = (await k.mail()).filter((m) => m.kind === 'voucher' && m.to === 'code@example.com');
    expect(first).toHaveLength(1);
    const code = codeIn(first[0]!.text);
    expect(code).toMatch(/^COCONUT-/);
    expect(res.body).not.toContain(code!); // the code travels by e-mail only

    // Past the re-send cooldown, asking again e-mails the same code.
    await t.services.database.db
      .update(voucherCodes)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(voucherCodes.code, code!));
    await k.submit('/api/offer/getcode', { offerId: '1', emailAddress: 'code@example.com', acceptTerms: true });
    const both = (await k.mail()).filter((m) => m.kind === 'voucher' && m.to === 'code@example.com');
    expect(both.map((m) => codeIn(m.text))).toEqual([code, code]);
    expect(await t.services.database.db.select().from(voucherCodes).where(eq(voucherCodes.email, 'code@example.com'))).toHaveLength(1);
  });

  it('gives another offer its own code, and another e-mail its own code', async () => {
    await k.submit('/api/offer/getcode', { offerSlug: 'students', emailAddress: 'two@example.com', acceptTerms: true });
    await k.submit('/api/offer/getcode', { offerSlug: 'malibu', emailAddress: 'two@example.com', acceptTerms: true });
    await k.submit('/api/offer/getcode', { offerSlug: 'malibu', emailAddress: 'three@example.com', acceptTerms: true });
    const codes = (await t.services.database.db.select().from(voucherCodes)).map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    [{ offerSlug: 'nothing' }, 404, { message: 'This offer could not be found' }],
    [{ acceptTerms: false }, 400, { field: 'acceptTerms', message: 'Please accept the terms and conditions' }],
    [{ emailAddress: '' }, 400, { field: 'emailAddress', message: 'Please enter your e-mail address' }],
  ])('%j → %i', async (change, status, error) => {
    const res = await k.submit('/api/offer/getcode', { offerSlug: 'malibu', emailAddress: 'x@example.com', acceptTerms: true, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, ...error });
  });
});

describe('refer a friend', () => {
  const invite = { yourName: 'Ana', yourEmail: 'ana@example.com', friendName: 'Bea', friendEmail: 'bea@example.com' };

  it('e-mails the friend a link whose voucher can be claimed once', async () => {
    expect((await k.submit('/api/referral/invite', invite)).json().data.message).toMatch(/^Thanks!/);
    const mail = (await k.mail()).filter((m) => m.kind === 'referral-invite');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'bea@example.com', subject: 'Ana sent you £10 off at Casa Lumbre' });
    const token = /\/referral\/\?code=([\w-]+)/.exec(mail[0]!.text)?.[1];
    expect(token).toBeTruthy();
    expect(await t.services.crm.referrals.lookup(token!)).toEqual({ referrerName: 'Ana', friendName: 'Bea' });

    const claim = await k.submit('/api/referral/claim', { token, emailAddress: 'bea.personal@example.com', acceptTerms: true });
    expect(claim.json()).toEqual({ success: true, data: { voucherGenerated: true } });
    expect(codeIn((await k.mail()).at(-1)!.text)).toMatch(/^FRIEND-/);
    expect(await t.services.crm.referrals.lookup(token!)).toBeNull();
    const other = await k.submit('/api/referral/claim', { token, emailAddress: 'someone@example.com', acceptTerms: true });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      success: false,
      field: 'token',
      message: 'This invitation link is not valid or has already been used.',
    });
  });

  it('answers a second invitation of the same friend alike, without a second e-mail', async () => {
    const again = await k.submit('/api/referral/invite', invite);
    expect(again.statusCode).toBe(200);
    expect((await k.mail()).filter((m) => m.kind === 'referral-invite')).toHaveLength(1);
  });
});

describe('GET /api/social/insta/media', () => {
  it('serves media from the content pack by default', async () => {
    const res = await k.get('/api/social/insta/media');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });
});
