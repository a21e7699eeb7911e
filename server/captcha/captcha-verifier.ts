// The captcha adapter (product.md §5, product.md D6): ALTCHA by default, reCAPTCHA v3
// when both keys are configured. Either way a missing token, an unsuccessful
// reply or an exception is a failure, and one whitelisted IP skips the check.
import { CAPTCHA_INTERNAL_ERROR, CAPTCHA_INVALID, type CaptchaChallenge } from '../../contract/captcha.ts';
import type { Logger } from '../logger.ts';

export type CaptchaResult = { ok: true } | { ok: false; message: typeof CAPTCHA_INVALID | typeof CAPTCHA_INTERNAL_ERROR };

/** One provider: hands out what the browser needs, and checks a token. */
export interface CaptchaProvider {
  challenge(): Promise<CaptchaChallenge>;
  /** Throws only for a provider fault (network, database): reported as 'Internal error'. */
  check(token: string, ip: string): Promise<boolean>;
}

export interface CaptchaVerifier {
  challenge(): Promise<CaptchaChallenge>;
  verify(token: string | undefined, ip: string): Promise<CaptchaResult>;
}

export function createCaptchaVerifier(
  provider: CaptchaProvider,
  opts: {
    whitelistIp?: string | undefined;
    /** Provider faults are the operator's to see: the diner only reads 'Internal error'. */
    log: Logger;
  },
): CaptchaVerifier {
  return {
    challenge: () => provider.challenge(),
    async verify(token, ip) {
      // product.md §5: the check is skipped for one whitelisted company IP.
      if (opts.whitelistIp && sameIp(ip, opts.whitelistIp)) return { ok: true };
      if (!token) return { ok: false, message: CAPTCHA_INVALID };
      try {
        return (await provider.check(token, ip)) ? { ok: true } : { ok: false, message: CAPTCHA_INVALID };
      } catch (err) {
        opts.log.error({ err }, 'captcha verification failed');
        return { ok: false, message: CAPTCHA_INTERNAL_ERROR };
      }
    },
  };
}

/** IPv4 clients may arrive as IPv4-mapped IPv6 (::ffff:1.2.3.4). */
function sameIp(a: string, b: string): boolean {
  const bare = (ip: string) => ip.replace(/^::ffff:/i, '').toLowerCase();
  return bare(a) === bare(b);
}
