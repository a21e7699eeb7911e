// Decision 037: the S3 adapter against a local server that speaks the S3
// protocol (s3rver: signed requests checked, objects on disk), on a random port.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwAwayDatabase } from '../../tests/support/test-app.ts';
import { contentImages } from '../db/schema.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createS3ImageStore } from './s3-image-store.ts';

const BUCKET = 'mesa-images';
// s3rver's own credentials: the requests are signed (Signature Version 4) as for AWS.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let dir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const store = (overrides: Partial<Parameters<typeof createS3ImageStore>[0]> = {}) =>
  createS3ImageStore({ bucket: BUCKET, region: 'eu-west-2', endpoint, forcePathStyle: true, credentials: CREDENTIALS, ...overrides });

describe('the S3 picture store', () => {
  it('keeps a picture under its path and gives back the same bytes, to another client too', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const one = store();
    await one.put('/images/uploads/0123456789abcdef01234567.png', bytes, 'image/png');
    const other = store();
    const back = await other.get('/images/uploads/0123456789abcdef01234567.png');
    expect(back?.equals(bytes)).toBe(true);
    expect(await sharp(back!).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    // A second put of the same path (the same picture uploaded again) is harmless.
    await one.put('/images/uploads/0123456789abcdef01234567.png', bytes, 'image/png');
    expect((await other.get('/images/uploads/0123456789abcdef01234567.png'))?.equals(bytes)).toBe(true);
    one.close();
    other.close();
  });

  it('answers null for a path it does not hold', async () => {
    const s = store();
    expect(await s.get('/images/uploads/ffffffffffffffffffffffff.jpg')).toBeNull();
    s.close();
  });

  it('fails loudly for a bucket that does not exist, rather than answering nothing', async () => {
    const noBucket = store({ bucket: 'no-such-bucket' });
    await expect(noBucket.put('/images/uploads/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/bucket/i);
    await expect(noBucket.get('/images/uploads/a.png')).rejects.toThrow(/bucket/i);
    noBucket.close();
  });
});

describe('S3_BUCKET in the composition root', () => {
  it('sends uploads to the bucket: the row keeps no bytes, and the image pipeline reads the picture from there', async () => {
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
    const database = throwAwayDatabase(env);
    const services = await database.start();
    try {
      const editor: StaffMember = {
        id: 's1',
        email: 'e@example.com',
        name: 'Esme Editor',
        role: 'content-editor',
        disabled: false,
        restaurants: [],
      };
      const bytes = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#1abc9c' } })
        .webp()
        .toBuffer();
      const image = await services.images.uploads.upload(editor, { name: 'sea.webp', bytes });
      const [row] = await services.database.db.select().from(contentImages).where(eq(contentImages.path, image.path));
      expect(row).toMatchObject({ storage: 's3', bytes: null, contentType: 'image/webp' });
      const inBucket = store();
      expect((await inBucket.get(image.path))?.equals(bytes)).toBe(true);
      inBucket.close();
      expect((await services.images.catalogue.lookup(image.path))?.source).toMatchObject({ width: 500, height: 250 });
    } finally {
      await database.drop(services.database.db);
      await services.database.close();
    }
  });
});
