// Decision 037 "Images": uploads checked by their bytes, kept in the database
// store (the default), named by their hash, once, audited, and found by the
// image pipeline on every instance. On PGlite, and on PostgreSQL with two
// instances when TEST_DATABASE_URL is set.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '../../contract/responsive-image.ts';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '../../contract/studio-images.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { auditLog, contentImages } from '../db/schema.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createDatabaseImageStore } from './database-image-store.ts';

const member = (role: StaffMember['role'], restaurants: string[] = []): StaffMember => ({
  id: `staff-${role}`,
  email: `${role}@example.com`,
  name: role === 'content-editor' ? 'Esme Editor' : 'Someone Else',
  role,
  disabled: false,
  restaurants,
});
const EDITOR = member('content-editor');

const photo = (colour: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

const uploads = () => s.services[0]!.images.uploads;
const last = () => s.services[s.services.length - 1]!;

describe(`uploaded pictures in the database store (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('keeps a PNG under the hash of its bytes, with its size, and gives the same bytes back', async () => {
    const bytes = await photo('#2e86c1');
    const image = await uploads().upload(EDITOR, { name: '../../Terrace at dusk.PNG', bytes });
    expect(image).toMatchObject({ width: 900, height: 600, fileName: 'Terrace at dusk.png' });
    expect(image.path).toMatch(/^\/images\/uploads\/[0-9a-f]{24}\.png$/);
    const store = createDatabaseImageStore(last().database.db);
    expect((await store.get(image.path))?.equals(bytes)).toBe(true);
    expect(await store.get('/images/uploads/000000000000000000000000.png')).toBeNull();
    const [row] = await last().database.db.select().from(contentImages).where(eq(contentImages.path, image.path));
    expect(row).toMatchObject({ contentType: 'image/png', byteSize: bytes.length, storage: 'database', actor: 'Esme Editor' });
  });

  it('makes one row, one file and one audit entry of the same picture uploaded twice', async () => {
    const bytes = await photo('#8e44ad', 320, 200);
    const first = await uploads().upload(EDITOR, { name: 'a.png', bytes });
    const again = await last().images.uploads.upload(EDITOR, { name: 'b.png', bytes });
    expect(again).toEqual(first);
    const db = last().database.db;
    expect(await db.select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.path, first.path))).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, `image:${first.path}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'upload', actor: 'Esme Editor', staffId: EDITOR.id });
    expect((await uploads().list(EDITOR)).filter((i) => i.path === first.path)).toHaveLength(1);
  });

  it('refuses SVG, other files, damaged pictures and oversize ones, each with its message and field', async () => {
    const png = await photo('#16a085');
    const cases: [string, Buffer, string, string][] = [
      [
        'drawing.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'unsupported-media',
        IMAGE_UPLOAD_MESSAGES.svg,
      ],
      ['animation.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'unsupported-media', IMAGE_UPLOAD_MESSAGES.badType],
      ['menu.pdf', Buffer.from('%PDF-1.7\n'), 'unsupported-media', IMAGE_UPLOAD_MESSAGES.badType],
      ['cut.png', png.subarray(0, 60), 'unsupported-media', IMAGE_UPLOAD_MESSAGES.unreadable],
      ['empty.png', Buffer.alloc(0), 'invalid', IMAGE_UPLOAD_MESSAGES.noFile],
      ['huge.png', Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]), 'too-large', IMAGE_UPLOAD_MESSAGES.tooLarge],
    ];
    for (const [name, bytes, kind, message] of cases)
      await expect(uploads().upload(EDITOR, { name, bytes }), name).rejects.toMatchObject({ kind, message, field: 'file' });
    expect(IMAGE_UPLOAD_MESSAGES.badType).toContain('JPEG, PNG, WebP or AVIF');
  });

  it('takes JPEG, WebP and AVIF as well, by their bytes whatever their names say', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#d35400' } });
    for (const [format, ext] of [
      ['jpeg', 'jpg'],
      ['webp', 'webp'],
      ['avif', 'avif'],
    ] as const) {
      const image = await uploads().upload(EDITOR, { name: 'photo.png', bytes: await base.clone().toFormat(format).toBuffer() });
      expect(image.path.endsWith(`.${ext}`), format).toBe(true);
      expect(image.fileName).toBe(`photo.${ext}`);
    }
  });

  it('is for the chain’s content editors and admins: to a manager or a host the pictures do not exist', async () => {
    const bytes = await photo('#c0392b', 40, 40);
    for (const someone of [member('manager', ['1002']), member('host', ['1002']), { ...EDITOR, disabled: true }]) {
      await expect(uploads().upload(someone, { name: 'x.png', bytes })).rejects.toMatchObject({ kind: 'not-found' });
      await expect(uploads().list(someone)).rejects.toMatchObject({ kind: 'not-found' });
    }
    expect(await uploads().upload(member('chain-admin'), { name: 'x.png', bytes })).toMatchObject({ width: 40 });
  });

  it('is found by the image pipeline of another instance, variants and all', async () => {
    const bytes = await photo('#f1c40f', 1000, 500);
    const image = await uploads().upload(EDITOR, { name: 'sun.png', bytes });
    const found = (await last().images.catalogue.lookup(image.path))!;
    expect(found.source).toMatchObject({ width: 1000, height: 500, widths: [320, 480, 640, 960, 1000] });
    const res = await s.apps[s.apps.length - 1]!.inject(variantUrl(image.path, found.source, 320, 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
