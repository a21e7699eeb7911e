// Gives every image a content document names ({ desktop, mobile, alt }) the
// pipeline's facts about its two files (decision 028), so a page can offer
// responsive variants. An image the pipeline cannot read keeps its plain files.
import type { ImageCatalogue } from './image-catalogue.ts';

type Json = unknown;

const isImage = (v: Record<string, unknown>): v is { desktop: string; mobile: string; alt: string } =>
  typeof v.desktop === 'string' && typeof v.mobile === 'string' && typeof v.alt === 'string' && v.desktop.startsWith('/images/');

/** A copy of `doc` with `sources` on each image; documents without images come back equal. */
export async function attachImageSources<T>(doc: T, catalogue: ImageCatalogue): Promise<T> {
  async function walk(value: Json): Promise<Json> {
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (isImage(record)) {
      const [desktop, mobile] = await Promise.all([catalogue.lookup(record.desktop), catalogue.lookup(record.mobile)]);
      return desktop && mobile ? { ...record, sources: { desktop: desktop.source, mobile: mobile.source } } : record;
    }
    const entries = await Promise.all(Object.entries(record).map(async ([k, v]) => [k, await walk(v)] as const));
    return Object.fromEntries(entries);
  }
  return (await walk(doc)) as T;
}
