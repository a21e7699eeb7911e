// What an uploaded picture is, by its first bytes (decision 037 "Images": JPEG,
// PNG, WebP or AVIF; SVG refused, as it can carry scripts). The name a file
// came with and the type the browser claims are never trusted.
import type { UploadImageKind } from '../../contract/studio-images.ts';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');

/** ISO-BMFF brands of AVIF still pictures and sequences. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands an ISO-BMFF file declares: its major brand and the compatible ones of its `ftyp` box. */
function ftypBrands(buf: Buffer): string[] {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return [];
  const size = Math.min(buf.readUInt32BE(0), buf.length, 256);
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands;
}

/** An SVG (or any XML) drawing: text that opens with a tag, after an optional BOM and white space. */
function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || (head.startsWith('<!') && head.includes('<svg'));
}

export type DetectedImage = UploadImageKind | 'svg' | null;

export function detectImageKind(buf: Buffer): DetectedImage {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(buf).some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (looksLikeSvg(buf)) return 'svg';
  return null;
}
