// The image pipeline end to end on real files: catalogue, variants made by
// sharp in both formats and at the widths offered, the disk cache, and the
// route's answers (decision 028).
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { variantUrl } from '../../contract/responsive-image.ts';
import { attachImageSources } from './attach-image-sources.ts';
import { createImageCatalogue, svgMainColour, type ImageCatalogue } from './image-catalogue.ts';
import { createVariantStore, encodeVariant, type VariantStore } from './image-variants.ts';
import { imageRoutes } from '../http/image-routes.ts';
import { makeAllVariants } from './make-all-variants.ts';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="#c0392b"/><circle cx="200" cy="150" r="60" fill="#f1c40f"/></svg>`;

let dir: string;
let contentRoot: string;
let publicRoot: string;
let cacheDir: string;
let catalogue: ImageCatalogue;

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-images-'));
  contentRoot = path.join(dir, 'content');
  publicRoot = path.join(dir, 'public');
  cacheDir = path.join(dir, 'cache');
  await mkdir(path.join(contentRoot, 'photos'), { recursive: true });
  await mkdir(path.join(publicRoot, 'hero'), { recursive: true });
  await writeFile(path.join(contentRoot, 'photos', 'bath.jpg'), await photo(1000, 500, '#2e86c1'));
  await writeFile(path.join(publicRoot, 'hero', 'home.svg'), SVG);
  await writeFile(path.join(publicRoot, 'hero', 'bath.jpg'), await photo(300, 300, '#000000'));
  catalogue = createImageCatalogue({ roots: [contentRoot, publicRoot] });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the catalogue', () => {
  it('describes a photograph an operator adds to the pack: size, widths, colour and a hash of its bytes', async () => {
    const image = await catalogue.lookup('/images/photos/bath.jpg');
    expect(image?.vector).toBe(false);
    expect(image?.source).toMatchObject({ width: 1000, height: 500, widths: [320, 480, 640, 960, 1000] });
    // The dominant colour, to sharp's 16 levels a channel: #2e86c1 comes back within one level.
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    channels(image!.source.colour).forEach((c, i) => expect(Math.abs(c - channels('#2e86c1')[i]!)).toBeLessThanOrEqual(16));
    expect(image?.source.hash).toMatch(/^[0-9a-f]{12}$/);
  });

  it('takes vector art at its viewBox and offers every width', async () => {
    const image = await catalogue.lookup('/images/hero/home.svg');
    expect(image).toMatchObject({
      vector: true,
      source: { width: 400, height: 300, widths: [320, 480, 640, 960, 1280, 1920], colour: '#c0392b' },
    });
    expect(svgMainColour('<svg><rect fill="#ABC"/><path fill="#123456"/><path stroke="#aabbcc"/></svg>')).toBe('#aabbcc');
    expect(svgMainColour('<svg/>')).toBe('#888888');
  });

  it('knows nothing outside the image folders', async () => {
    expect(await catalogue.lookup('/images/../../etc/passwd')).toBeNull();
    expect(await catalogue.lookup('/images/hero/missing.svg')).toBeNull();
    expect(await catalogue.lookup('/assets/root.css')).toBeNull();
  });

  it('finds an image by its hash, and a changed file under a new hash', async () => {
    const before = await catalogue.lookup('/images/hero/home.svg');
    await writeFile(path.join(publicRoot, 'hero', 'home.svg'), SVG.replace('#c0392b', '#27ae60'));
    const after = await catalogue.lookup('/images/hero/home.svg');
    expect(after?.source.hash).not.toBe(before?.source.hash);
    expect((await catalogue.byHash(after!.source.hash))?.path).toBe('/images/hero/home.svg');
  });

  it('lists every image, a name in the pack winning over the same name in public', async () => {
    await writeFile(path.join(contentRoot, 'home.svg'), SVG);
    expect(await catalogue.listPaths()).toEqual([
      '/images/hero/bath.jpg',
      '/images/hero/home.svg',
      '/images/home.svg',
      '/images/photos/bath.jpg',
    ]);
  });
});

describe('variants', () => {
  it('are AVIF and WebP at the width asked for, in proportion', async () => {
    const image = (await catalogue.lookup('/images/photos/bath.jpg'))!;
    const avif = await sharp(await encodeVariant(image, 480, 'avif')).metadata();
    const webp = await sharp(await encodeVariant(image, 640, 'webp')).metadata();
    expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: 480, height: 240 });
    expect(webp).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('rasterise vector art sharply at a width larger than its viewBox', async () => {
    const image = (await catalogue.lookup('/images/hero/home.svg'))!;
    expect(await sharp(await encodeVariant(image, 1280, 'webp')).metadata()).toMatchObject({ width: 1280, height: 960 });
  });

  it('are made once, kept on disk, and shared by concurrent requests', async () => {
    let encodes = 0;
    const counting: typeof encodeVariant = (...args) => {
      encodes += 1;
      return encodeVariant(...args);
    };
    const image = (await catalogue.lookup('/images/photos/bath.jpg'))!;
    const store = createVariantStore(cacheDir, counting);
    const [a, b] = await Promise.all([store.get(image, 320, 'webp'), store.get(image, 320, 'webp')]);
    expect(encodes).toBe(1);
    expect(a.equals(b)).toBe(true);
    expect(await readdir(cacheDir)).toEqual([`${image.source.hash}-320.webp`]);
    // A new store (another instance, or after a restart) reads the folder instead of encoding again.
    const again = await createVariantStore(cacheDir, counting).get(image, 320, 'webp');
    expect(encodes).toBe(1);
    expect(again.equals(a)).toBe(true);
  });
});

describe('making every variant ahead of visitors', () => {
  it('makes each width of each image in both formats, once', async () => {
    const store = createVariantStore(cacheDir);
    const only = (p: string) => p.endsWith('.jpg');
    // bath.jpg in the pack: 1000 px wide, 5 widths; hero/bath.jpg: 300 px, one.
    expect(await makeAllVariants(catalogue, store, only)).toEqual({ images: 2, variants: 12 });
    expect((await readdir(cacheDir)).length).toBe(12);
  });
});

describe('GET /_img/…', () => {
  let variants: VariantStore;

  beforeEach(async () => {
    variants = createVariantStore(cacheDir);
  });

  const serve = async () => {
    const server = Fastify();
    await server.register(imageRoutes, { catalogue, variants });
    return server;
  };

  it('answers a variant with its type and a year-long immutable cache, and 304 to its ETag', async () => {
    const server = await serve();
    const image = (await catalogue.lookup('/images/photos/bath.jpg'))!;
    const url = variantUrl(image.path, image.source, 640, 'avif');
    const res = await server.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const again = await server.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await server.close();
  });

  it('finds an image by its hash after a restart (a page cached before it)', async () => {
    const image = (await catalogue.lookup('/images/hero/home.svg'))!;
    catalogue = createImageCatalogue({ roots: [contentRoot, publicRoot] });
    const server = await serve();
    const res = await server.inject(variantUrl(image.path, image.source, 320, 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    await server.close();
  });

  it('refuses a width not offered, a format not made, an unknown hash and the old bytes of a changed file', async () => {
    const server = await serve();
    const image = (await catalogue.lookup('/images/photos/bath.jpg'))!;
    const urls = [
      variantUrl(image.path, image.source, 1280, 'avif'), // larger than the photograph
      `/_img/${image.source.hash}/640/bath.gif`,
      '/_img/000000000000/640/bath.avif',
      `/_img/${image.source.hash}/abc/bath.avif`,
    ];
    for (const url of urls) expect((await server.inject(url)).statusCode, url).toBe(404);
    await writeFile(path.join(contentRoot, 'photos', 'bath.jpg'), await photo(1000, 500, '#ffffff'));
    const stale = await server.inject(variantUrl(image.path, image.source, 640, 'avif'));
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['cache-control']).toBe('no-store');
    await server.close();
  });
});

describe('documents', () => {
  it("get each image's sources; an image the pipeline does not know keeps its plain files", async () => {
    const doc = {
      title: 'Bath',
      image: { desktop: '/images/photos/bath.jpg', mobile: '/images/hero/home.svg', alt: 'The dining room' },
      tiles: [{ backgroundImage: { desktop: '/images/none.png', mobile: '/images/none.png', alt: '' } }],
    };
    const out = await attachImageSources(doc, catalogue);
    expect(out.image).toMatchObject({ sources: { desktop: { width: 1000 }, mobile: { width: 400 } } });
    expect(out.tiles[0]!.backgroundImage).toEqual(doc.tiles[0]!.backgroundImage);
    expect(doc.image).not.toHaveProperty('sources');
  });
});

describe('pictures uploaded in the studio', () => {
  /** A picture store in memory, as the catalogue reads it (server/media/image-uploads.ts gives the real one). */
  function uploadsOf(files: Record<string, Buffer>) {
    const reads: string[] = [];
    return {
      reads,
      source: {
        get: async (p: string) => {
          reads.push(p);
          return files[p] ?? null;
        },
        paths: async () => Object.keys(files),
        pathOfHash: async (hash: string) => Object.keys(files).find((p) => p.startsWith(`/images/uploads/${hash}`)) ?? null,
      },
    };
  }

  it('are found after the pack folders, by their path, with variants and a URL that finds them after a restart', async () => {
    const bytes = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#27ae60' } })
      .avif()
      .toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    const uploaded = `/images/uploads/${hash.slice(0, 24)}.avif`;
    const store = uploadsOf({ [uploaded]: bytes });
    catalogue = createImageCatalogue({ roots: [contentRoot, publicRoot], uploads: store.source });
    const image = (await catalogue.lookup(uploaded))!;
    expect(image.source).toMatchObject({ hash: hash.slice(0, 12), width: 700, height: 350, widths: [320, 480, 640, 700] });
    expect(await catalogue.listPaths()).toContain(uploaded);
    expect(await sharp(await encodeVariant(image, 320, 'webp')).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });

    // Another instance (a new catalogue) answers the variant's URL from the hash alone, without scanning.
    catalogue = createImageCatalogue({ roots: [contentRoot, publicRoot], uploads: uploadsOf({ [uploaded]: bytes }).source });
    const server = Fastify();
    await server.register(imageRoutes, { catalogue, variants: createVariantStore(cacheDir) });
    const res = await server.inject(variantUrl(uploaded, image.source, 480, 'avif'));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
    await server.close();
  });

  it('are not looked for outside /images/uploads/, and a picture not (yet) in the store is asked for again', async () => {
    const store = uploadsOf({});
    catalogue = createImageCatalogue({ roots: [contentRoot, publicRoot], uploads: store.source });
    expect(await catalogue.lookup('/images/hero/missing.png')).toBeNull();
    expect(store.reads).toEqual([]);
    const later = '/images/uploads/0123456789abcdef01234567.png';
    expect(await catalogue.lookup(later)).toBeNull();
    expect(await catalogue.lookup(later)).toBeNull();
    expect(store.reads).toEqual([later, later]);
  });
});
