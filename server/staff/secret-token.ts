// Session ids and one-time link tokens: 256 random bits for the browser or
// the e-mail, only their SHA-256 in the database (a leaked table opens nothing).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time equality of two strings (CSRF tokens). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
