// Abuse controls shared by every public form (product.md §5, §8, decision 009): rate
// limits per client IP and per sessionId, a honeypot field, and the captcha.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import '@fastify/rate-limit';
import { CAPTCHA_INTERNAL_ERROR } from '../../contract/captcha.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { invalid, unavailable } from '../domain/domain-error.ts';

export interface FormLimits {
  perIp: number;
  perSession: number;
  window: string;
}

/**
 * Route options for a form: the per-IP limit replaces the global API limit on
 * the route, and a preHandler counts the sessionId header (keyed by the form,
 * so each form has its own allowance).
 */
export function formRateLimits(
  app: FastifyInstance,
  form: string,
  limits: FormLimits,
): Pick<RouteShorthandOptions, 'config' | 'preHandler'> {
  const bySession = app.createRateLimit({
    max: limits.perSession,
    timeWindow: limits.window,
    keyGenerator: (req) => `form:${form}:session:${String(req.headers.sessionid ?? '')}`,
  });
  return {
    config: { rateLimit: { max: limits.perIp, timeWindow: limits.window } },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await bySession(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        return reply.status(429).send({ success: false, message: `Too many requests, please try again in ${result.ttlInSeconds} seconds` });
      }
    },
  };
}

/** The honeypot: a field people never see. Filled in means a bot; it gets a reply that looks like success. */
export const filledHoneypot = (body: { website?: string | undefined }) => Boolean(body.website?.trim());

/** product.md §5: a missing token, an unsuccessful reply or an exception all fail ('Invalid token', 'Internal error'). */
export async function requireCaptcha(captcha: CaptchaVerifier, token: string | undefined, ip: string): Promise<void> {
  const result = await captcha.verify(token, ip);
  if (result.ok) return;
  throw result.message === CAPTCHA_INTERNAL_ERROR ? unavailable(result.message) : invalid(undefined, result.message);
}
