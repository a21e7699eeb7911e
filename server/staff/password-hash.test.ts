import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, verifyPassword } from './password-hash.ts';
import { hashToken, newSecretToken, sameSecret } from './secret-token.ts';

describe('password hashing (decision 022)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores scrypt with its cost and a salt of its own, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(DEFAULT_COST.logN), String(DEFAULT_COST.r), String(DEFAULT_COST.p)]);
    expect(a).not.toContain('same password');
  });

  it('still verifies a hash made at another cost (the cost travels with the hash)', async () => {
    const cheap = await hashPassword('an older password', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('an older password', cheap)).toBe(true);
  });

  it('treats a value that is not one of its hashes as a mismatch, never a throw', async () => {
    for (const junk of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5', 'scrypt$40$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('anything', junk)).toBe(false);
    }
  });

  it('normalises Unicode, so the same password typed on another keyboard matches', async () => {
    const stored = await hashPassword('caf\u00e9 au lait 12');
    expect(await verifyPassword('cafe\u0301 au lait 12', stored)).toBe(true);
  });
});

describe('secret tokens', () => {
  it('are 256 random bits, stored only as a SHA-256', () => {
    const token = newSecretToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSecretToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('compares in constant time and by value', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
