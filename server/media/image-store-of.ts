// The picture store a configuration asks for (decision 037), for the server and `npm run images`.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createDatabaseImageStore } from './database-image-store.ts';
import type { ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/** Where uploaded pictures are kept (decision 037): an S3-compatible bucket when S3_BUCKET is set, else the database. */
export function imageStoreOf(config: Config, db: Db): ImageStore {
  if (!config.S3_BUCKET) return createDatabaseImageStore(db);
  return createS3ImageStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}
