// Staff passwords (decision 022): scrypt from node:crypto, a salt per
// password, the parameters stored beside the hash so they can be raised
// later without invalidating older hashes, and a timing-safe comparison.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

/** OWASP's scrypt floor is N=2^17 with r=8, p=1; 2^15 keeps a sign-in near 50 ms on a small instance (decision 022). */
export const DEFAULT_COST = { logN: 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$logN$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const N = 2 ** cost.logN;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r: cost.r, p: cost.p, maxmem: maxmem(N, cost.r) });
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const N = 2 ** logN;
  const key = await scrypt(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
