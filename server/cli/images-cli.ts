// `npm run images`: makes every responsive variant of the content pack's images
// and of the pictures uploaded in the studio (decision 037 "Images")
// into IMAGE_CACHE_DIR (decision 028), so no visitor waits for an encode. The
// uploads are read from the picture store (the database or the bucket); an
// embedded database a running server holds cannot be opened, so then only the
// pack's images are made, and the command says so. `-- --uploads` makes the
// uploads' only (quick: after editors upload, without a deploy).
import path from 'node:path';
import { UPLOADED_IMAGE_PATH } from '../../contract/studio-images.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DatabaseInUseError } from '../db/pglite-lock.ts';
import { createImageCatalogue, DEFAULT_IMAGE_ROOTS } from '../images/image-catalogue.ts';
import { createVariantStore } from '../images/image-variants.ts';
import { makeAllVariants } from '../images/make-all-variants.ts';
import { createImageUploads } from '../media/image-uploads.ts';
import { imageStoreOf } from '../media/image-store-of.ts';

const USAGE = 'Usage: npm run images [-- --uploads]';
const args = process.argv.slice(2);
if (args.some((a) => a !== '--uploads')) {
  console.error(USAGE);
  process.exit(args.includes('--help') ? 0 : 1);
}
const uploadsOnly = args.includes('--uploads');
const config = loadConfig();
const started = performance.now();

async function openUploads(): Promise<Database | null> {
  try {
    return await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolSize: 2 });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.warn(`${err.message}\nMaking the content pack's images only: uploaded pictures get their variants on their first request.`);
    return null;
  }
}

const database = await openUploads();
try {
  const uploads = database
    ? createImageUploads({ db: database.db, store: imageStoreOf(config, database.db), clock: () => new Date() }).library
    : undefined;
  const catalogue = createImageCatalogue({ roots: DEFAULT_IMAGE_ROOTS, ...(uploads ? { uploads } : {}) });
  const only = uploadsOnly ? (imagePath: string) => UPLOADED_IMAGE_PATH.test(imagePath) : undefined;
  const result = await makeAllVariants(catalogue, createVariantStore(path.resolve(config.IMAGE_CACHE_DIR)), only);
  console.log(
    `${result.images} ${uploadsOnly ? 'uploaded pictures' : `images${database ? ', uploads included' : ''}`}, ${result.variants} variants in ${config.IMAGE_CACHE_DIR} (${Math.round(performance.now() - started)} ms)`,
  );
} finally {
  await database?.close();
}
