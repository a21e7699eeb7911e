// A run of nonces close together in a kept page (the module preloads in the
// head), as one deflate block whose only per-response bytes are the first
// nonce (decision 024, gzip-splice.ts). RFC 1951 §3.2.6 fixed Huffman codes:
// the first nonce is 24 literals of 8 bits each (base64 characters all have
// 8-bit codes) at a fixed bit offset, every later nonce a back-reference to
// the one before, and the short text between them literals and references
// within the run, never into a nonce. So a response patches 25 bytes of a
// block encoded once, instead of compressing the run again.

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385,
  24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const MIN_MATCH = 3;
const MAX_MATCH = 258;
/** The block header: BFINAL 0, BTYPE 01 (fixed codes); the first nonce's codes start right after it. */
const HEADER_BITS = 3;

/** Writes bits least significant first, as deflate packs them. */
class BitWriter {
  readonly bytes: number[] = [];
  private used = 8; // bits used in the last byte

  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      if (this.used === 8) {
        this.bytes.push(0);
        this.used = 0;
      }
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1]! |= 1 << this.used;
      this.used++;
    }
  }

  /** A Huffman code goes most significant bit first. */
  code(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits((value >> i) & 1, 1);
  }

  /** Pads to the next byte (what a stored block's header does). */
  align(): void {
    this.used = 8;
  }
}

function literal(w: BitWriter, byte: number): void {
  if (byte < 144) w.code(0x30 + byte, 8);
  else w.code(0x190 + byte - 144, 9);
}

function match(w: BitWriter, length: number, distance: number): void {
  const li = LENGTH_BASE.findLastIndex((b) => b <= length);
  const symbol = 257 + li;
  if (symbol <= 279) w.code(symbol - 256, 7);
  else w.code(0xc0 + symbol - 280, 8);
  w.bits(length - LENGTH_BASE[li]!, LENGTH_EXTRA[li]!);
  const di = DIST_BASE.findLastIndex((b) => b <= distance);
  w.code(di, 5);
  w.bits(distance - DIST_BASE[di]!, DIST_EXTRA[di]!);
}

/** A run encoded once: `bytes` with a stand-in first nonce, patched per response. */
export interface NonceRun {
  bytes: Buffer;
  nonceBytes: number;
}

/**
 * Encodes nonce, between[0], nonce, …, between[n-1], nonce as one fixed-code
 * block ending byte aligned (an empty stored block, as a sync flush does).
 * Null when the run cannot be written this way (a nonce of a length deflate
 * cannot copy in one reference, or text between nonces too far apart).
 */
export function encodeNonceRun(between: readonly Buffer[], nonceBytes: number): NonceRun | null {
  if (nonceBytes < MIN_MATCH || nonceBytes > MAX_MATCH) return null;
  if (between.some((text) => nonceBytes + text.length > 32768)) return null; // a nonce's reference to the one before
  // The run's bytes with each nonce's place marked, for finding references in the text between.
  const stand = Buffer.alloc(nonceBytes, 0x41); // 'A': any character with an 8-bit code
  const plain = Buffer.concat([stand, ...between.flatMap((text) => [text, stand])]);
  const inNonce = new Uint8Array(plain.length);
  const texts: [number, number][] = [];
  for (let at = 0, i = 0; ; i++) {
    inNonce.fill(1, at, at + nonceBytes);
    at += nonceBytes;
    if (i === between.length) break;
    texts.push([at, at + between[i]!.length]);
    at += between[i]!.length;
  }
  const index = matchIndex(plain, inNonce);
  const w = new BitWriter();
  w.bits(0, 1); // BFINAL
  w.bits(1, 2); // BTYPE 01
  for (const byte of stand) literal(w, byte);
  for (const [from, to] of texts) {
    encodeText(w, plain, inNonce, index, from, to);
    match(w, nonceBytes, nonceBytes + (to - from)); // this nonce: a copy of the one before
  }
  w.code(0, 7); // end of block (256)
  w.bits(0, 3); // an empty stored block: BFINAL 0, BTYPE 00, …
  w.align();
  w.bits(0x0000, 16); // … LEN 0
  w.bits(0xffff, 16); // … NLEN
  return { bytes: Buffer.from(w.bytes), nonceBytes };
}

/** Positions of every three-byte sequence outside the nonces, by its bytes: where a reference may start. */
function matchIndex(plain: Buffer, inNonce: Uint8Array): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (let q = 0; q + MIN_MATCH <= plain.length; q++) {
    if (inNonce[q] || inNonce[q + 1] || inNonce[q + 2]) continue;
    const key = (plain[q]! << 16) | (plain[q + 1]! << 8) | plain[q + 2]!;
    const list = index.get(key);
    if (list) list.push(q);
    else index.set(key, [q]);
  }
  return index;
}

/** How many earlier places a position tries (zlib's level 6 tries 128). */
const MAX_CANDIDATES = 64;

/** Greedy references within the run for the text at [from, to): never into a nonce, which differs per response. */
function encodeText(w: BitWriter, plain: Buffer, inNonce: Uint8Array, index: Map<number, number[]>, from: number, to: number): void {
  let p = from;
  while (p < to) {
    let best = 0;
    let bestDistance = 0;
    if (p + MIN_MATCH <= to) {
      const list = index.get((plain[p]! << 16) | (plain[p + 1]! << 8) | plain[p + 2]!) ?? [];
      let tried = 0;
      for (let i = list.length - 1; i >= 0 && tried < MAX_CANDIDATES; i--) {
        const q = list[i]!;
        if (q >= p) continue;
        tried++;
        let n = 0;
        while (n < MAX_MATCH && p + n < to && !inNonce[q + n] && plain[q + n] === plain[p + n]) n++;
        if (n > best) {
          best = n;
          bestDistance = p - q;
        }
      }
    }
    if (best >= MIN_MATCH) {
      match(w, best, bestDistance);
      p += best;
    } else {
      literal(w, plain[p]!);
      p++;
    }
  }
}

/** The run with this response's nonce: its 8-bit literal codes written over the stand-in's, 3 bits into the block. */
export function stampNonceRun(run: NonceRun, nonce: Buffer): Buffer | null {
  if (nonce.length !== run.nonceBytes) return null;
  const out = Buffer.from(run.bytes);
  for (let k = 0; k < nonce.length; k++) {
    const c = nonce[k]!;
    if (c >= 144) return null;
    const r = REVERSED_CODES[c]!;
    // Bits 3+8k … 3+8k+7: the top 5 bits of byte k and the low 3 bits of byte k+1.
    out[k] = (out[k]! & ((1 << HEADER_BITS) - 1)) | ((r << HEADER_BITS) & 0xff);
    out[k + 1] = (out[k + 1]! & ~((1 << HEADER_BITS) - 1) & 0xff) | (r >> (8 - HEADER_BITS));
  }
  return out;
}

/** The 8-bit fixed code of each byte below 144, bit-reversed so it can be written least significant first. */
const REVERSED_CODES = Array.from({ length: 144 }, (_, c) => {
  const code = 0x30 + c;
  let r = 0;
  for (let i = 0; i < 8; i++) r |= ((code >> i) & 1) << (7 - i);
  return r;
});
