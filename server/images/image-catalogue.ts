// What the image pipeline knows of each image of the content pack (decision
// 027): its file, the hash of its bytes, its intrinsic size, the widths its
// variants are made at and its dominant colour. Images are looked up by the
// "/images/…" path a document names: first in the pack's own `content/images/`
// (photographs an operator adds), then in `public/images/` (the demo's art),
// then among the pictures uploaded in the studio (decision 037 "Images"), whose
// bytes every instance reads from the picture store (decision 037).
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOADED_IMAGE_PATH } from '../../contract/studio-images.ts';
import { variantWidths, type ImageSource } from '../../contract/responsive-image.ts';

export interface CataloguedImage {
  /** "/images/hero/home.svg" */
  path: string;
  vector: boolean;
  source: ImageSource;
  /** The source's bytes, from its file or the picture store. */
  read(): Promise<Buffer>;
}

/** The studio's uploaded pictures (server/media/image-uploads.ts), as the catalogue reads them. */
export interface UploadedImageSource {
  get(path: string): Promise<Buffer | null>;
  paths(): Promise<string[]>;
  /** The uploaded picture whose bytes hash to `hash`: its name holds the hash, so no scan is needed. */
  pathOfHash(hash: string): Promise<string | null>;
}

export interface ImageCatalogueOptions {
  /** Folders that hold "/images/…", searched in order. */
  roots: string[];
  /** Looked in after the folders: "/images/uploads/<id>.<ext>". */
  uploads?: UploadedImageSource;
}

export const DEFAULT_IMAGE_ROOTS = [path.resolve('content/images'), path.resolve('public/images')];
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** A photograph's dominant colour, read from a thumbnail (decoding the whole file for it costs far more). */
async function rasterMainColour(bytes: Buffer): Promise<string> {
  const thumb = await sharp(bytes).resize(32, 32, { fit: 'inside' }).png().toBuffer();
  const { r, g, b } = (await sharp(thumb).stats()).dominant;
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Vector art's most used colour, from its text: rasterising it to measure costs ~100 ms an image. */
export function svgMainColour(svg: string): string {
  const counts = new Map<string, number>();
  for (const [, c] of svg.matchAll(/#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g)) {
    const full = (c!.length === 3 ? [...c!].map((d) => d + d).join('') : c!).toLowerCase();
    counts.set(full, (counts.get(full) ?? 0) + 1);
  }
  let best = '888888';
  let most = 0;
  for (const [c, n] of counts) if (n > most) [best, most] = [c, n];
  return `#${best}`;
}

async function describe(imagePath: string, bytes: Buffer, read: () => Promise<Buffer>): Promise<CataloguedImage> {
  const vector = /\.svg$/i.test(imagePath);
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const colour = vector ? svgMainColour(bytes.toString('utf8')) : await rasterMainColour(bytes);
  return {
    path: imagePath,
    read,
    vector,
    source: {
      hash: createHash('sha256').update(bytes).digest('hex').slice(0, 12),
      width,
      height,
      widths: variantWidths(width, vector),
      colour,
    },
  };
}

export function createImageCatalogue(opts: ImageCatalogueOptions = { roots: DEFAULT_IMAGE_ROOTS }) {
  /** By path; an entry is kept while the file's size and mtime are unchanged. */
  const byPath = new Map<string, { key: string; image: Promise<CataloguedImage | null> }>();
  const byHash = new Map<string, CataloguedImage>();
  // A request for an unknown hash may scan the folders, but not more than once in this long.
  const RESCAN_MS = 5000;
  let lastScan = -Infinity;

  async function locate(imagePath: string): Promise<{ file: string; key: string } | null> {
    if (!imagePath.startsWith('/images/') || imagePath.includes('..') || !IMAGE_FILE.test(imagePath)) return null;
    for (const root of opts.roots) {
      const file = path.join(root, imagePath.slice('/images/'.length));
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return { file, key: `${file}:${info.size}:${info.mtimeMs}` };
    }
    return null;
  }

  /** One check per path at a time: a document names the same art many times, and they arrive together. */
  const pending = new Map<string, Promise<CataloguedImage | null>>();
  function lookup(imagePath: string): Promise<CataloguedImage | null> {
    const inFlight = pending.get(imagePath);
    if (inFlight) return inFlight;
    const run = lookupNow(imagePath).finally(() => pending.delete(imagePath));
    pending.set(imagePath, run);
    return run;
  }

  async function lookupNow(imagePath: string): Promise<CataloguedImage | null> {
    const found = await locate(imagePath);
    if (!found) return lookupUpload(imagePath);
    const known = byPath.get(imagePath);
    if (known?.key === found.key) return known.image;
    const read = () => readFile(found.file);
    return remember(
      imagePath,
      found.key,
      read().then((bytes) => describe(imagePath, bytes, read)),
    );
  }

  /** An uploaded picture: its path names its bytes, so once found it is known for good. */
  async function lookupUpload(imagePath: string): Promise<CataloguedImage | null> {
    const { uploads } = opts;
    if (!uploads || !UPLOADED_IMAGE_PATH.test(imagePath)) return null;
    const known = byPath.get(imagePath);
    if (known) return known.image;
    // The store unreachable or the bytes not written yet: not known now, asked again next time.
    const bytes = await uploads.get(imagePath).catch(() => null);
    if (!bytes) return null;
    const read = async () => {
      const again = await uploads.get(imagePath);
      if (!again) throw new Error(`${imagePath} is no longer in the picture store`);
      return again;
    };
    return remember(imagePath, 'upload', describe(imagePath, bytes, read));
  }

  function remember(imagePath: string, key: string, described: Promise<CataloguedImage>): Promise<CataloguedImage | null> {
    const image = described.then(
      (known) => {
        byHash.set(known.source.hash, known);
        return known;
      },
      () => null, // not an image sharp can read: the page falls back to the plain file
    );
    byPath.set(imagePath, { key, image });
    return image;
  }

  /** Every image under the roots ("/images/…" paths), the first root winning a name. */
  async function listPaths(): Promise<string[]> {
    const paths = new Set<string>();
    for (const root of opts.roots) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (!e.isFile() || !IMAGE_FILE.test(e.name)) continue;
        const relative = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        paths.add(`/images/${relative}`);
      }
    }
    for (const uploaded of (await opts.uploads?.paths()) ?? []) paths.add(uploaded);
    return [...paths].sort();
  }

  return {
    lookup,
    listPaths,
    /** The image whose bytes hash to `hash`, scanning the roots once when it is not known yet. */
    async byHash(hash: string): Promise<CataloguedImage | null> {
      const known = byHash.get(hash);
      if (known) return known;
      const uploaded = await opts.uploads?.pathOfHash(hash).catch(() => null);
      if (uploaded) {
        const image = await lookup(uploaded);
        if (image?.source.hash === hash) return image;
      }
      if (Date.now() - lastScan < RESCAN_MS) return null;
      lastScan = Date.now();
      await Promise.all((await listPaths()).map(lookup));
      return byHash.get(hash) ?? null;
    },
  };
}

export type ImageCatalogue = ReturnType<typeof createImageCatalogue>;
