// Missing, forged and stale credentials (product.md §7): on a secured operation
// each must be refused with 401, whatever else the request carries.
import { SignJWT, decodeJwt } from 'jose';

export interface AuthVariant {
  name: string;
  /** The request's headers with the credentials spoiled. */
  apply(headers: Record<string, string>): Record<string, string>;
}

export interface AuthMaterial {
  /** A token the app issued just now. */
  valid: string;
  /** A token the app issued long enough ago to have expired. */
  expired: string;
  /** The app's signing secret (TOKEN_SECRET), to forge tokens with good signatures and bad claims. */
  secret: string;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function authVariants({ valid, expired, secret }: AuthMaterial): Promise<AuthVariant[]> {
  const key = new TextEncoder().encode(secret);
  const claims = decodeJwt(valid);
  const sign = (payload: Record<string, unknown>, alg = 'HS256') => new SignJWT(payload).setProtectedHeader({ alg }).sign(key);
  const { exp: _exp, ...withoutExp } = claims;
  const [header, payload, signature = ''] = valid.split('.');
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  const tokens: Record<string, string> = {
    'forged-signature': `${header}.${payload}.${flipped}`,
    'alg-none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg-none-with-signature': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'alg-hs512': await sign(claims, 'HS512'),
    expired,
    'no-exp': await sign(withoutExp),
    'wrong-brand-claim': await sign({ ...claims, brand: 'another-brand' }),
    'wrong-issuer': await sign({ ...claims, iss: 'someone-else' }),
    'other-secret': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48))),
    'not-a-jwt': 'a.b.c',
    huge: `${'a'.repeat(100_000)}.b.c`,
  };
  const without = (headers: Record<string, string>, name: string) =>
    Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
  return [
    ...Object.entries(tokens).map(([name, token]) => ({
      name,
      apply: (h: Record<string, string>) => ({ ...h, authorization: `Bearer ${token}` }),
    })),
    { name: 'missing-authorization', apply: (h) => without(h, 'authorization') },
    { name: 'basic-scheme', apply: (h) => ({ ...h, authorization: 'Basic dXNlcjpwYXNz' }) },
    { name: 'bearer-without-token', apply: (h) => ({ ...h, authorization: 'Bearer ' }) },
    { name: 'wrong-brandkey', apply: (h) => ({ ...h, brandkey: 'another-brand' }) },
    { name: 'huge-brandkey', apply: (h) => ({ ...h, brandkey: 'b'.repeat(10_000) }) },
    { name: 'missing-brandkey', apply: (h) => without(h, 'brandkey') },
    { name: 'missing-sessionid', apply: (h) => without(h, 'sessionid') },
    { name: 'bad-sessionid', apply: (h) => ({ ...h, sessionid: '../../etc/passwd' }) },
    { name: 'no-headers', apply: () => ({}) },
  ];
}
