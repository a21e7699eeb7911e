// Spliced gzip (decision 024): whatever the page and wherever its nonces sit,
// the member a response gets inflates to exactly that page with that
// response's nonce, and is about as small as compressing the page whole.
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipTemplate, gzipWithNonce } from './gzip-splice.ts';

const NONCE = 24; // 16 random bytes in base64

describe('spliced gzip', () => {
  it('inflates to the page with each response’s own nonce', () => {
    const parts = ['<html><script nonce="', '">a()</script><link nonce="', '"><p>Ça va — 🌮</p></html>'];
    const template = gzipTemplate(parts, NONCE)!;
    expect(template).not.toBeNull();
    for (const nonce of ['QJ6/sH8tkO39bqr80c69Cw==', 'AAAAAAAAAAAAAAAAAAAAAA==']) {
      expect(gunzipSync(gzipWithNonce(template, nonce)!).toString('utf8')).toBe(parts.join(nonce));
    }
  });

  it('holds for any text and any number of nonces, repeated text reaching back across them included', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 60, unit: 'grapheme' }), // bytes above 143 have 9-bit codes in a run
      fc.constantFrom('nonce="', '<script nonce="x">', 'abcabcabc'.repeat(50), '"/><link rel="modulepreload" nonce="'),
    );
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 12 }),
        fc.base64String({ minLength: NONCE, maxLength: NONCE }),
        (raw, nonce) => {
          const parts = raw.map((p) => p.replaceAll('\u0000', ''));
          const template = gzipTemplate(parts, NONCE);
          expect(template).not.toBeNull();
          expect(gunzipSync(gzipWithNonce(template!, nonce)!).toString('utf8')).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('costs a few bytes per nonce over compressing the page whole', () => {
    const row = (i: number) => `<li><a href="/restaurants/place-${i % 50}/">Casa Lumbre place ${i % 50}</a></li>`;
    // A page's shape: a run of nonces close together in the head (module preloads), a long body, a few scripts at the end.
    const head = Array.from({ length: 30 }, (_, i) => `" href="/assets/chunk-${i}.js"/><link rel="modulepreload" nonce="`);
    const body = Array.from({ length: 2000 }, (_, i) => row(i)).join('');
    const page = [
      '<html><head><link rel="modulepreload" nonce="',
      ...head,
      `">${body}<script nonce="`,
      '">a()</script><script nonce="',
      '">b()</script></html>',
    ];
    const nonce = randomBytes(16).toString('base64');
    const spliced = gzipWithNonce(gzipTemplate(page, NONCE)!, nonce)!;
    const whole = gzipSync(page.join(nonce));
    // The run of preloads is one block whose later nonces are back-references; the long text compresses once,
    // its back-references reaching across nonces; each lone nonce costs a stored block and a new deflate block.
    expect(spliced.length - whole.length).toBeLessThan(16 * (page.length - 1));
  });

  it('refuses a nonce of another length, and a page with a NUL in it', () => {
    expect(gzipWithNonce(gzipTemplate(['a', 'b'], NONCE)!, 'short')).toBeNull();
    expect(gzipTemplate(['a\u0000', 'b'], NONCE)).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
