// CRC-32 of joined data from the CRCs of its pieces (zlib's crc32_combine, as
// in zlib 1.2.12+): a kept page's text is checksummed once, and each response
// only folds in its nonces, instead of reading the whole page again (product.md D14:
// the fixed cost of a cached page). Pure arithmetic in GF(2) modulo the CRC's
// polynomial, reflected as zlib has it.
const POLY = 0xedb88320;

/** a(x) · b(x) modulo the polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    table.push(p);
    p = multModP(p, p);
  }
  return table;
})();

/** The operator that appends `length` bytes: made once per length, applied by `crc32Combine`. */
export function crc32Shift(length: number): number {
  // x^(8·length): n = length, starting at k = 3 (2^3 = 8 bits a byte).
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k % 32]!, p);
  return p;
}

/** CRC-32 of A followed by B, given crc(A), crc(B) and `crc32Shift(B's length)`. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number => (multModP(shiftB, crcA) ^ crcB) >>> 0;
