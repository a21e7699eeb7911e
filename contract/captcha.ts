// Captcha (product.md §5): ALTCHA proof of work by default, reCAPTCHA v3 when keys
// are configured. The challenge call tells the browser which one to use.
import { z } from 'zod';
import { okReply } from './api.ts';

/** product.md §5 failure messages, verbatim. */
export const CAPTCHA_INVALID = 'Invalid token';
export const CAPTCHA_INTERNAL_ERROR = 'Internal error';

export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const captchaChallengeReplySchema = okReply(
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challenge: altchaChallengeSchema }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string(), version: z.literal('v3') }),
  ]),
);
export type CaptchaChallenge = z.infer<typeof captchaChallengeReplySchema>['data'];
