// Helpers for the API tests of decision 009: a solved captcha, posts with the
// product.md §7 headers, and the mail the outbox holds.
import { asc } from 'drizzle-orm';
import { captchaChallengeReplySchema } from '../../contract/captcha.ts';
import { solveAltcha } from './solve-for-tests.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Form limits high enough that tests meet them only on purpose. */
export const GENEROUS_LIMITS = { FORM_RATE_LIMIT_PER_IP: '1000', FORM_RATE_LIMIT_PER_SESSION: '1000', ALTCHA_MAX_NUMBER: '2000' };

export function kit(t: TestApp) {
  async function captcha(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: await t.headers() });
    return solveAltcha(captchaChallengeReplySchema.parse(res.json()).data);
  }
  return {
    captcha,
    async get(url: string) {
      return t.app.inject({ method: 'GET', url, headers: await t.headers() });
    },
    async post(url: string, body: unknown, headers: Record<string, string> = {}) {
      return t.app.inject({ method: 'POST', url, headers: { ...(await t.headers()), ...headers }, payload: body as object });
    },
    /** Posts a form with a freshly solved captcha. */
    async submit(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...(await t.headers()), ...headers },
        payload: { ...body, recaptcha: await captcha() },
      });
    },
    async mail() {
      return t.services.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    },
  };
}
