// The app-level bearer token of SPEC §6/§7: not a user login, just proof that a
// caller fetched a token from this site. HS256 JWT, valid ~23 h (SPEC §9).
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_VALIDITY_MS } from '../../contract/api.ts';

export interface AppTokens {
  issue(now?: number): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<boolean>;
}

const ISSUER = 'mesa';

export function createAppTokens(secret: string, brandKey: string): AppTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(now = Date.now()) {
      const expiresAt = now + TOKEN_VALIDITY_MS;
      const token = await new SignJWT({ brand: brandKey })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return payload.brand === brandKey;
      } catch {
        return false;
      }
    },
  };
}
