// Makes and keeps the responsive variants of an image (decision 028): AVIF or
// WebP at one width, made by sharp the first time it is asked for, written to
// the cache folder (write-then-rename, so a crash never leaves half a file and
// several instances can share the folder) and read from there afterwards.
// Concurrent requests for one variant share one encode.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { VariantFormat } from '../../contract/responsive-image.ts';
import type { CataloguedImage } from './image-catalogue.ts';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Encoder settings: effort kept low so a first request is answered in well under a second. */
const ENCODE = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;

/** One variant's bytes, made from the source file. */
export async function encodeVariant(image: CataloguedImage, width: number, format: VariantFormat): Promise<Buffer> {
  // SVG is rasterised at the density that gives `width` pixels, so lines stay sharp.
  const density = image.vector ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / image.source.width))) : undefined;
  const pipeline = sharp(await image.read(), density ? { density } : {})
    .rotate() // honour a photograph's EXIF orientation
    .resize({ width, withoutEnlargement: !image.vector });
  return format === 'avif' ? pipeline.avif(ENCODE.avif).toBuffer() : pipeline.webp(ENCODE.webp).toBuffer();
}

export interface VariantStore {
  /** The variant's bytes, from the cache folder or newly made. */
  get(image: CataloguedImage, width: number, format: VariantFormat): Promise<Buffer>;
}

export function createVariantStore(dir: string, encode = encodeVariant): VariantStore {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function make(image: CataloguedImage, width: number, format: VariantFormat, file: string): Promise<Buffer> {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const bytes = await encode(image, width, format);
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }

  return {
    get(image, width, format) {
      const file = path.join(dir, `${image.source.hash}-${width}.${format}`);
      const pending = inFlight.get(file);
      if (pending) return pending;
      const made = make(image, width, format, file).finally(() => inFlight.delete(file));
      inFlight.set(file, made);
      return made;
    },
  };
}
