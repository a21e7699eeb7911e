// The combined CRC equals zlib's CRC of the joined bytes, for any split.
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine.ts';

describe('crc32Combine', () => {
  it('equals the CRC of the joined bytes, whatever the pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 1, maxLength: 8 }), (pieces) => {
        let crc = 0;
        for (const p of pieces) crc = crc32Combine(crc, crc32(p), crc32Shift(p.length));
        expect(crc).toBe(crc32(Buffer.concat(pieces)));
      }),
      { numRuns: 500 },
    );
  });

  it('holds for a page-sized piece', () => {
    const a = Buffer.alloc(90_000, 'tacos and ');
    const b = Buffer.from('QJ6/sH8tkO39bqr80c69Cw==');
    expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });
});
