// `npm run images`: makes every responsive variant of the content pack's images
// into IMAGE_CACHE_DIR (decision 028), so no visitor waits for an encode.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createImageCatalogue } from '../images/image-catalogue.ts';
import { createVariantStore } from '../images/image-variants.ts';
import { makeAllVariants } from '../images/make-all-variants.ts';

const config = loadConfig();
const started = performance.now();
const result = await makeAllVariants(createImageCatalogue(), createVariantStore(path.resolve(config.IMAGE_CACHE_DIR)));
console.log(
  `${result.images} images, ${result.variants} variants in ${config.IMAGE_CACHE_DIR} (${Math.round(performance.now() - started)} ms)`,
);
