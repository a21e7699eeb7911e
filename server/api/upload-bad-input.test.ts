// Found by the OpenAPI fuzzer (tests/fuzz): a multipart part with a non-text
// Content-Type but no filename reaches the upload service as a file without a
// name, and answered 500. It is judged by its content like any other file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { samplePdf } from '../../tests/support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.close());

const BOUNDARY = 'bad-input-boundary';
const unnamedPart = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const upload = async (payload: Buffer, sessionid: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/upload',
    headers: { ...(await t.headers()), sessionid, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

describe('an upload part without a filename', () => {
  it('is refused with 415 when it is not a document', async () => {
    const res = await upload(unnamedPart(Buffer.from('hello')), 'session-unnamed-text');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file'),
    });
  });

  it('is stored under a made-up name when it is one', async () => {
    const res = await upload(unnamedPart(samplePdf()), 'session-unnamed-pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files[0].name).toBe('attachment.pdf');
  });
});
