// The app-level bearer token of product.md §6/§7: not a user login, just proof that a
// caller fetched a token from this site. HS256 JWT, valid ~23 h (product.md §9).
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { TOKEN_VALIDITY_MS } from '../../contract/api.ts';

export interface AppTokens {
  issue(now?: number): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<boolean>;
}

const ISSUER = 'mesa';
const VERIFIED_CACHE_SIZE = 10_000;
/** Clock difference tolerated between instances when checking `iat`. */
const CLOCK_SKEW_S = 60;
const VALIDITY_S = Math.ceil(TOKEN_VALIDITY_MS / 1000);

/**
 * product.md §9 bounds a token's life to ~23 h: a token must say when it was issued and when it
 * expires, must not be issued in the future, and must not live longer than that. A token signed
 * with the right key but without `exp` would otherwise be good for ever.
 */
export function hasBoundedLifetime(payload: { iat?: number | undefined; exp?: number | undefined }, nowS: number): boolean {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  return iat <= nowS + CLOCK_SKEW_S && exp > iat && exp - iat <= VALIDITY_S;
}

/** `now`: the services' clock (CLOCK_START moves it), so a token's lifetime is on the same clock as its clients'. */
export function createAppTokens(secret: string, brandKey: string, now: () => number = () => Date.now()): AppTokens {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature has been checked, with when they expire (ms). Only valid tokens get in.
   * The expiry is the token's own wall-clock `exp`, checked below; lru-cache only bounds the size (decision 014).
   */
  const verified = new LRUCache<string, number>({ max: VERIFIED_CACHE_SIZE });
  return {
    async issue(at = now()) {
      const expiresAt = at + TOKEN_VALIDITY_MS;
      const token = await new SignJWT({ brand: brandKey })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(at / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      // Every call of a session carries the same token: check its signature once, its expiry every time.
      const expiresAt = verified.get(token);
      if (expiresAt !== undefined) {
        if (now() < expiresAt) return true;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['iat', 'exp'],
          currentDate: new Date(now()),
        });
        if (payload.brand !== brandKey) return false;
        if (!hasBoundedLifetime(payload, Math.floor(now() / 1000))) return false;
        verified.set(token, (payload.exp as number) * 1000);
        return true;
      } catch {
        return false;
      }
    },
  };
}
