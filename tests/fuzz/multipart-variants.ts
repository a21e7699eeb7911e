// Hostile multipart/form-data bodies for upload operations: odd file names,
// broken framing, too many parts, oversized files, and no boundary at all.
import { sampleExe, samplePdf, samplePng } from '../support/test-files.ts';
import type { Random } from './seeded-random.ts';

export interface MultipartBody {
  name: string;
  contentType: string;
  payload: Buffer;
}

interface Part {
  field?: string;
  filename?: string;
  type?: string;
  content: Buffer;
  /** Part headers written as given (no Content-Disposition built). */
  rawHeaders?: string;
}

const BOUNDARY = 'fuzz-boundary-7f3a';

function frame(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((p) => {
    const disposition = `form-data; name="${p.field ?? 'files'}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const headers = p.rawHeaders ?? `Content-Disposition: ${disposition}\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    return [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8'), p.content, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const FILE_NAMES = [
  '../../etc/passwd',
  '..\\..\\windows\\system32\\config.pdf',
  'a\u0000.pdf',
  '\u202Efdp.exe',
  '😀👩‍👩‍👧.pdf',
  'x'.repeat(10_000) + '.pdf',
  '',
  '.',
  'CON.pdf',
  'report"; name="other.pdf',
  '%2e%2e%2fpasswd.pdf',
];

const multipart = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** One small PDF: the upload a browser sends. */
export const validUpload = (): MultipartBody => ({
  name: 'valid-file',
  contentType: multipart(),
  payload: frame([{ filename: 'receipt.pdf', content: samplePdf() }]),
});

export function hostileMultipart(rnd: Random): MultipartBody {
  const pdf = { filename: 'receipt.pdf', content: samplePdf() };
  const variants: (() => MultipartBody)[] = [
    () => ({ name: 'valid-file', contentType: multipart(), payload: frame([pdf]) }),
    () => ({ name: 'hostile-filename', contentType: multipart(), payload: frame([{ ...pdf, filename: rnd.pick(FILE_NAMES) }]) }),
    () => ({
      name: 'disguised-program',
      contentType: multipart(),
      payload: frame([{ filename: 'invoice.pdf', type: 'application/pdf', content: sampleExe() }]),
    }),
    () => ({ name: 'no-boundary', contentType: 'multipart/form-data', payload: frame([pdf]) }),
    () => ({ name: 'wrong-boundary', contentType: multipart('not-the-boundary'), payload: frame([pdf]) }),
    () => ({ name: 'empty-boundary', contentType: 'multipart/form-data; boundary=', payload: frame([pdf], '') }),
    () => ({ name: 'huge-boundary', contentType: multipart('b'.repeat(5000)), payload: frame([pdf], 'b'.repeat(5000)) }),
    () => ({ name: 'empty-body', contentType: multipart(), payload: Buffer.alloc(0) }),
    () => ({ name: 'text-field-only', contentType: multipart(), payload: frame([{ field: 'files', content: Buffer.from('hello') }]) }),
    () => ({
      name: 'proto-field',
      contentType: multipart(),
      payload: frame([{ field: '__proto__', content: Buffer.from('{"x":1}') }, pdf]),
    }),
    () => ({ name: 'huge-field', contentType: multipart(), payload: frame([{ field: 'note', content: Buffer.alloc(100_000, 'a') }, pdf]) }),
    () => ({ name: 'many-files', contentType: multipart(), payload: frame(Array.from({ length: 20 }, () => pdf)) }),
    () => ({
      name: 'many-fields',
      contentType: multipart(),
      payload: frame(Array.from({ length: 30 }, (_, i) => ({ field: `f${i}`, content: Buffer.from('x') }))),
    }),
    () => ({ name: 'empty-file', contentType: multipart(), payload: frame([{ ...pdf, content: Buffer.alloc(0) }]) }),
    () => ({ name: 'no-disposition', contentType: multipart(), payload: frame([{ ...pdf, rawHeaders: 'Content-Type: application/pdf' }]) }),
    () => ({
      name: 'garbage-part-headers',
      contentType: multipart(),
      payload: frame([{ ...pdf, rawHeaders: 'Content-Disposition: ;;;=\u0000\r\nX: ' + 'y'.repeat(20_000) }]),
    }),
    () => ({
      name: 'rfc5987-filename',
      contentType: multipart(),
      payload: frame([{ ...pdf, rawHeaders: 'Content-Disposition: form-data; name="files"; filename*=UTF-8\'\'%E2%80%AE%2e%2e%2f.pdf' }]),
    }),
    () => ({
      name: 'over-1mib-of-files',
      contentType: multipart(),
      // Past the 1 MiB JSON body limit; the last file is a program, so the lot is read, then refused, and nothing is kept.
      payload: frame([
        ...Array.from({ length: 2 }, () => ({ filename: 'p.png', content: Buffer.concat([samplePng(), Buffer.alloc(400_000)]) })),
        { filename: 'x.pdf', content: Buffer.concat([sampleExe(), Buffer.alloc(400_000)]) },
      ]),
    }),
    () => {
      const whole = frame([pdf, { filename: 'b.png', content: samplePng() }]);
      return { name: 'truncated', contentType: multipart(), payload: whole.subarray(0, 1 + rnd.int(whole.length - 2)) };
    },
    () => ({ name: 'not-multipart-at-all', contentType: multipart(), payload: Buffer.from('{"files":["../../etc/passwd"]}') }),
  ];
  // A file over the 10 MB limit is slow to build and send: keep it rare.
  if (rnd.chance(0.02)) {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    return { name: 'file-over-10mb', contentType: multipart(), payload: frame([{ ...pdf, content: big }]) };
  }
  return rnd.pick(variants)();
}
