// A run of nonces as one fixed-code deflate block (decision 024): patched with
// any response's nonce, it inflates to the run with that nonce everywhere, and
// the later nonces cost a back-reference each, not 24 bytes.
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeNonceRun, stampNonceRun } from './deflate-nonce-run.ts';

const between = [
  '" href="/assets/entry.client-BGpd9WI6.js"/><link rel="modulepreload" nonce="',
  '"/><link rel="modulepreload" nonce="',
  'é🌮',
];
const buffers = between.map((b) => Buffer.from(b, 'utf8'));
const inflate = (block: Buffer) => inflateRawSync(block, { finishFlush: 2 /* Z_SYNC_FLUSH: the block is not final */ }).toString('utf8');

describe('a run of nonces', () => {
  it('inflates to the run with each response’s nonce in every place', () => {
    const run = encodeNonceRun(buffers, 24)!;
    for (const nonce of ['QJ6/sH8tkO39bqr80c69Cw==', '+/+/AAAAzzzz0000999==xyz']) {
      const block = stampNonceRun(run, Buffer.from(nonce))!;
      expect(inflate(block)).toBe(nonce + between.map((b) => b + nonce).join(''));
    }
  });

  it('writes every nonce after the first as a reference', () => {
    const run = encodeNonceRun(buffers, 24)!;
    const texts = buffers.reduce((n, b) => n + b.length, 0);
    expect(run.bytes.length).toBeLessThan(24 + texts + 3 * between.length + 8);
  });

  it('refuses a nonce of another length or with a byte that has no 8-bit code', () => {
    const run = encodeNonceRun(buffers, 24)!;
    expect(stampNonceRun(run, Buffer.from('short'))).toBeNull();
    expect(stampNonceRun(run, Buffer.from('é'.repeat(12)))).toBeNull(); // 24 bytes, each above 143
  });
});
