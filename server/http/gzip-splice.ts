// Gzip for a kept page whose bytes differ between responses only in the nonce
// (decision 024): the stretches of text between nonces are compressed once;
// each response adds only its nonces — one on its own as a stored
// (uncompressed) deflate block, a close run of them (the module preloads in
// the head) as a block encoded once whose first nonce is patched in
// (deflate-nonce-run.ts) — so serving a kept page costs a copy: the CRC-32 of
// the text is taken once, and each response folds in its nonces (crc32-combine.ts).
//
// RFC 1951/1952: every piece is raw deflate ending in a sync flush (byte
// aligned, not final), compressed with the text before it as its dictionary —
// but with every nonce replaced by NUL bytes of the same length. Page text has
// no NUL, so no back-reference can reach into a nonce, and the decoder's window
// (which holds the real nonces) agrees with the compressor's everywhere a
// reference can land. A final empty stored block and the CRC-32 and length of
// the whole page end the member. Every template is checked by decompressing
// it once; if that ever disagrees, the page is compressed per response as before.
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { encodeNonceRun, stampNonceRun, type NonceRun } from './deflate-nonce-run.ts';
import { crc32Combine, crc32Shift } from './crc32-combine.ts';

/** Bytes whose CRC-32 and length are known ahead: folded into a response's CRC without reading them. */
interface Checksummed {
  crc: number;
  shift: number;
  length: number;
}
const checksummed = (plain: Buffer): Checksummed => ({ crc: crc32(plain), shift: crc32Shift(plain.length), length: plain.length });

type Piece =
  /** Text between nonces, compressed once. */
  | { kind: 'text'; sum: Checksummed; compressed: Buffer }
  /** One nonce on its own: a stored block per response. */
  | { kind: 'nonce' }
  /** A close run of nonces and the short text between them, encoded once but for the first nonce. */
  | { kind: 'run'; between: Checksummed[]; run: NonceRun };

/** A page split at its nonces, its text compressed once. */
export interface GzipTemplate {
  pieces: Piece[];
  /** The byte length every nonce must have (distances in the stream count it). */
  nonceBytes: number;
  /** Appends one nonce's bytes to a CRC. */
  nonceShift: number;
}

const WINDOW = 32 * 1024;
/** Nonces closer than this are written as one run: a stored block and a new deflate block per nonce would cost more. */
const RUN_GAP = 256;
// ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// A final stored block of length 0: BFINAL=1 BTYPE=00, LEN 0, NLEN 0xffff.
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };

export function gzipTemplate(parts: readonly string[], nonceBytes: number): GzipTemplate | null {
  const texts = parts.map((p) => Buffer.from(p, 'utf8'));
  if (texts.some((b) => b.includes(0))) return null; // a NUL in the page could match the masked nonces
  const mask = Buffer.alloc(nonceBytes); // zeros
  const pieces: Piece[] = [];
  // What the decoder will hold before each piece, nonces masked: the dictionary each piece is compressed against.
  let window = Buffer.alloc(0);
  const addText = (plain: Buffer) => {
    pieces.push({
      kind: 'text',
      sum: checksummed(plain),
      compressed: deflateRawSync(plain, { ...SYNC, ...(window.length ? { dictionary: window } : {}) }),
    });
    window = Buffer.concat([window, plain]).subarray(-WINDOW);
  };
  addText(texts[0]!);
  for (let i = 1; i < texts.length; i++) {
    // A nonce comes before texts[i]; a short text followed by another nonce joins the run.
    const between: Buffer[] = [];
    while (i < texts.length - 1 && texts[i]!.length < RUN_GAP) between.push(texts[i++]!);
    const run = between.length ? encodeNonceRun(between, nonceBytes) : null;
    if (between.length && !run) return null;
    pieces.push(run ? { kind: 'run', between: between.map(checksummed), run } : { kind: 'nonce' });
    window = Buffer.concat([window, mask, ...between.flatMap((b) => [b, mask])]).subarray(-WINDOW);
    addText(texts[i]!);
  }
  const template = { pieces, nonceBytes, nonceShift: crc32Shift(nonceBytes) };
  // Belt and braces: the spliced stream must inflate to the page, or it is not used.
  const probe = 'x'.repeat(nonceBytes);
  const out = gzipWithNonce(template, probe);
  return out && gunzipSync(out).equals(Buffer.from(parts.join(probe), 'utf8')) ? template : null;
}

/** The whole gzip member for one response's nonce; null when the nonce's length does not fit the template. */
export function gzipWithNonce(template: GzipTemplate, nonce: string): Buffer | null {
  const pieces = gzipPieces(template, nonce);
  return pieces && Buffer.concat(pieces);
}

/** The gzip member as pieces to write in turn, the kept compressed text not copied (the fast path's writev). */
export function gzipPieces(template: GzipTemplate, nonce: string): Buffer[] | null {
  const value = Buffer.from(nonce, 'utf8');
  if (value.length !== template.nonceBytes) return null;
  const chunks: Buffer[] = [GZIP_HEADER];
  const nonceSum = { crc: crc32(value), shift: template.nonceShift, length: value.length };
  let crc = 0;
  let size = 0;
  const fold = (sum: Checksummed) => {
    crc = crc32Combine(crc, sum.crc, sum.shift);
    size += sum.length;
  };
  for (const piece of template.pieces) {
    if (piece.kind === 'text') {
      fold(piece.sum);
      chunks.push(piece.compressed);
    } else if (piece.kind === 'nonce') {
      fold(nonceSum);
      chunks.push(storedBlock(value));
    } else {
      const block = stampNonceRun(piece.run, value);
      if (!block) return null;
      fold(nonceSum);
      for (const between of piece.between) {
        fold(between);
        fold(nonceSum);
      }
      chunks.push(block);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4); // ISIZE: the length modulo 2^32
  chunks.push(FINAL_BLOCK, trailer);
  return chunks;
}

/** A stored block: BFINAL=0 BTYPE=00 (the stream is byte aligned after each sync flush), LEN, NLEN, the bytes. */
function storedBlock(value: Buffer): Buffer {
  const len = value.length;
  return Buffer.concat([Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), value]);
}

/** Whether the request accepts gzip (RFC 9110 §12.5.3: `gzip` or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (token === 'gzip' || token === 'x-gzip') gzip = weight;
    else if (token === '*') any = weight;
  }
  const weight = gzip ?? any ?? 0;
  return Number.isFinite(weight) && weight > 0;
}
