// Makes every variant of every image ahead of the first visitor (decision
// 028): for a deployment step or the benchmarks. One encode at a time, so a
// running server on the same machine keeps its cores.
import { VARIANT_FORMATS } from '../../contract/responsive-image.ts';
import type { ImageCatalogue } from './image-catalogue.ts';
import type { VariantStore } from './image-variants.ts';

export async function makeAllVariants(catalogue: ImageCatalogue, variants: VariantStore, only?: (path: string) => boolean) {
  let made = 0;
  let images = 0;
  for (const imagePath of await catalogue.listPaths()) {
    if (only && !only(imagePath)) continue;
    const image = await catalogue.lookup(imagePath);
    if (!image) continue;
    images += 1;
    for (const width of image.source.widths) {
      for (const format of VARIANT_FORMATS) {
        await variants.get(image, width, format);
        made += 1;
      }
    }
  }
  return { images, variants: made };
}
