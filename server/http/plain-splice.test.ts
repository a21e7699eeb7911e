// The uncompressed copy is exactly the page with the response's nonce.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainPieces, plainTemplate, plainWithNonce } from './plain-splice.ts';

const NONCE = 24;

describe('plain splice', () => {
  it('is the page joined at its nonces, for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 80, unit: 'grapheme' }), { minLength: 1, maxLength: 10 }),
        fc.base64String({ minLength: NONCE, maxLength: NONCE }),
        (parts, nonce) => {
          const out = plainWithNonce(plainTemplate(parts, NONCE), nonce)!;
          expect(out.toString('utf8')).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives each response its own nonce from one template', () => {
    const template = plainTemplate(['<p>Ça va 🌮</p><script nonce="', '">x</script>'], NONCE);
    const a = plainWithNonce(template, 'A'.repeat(NONCE))!.toString();
    const b = plainWithNonce(template, 'B'.repeat(NONCE))!.toString();
    expect(a).toContain(`nonce="${'A'.repeat(NONCE)}"`);
    expect(b).toContain(`nonce="${'B'.repeat(NONCE)}"`);
    expect(b).not.toContain('A'.repeat(NONCE));
  });

  it('gives the same bytes as pieces, without copying the kept ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 80, unit: 'grapheme' }), { minLength: 1, maxLength: 10 }),
        fc.base64String({ minLength: NONCE, maxLength: NONCE }),
        (parts, nonce) => {
          const template = plainTemplate(parts, NONCE);
          const pieces = plainPieces(template, nonce)!;
          expect(Buffer.concat(pieces).toString('utf8')).toBe(parts.join(nonce));
          expect(pieces.filter((p, i) => i % 2 === 0).every((p) => p.buffer === template.bytes.buffer)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    expect(plainPieces(plainTemplate(['a', 'b'], NONCE), 'short')).toBeNull();
  });

  it('refuses a nonce of another length or outside ASCII', () => {
    const template = plainTemplate(['a', 'b'], NONCE);
    expect(plainWithNonce(template, 'short')).toBeNull();
    expect(plainWithNonce(template, 'é'.repeat(NONCE))).toBeNull();
  });
});
