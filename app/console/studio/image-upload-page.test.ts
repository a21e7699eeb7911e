// Decision 037 "Images": the studio's upload action and the pictures the offer's
// image field offers, against the real services and a throw-away database:
// who may upload (a content editor or chain admin; a host or a manager gets the
// 404 page), the CSRF check, and each refusal with its status and its words.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '../../../contract/studio-images.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { CSRF_REFUSED } from '../console-session.server.ts';
import type { ImageUploadResult } from './image-upload-control.tsx';
import { imageChoices, loadStudioImages, uploadStudioImage } from './image-upload.server.ts';
import { readBodyWithin } from './read-body-within.ts';

let t: TestApp;
let context: AppLoadContext;
let editor: SignedInStaff;
let admin: SignedInStaff;
let host: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  context = {
    services: { staff: t.services.staff, imageUploads: t.services.images.uploads, imageCatalogue: t.services.images.catalogue },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  editor = await signedInStaff(t.services, { email: 'editor@example.com', role: 'content-editor', name: 'Esme Editor' });
  admin = await signedInStaff(t.services, { email: 'admin@example.com', role: 'chain-admin' });
  host = await signedInStaff(t.services, { email: 'host@example.com', role: 'host', restaurants: ['bath'] });
  manager = await signedInStaff(t.services, { email: 'manager@example.com', role: 'manager', restaurants: ['bath'] });
});
afterAll(() => t.close());

const URL_ = 'http://127.0.0.1:3000/console/content/images/';
const png = (colour = '#2e86c1') =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();

function upload(who: SignedInStaff, file: { name: string; bytes: Buffer; type?: string } | null, csrf = who.csrf) {
  const form = new FormData();
  form.set('csrf', csrf);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  return new Request(URL_, { method: 'POST', body: form, headers: { cookie: who.cookie, 'user-agent': 'vitest' } });
}

type Reply = DataWithResponseInit<ImageUploadResult>;
const send = async (request: Request) => await uploadStudioImage(context, request);
const statusOf = (r: Reply) => r.init?.status ?? 200;

describe('the studio’s picture upload', () => {
  it('takes a PNG from a content editor, names it by its bytes, and takes the same picture again as the same one', async () => {
    const bytes = await png();
    const first = await send(upload(editor, { name: 'terrace.png', bytes }));
    expect(statusOf(first)).toBe(200);
    expect(first.data).toMatchObject({
      ok: IMAGE_UPLOAD_MESSAGES.uploaded,
      uploaded: { width: 800, height: 400, fileName: 'terrace.png' },
    });
    expect(first.data.uploaded!.path).toMatch(/^\/images\/uploads\/[0-9a-f]{24}\.png$/);
    expect(new Headers(first.init?.headers).get('cache-control')).toBe('no-store');
    const again = await send(upload(admin, { name: 'copy.png', bytes }));
    expect(again.data.uploaded).toEqual(first.data.uploaded);

    // The offer's image field offers it first, with a thumbnail the image route serves, then the site's own pictures.
    const choices = await imageChoices(context, (await t.services.staff.currentStaff(editor.token))!.staff);
    expect(choices[0]).toMatchObject({ path: first.data.uploaded!.path, uploaded: true, label: 'terrace.png (800 × 400, uploaded)' });
    expect((await t.app.inject(choices[0]!.thumb!)).statusCode).toBe(200);
    expect(choices.some((c) => !c.uploaded && c.path.startsWith('/images/'))).toBe(true);
    const page = (await loadStudioImages(context, new Request(URL_, { headers: { cookie: editor.cookie } }))) as DataWithResponseInit<{
      images: { path: string }[];
    }>;
    expect(page.data.images.map((i) => i.path)).toContain(first.data.uploaded!.path);
  });

  it('refuses an SVG, another kind of file and a damaged picture with 415 and words that name what is taken', async () => {
    const cases: [string, Buffer, string][] = [
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), IMAGE_UPLOAD_MESSAGES.svg],
      ['photo.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), IMAGE_UPLOAD_MESSAGES.badType],
      ['cut.png', (await png('#000000')).subarray(0, 80), IMAGE_UPLOAD_MESSAGES.unreadable],
    ];
    for (const [name, bytes, message] of cases) {
      const r = await send(upload(editor, { name, bytes }));
      expect(statusOf(r), name).toBe(415);
      expect(r.data).toEqual({ error: message, fieldErrors: { file: message } });
    }
    expect(IMAGE_UPLOAD_MESSAGES.svg).toBe(
      'SVG drawings are not taken, as they can carry scripts: please upload a JPEG, PNG, WebP or AVIF picture',
    );
  });

  it('refuses a picture over 10 MB with 413, reading no more of it than the limit allows', async () => {
    const bytes = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const r = await send(upload(editor, { name: 'huge.png', bytes }));
    expect(statusOf(r)).toBe(413);
    expect(r.data).toEqual({ error: IMAGE_UPLOAD_MESSAGES.tooLarge, fieldErrors: { file: IMAGE_UPLOAD_MESSAGES.tooLarge } });
    expect(IMAGE_UPLOAD_MESSAGES.tooLarge).toBe('This picture is larger than 10 MB: please upload a smaller one');
    // A body that says it is far larger is not read at all.
    const declared = new Request(URL_, { method: 'POST', body: 'x', headers: { 'content-length': String(200 * 1024 * 1024) } });
    expect(await readBodyWithin(declared, MAX_IMAGE_BYTES)).toBe('too-large');
  });

  it('asks for a file when none is sent, and refuses a form whose CSRF token is not the session’s', async () => {
    const none = await send(upload(editor, null));
    expect(statusOf(none)).toBe(400);
    expect(none.data.fieldErrors).toEqual({ file: IMAGE_UPLOAD_MESSAGES.noFile });
    const notMultipart = await send(
      new Request(URL_, { method: 'POST', body: 'file=x', headers: { cookie: editor.cookie, 'content-type': 'text/plain' } }),
    );
    expect(statusOf(notMultipart)).toBe(400);
    const forged = await send(upload(editor, { name: 'a.png', bytes: await png() }, 'not-the-token'));
    expect(statusOf(forged)).toBe(403);
    expect(forged.data.error).toBe(CSRF_REFUSED);
  });

  it('is the plain 404 page to a host and to a restaurant manager, and the sign-in page to nobody signed in', async () => {
    const bytes = await png('#27ae60');
    for (const who of [host, manager]) {
      await expect(uploadStudioImage(context, upload(who, { name: 'a.png', bytes })), who.id).rejects.toMatchObject({
        init: { status: 404 },
      });
      await expect(loadStudioImages(context, new Request(URL_, { headers: { cookie: who.cookie } }))).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
    const anonymous = new Request(URL_, { method: 'POST', body: new FormData() });
    await expect(uploadStudioImage(context, anonymous)).rejects.toMatchObject({ status: 302 });
  });
});
