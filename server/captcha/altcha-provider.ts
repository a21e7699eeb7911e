// ALTCHA, self-hosted proof of work (product.md D2): the server signs a challenge
// whose answer takes the browser a moment to find; a solved challenge passes
// once (its signature is remembered until it would have expired).
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { altchaChallengeSchema } from '../../contract/captcha.ts';
import type { Db } from '../db/client.ts';
import { captchaSolutions } from '../db/schema.ts';
import type { CaptchaProvider } from './captcha-verifier.ts';

const CHALLENGE_TTL_MS = 20 * 60_000;

/** What the browser sends back: base64 of { challenge, solution }. */
const payloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/) }),
});

export interface AltchaOptions {
  db: Db;
  secret: string;
  maxNumber: number;
  /** The machine's clock, which altcha-lib reads for a challenge's expiry; a test moves it to make one expire. */
  now?: () => Date;
}

export function createAltchaProvider(opts: AltchaOptions): CaptchaProvider {
  const now = opts.now ?? (() => new Date());
  const keySecret = `${opts.secret}:key`;
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(opts.maxNumber / 10), opts.maxNumber),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: opts.secret,
        hmacKeySignatureSecret: keySecret,
      });
      return { provider: 'altcha', challenge: altchaChallengeSchema.parse(challenge) };
    },
    async check(token) {
      const payload = decode(token);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: opts.secret,
        hmacKeySignatureSecret: keySecret,
      });
      if (!result.verified) return false;
      const at = now();
      await opts.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, at));
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || at.getTime() + CHALLENGE_TTL_MS);
      const used = await opts.db
        .insert(captchaSolutions)
        .values({ signature: payload.challenge.signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return used.length === 1;
    },
  };
}

function decode(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
