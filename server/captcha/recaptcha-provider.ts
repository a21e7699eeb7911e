// reCAPTCHA v3 (product.md §5, §7): the token is checked by a POST of secret and
// response to the siteverify endpoint (or a proxy); status 200 and
// data.success, with a score at or above the minimum, pass.
import type { CaptchaProvider } from './captcha-verifier.ts';

export interface RecaptchaOptions {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  minScore: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createRecaptchaProvider(opts: RecaptchaOptions): CaptchaProvider {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    challenge: async () => ({ provider: 'recaptcha', siteKey: opts.siteKey, version: 'v3' }),
    async check(token, ip) {
      const res = await doFetch(opts.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: opts.secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (res.status !== 200) throw new Error(`siteverify answered ${res.status}`);
      const data = (await res.json()) as { success?: unknown; score?: unknown };
      if (data.success !== true) return false;
      return typeof data.score !== 'number' || data.score >= opts.minScore;
    },
  };
}
