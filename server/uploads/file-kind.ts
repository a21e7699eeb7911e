// What a file is, by its content (magic bytes), never by its name or the
// browser's claim (decision 009: PDF, JPEG, PNG, HEIC or DOCX).
import type { FileKind } from '../../contract/forms.ts';

export const KIND_INFO: Record<FileKind, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  heic: { contentType: 'image/heic', extension: 'heic' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');

/** HEIF brands used by HEIC photos (iPhone and others). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function detectFileKind(buf: Buffer): FileKind | null {
  if (ascii(buf, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(buf, 8, 12))) return 'heic';
  if (isDocx(buf)) return 'docx';
  return null;
}

/**
 * A DOCX is a ZIP whose entries include [Content_Types].xml and word/… parts.
 * Entry names are stored uncompressed in the ZIP headers, so they can be read
 * without unzipping; an ordinary ZIP or another Office format fails.
 */
function isDocx(buf: Buffer): boolean {
  if (!startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(buf);
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));
}

/** Names in the ZIP's central directory (at most 2 000 entries). */
function zipEntryNames(buf: Buffer): string[] {
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  const from = Math.max(0, buf.length - 65_557);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buf.length - 22);
  if (eocd < from || eocd < 0) return [];
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < Math.min(count, 2000); i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    names.push(buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/**
 * A safe file name: no folders, no control or special characters, at most
 * 100 characters, and the extension of what the file really is.
 */
export function sanitiseFileName(given: string, kind: FileKind): string {
  return `${safeFileStem(given) || 'attachment'}.${KIND_INFO[kind].extension}`;
}

/** A file name's stem with no folders, extension, control or special characters: at most 90 characters, maybe empty. */
export function safeFileStem(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\s().-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 90);
}
