// Responsive images (decision 028): what the server knows about one
// image of the content pack, and the immutable URLs of its variants. Pure: the
// page components and the image route build and read the same URLs from here.
// No zod here: this file reaches the browser with every page (the schema of
// `ImageSource` is in content.ts).

/** The widths a raster variant is made at; a source is never scaled up past its own width. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
/** Vector art has no width of its own: it is rasterised up to this. */
export const VECTOR_MAX_WIDTH = 1920;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageSource {
  /** First 12 hex digits of the SHA-256 of the file: a new file is a new URL. */
  hash: string;
  /** Intrinsic size (an SVG's viewBox), for width/height attributes and the aspect ratio. */
  width: number;
  height: number;
  /** The widths variants exist at, ascending. */
  widths: number[];
  /** The image's dominant colour (#rrggbb), shown while it loads. */
  colour: string;
}

/** The variant widths for a source `width` pixels wide (vector: any width). */
export function variantWidths(width: number, vector: boolean): number[] {
  const max = vector ? VECTOR_MAX_WIDTH : width;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= max);
  // A small photograph still gets one variant, at its own width.
  if (!vector && (widths.length === 0 || widths[widths.length - 1]! < width)) widths.push(Math.min(width, VECTOR_MAX_WIDTH));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** "/images/hero/home-mobile.svg" -> "home-mobile": the readable last part of a variant's URL. */
export function imageStem(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).replace(/[^A-Za-z0-9_-]/g, '-') || 'image';
}

/** "/_img/<hash>/<width>/<stem>.<format>": immutable, since the hash names the file's bytes. */
export function variantUrl(path: string, source: Pick<ImageSource, 'hash'>, width: number, format: VariantFormat): string {
  return `/_img/${source.hash}/${width}/${imageStem(path)}.${format}`;
}

/** `srcset` for one format: every width the source has. */
export function variantSrcSet(path: string, source: ImageSource, format: VariantFormat): string {
  return source.widths.map((w) => `${variantUrl(path, source, w, format)} ${w}w`).join(', ');
}

/** The fallback `src`: the variant nearest to `target` pixels wide (at least it, when one is). */
export function fallbackWidth(source: ImageSource, target = 640): number {
  return source.widths.find((w) => w >= target) ?? source.widths[source.widths.length - 1]!;
}

/** Parses a variant request's path parameters; null when the shape is wrong. */
export function parseVariantRequest(
  hash: string,
  width: string,
  file: string,
): { hash: string; width: number; format: VariantFormat } | null {
  if (!/^[0-9a-f]{12}$/.test(hash) || !/^[1-9]\d{1,3}$/.test(width)) return null;
  const format = file.slice(file.lastIndexOf('.') + 1);
  if (!(VARIANT_FORMATS as readonly string[]).includes(format)) return null;
  return { hash, width: Number(width), format: format as VariantFormat };
}
