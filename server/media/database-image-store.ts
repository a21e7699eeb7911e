// The default picture store (decision 037): the bytes in the picture's own row
// of content_images, so every instance that shares the database reads them and
// a database backup holds them. Nothing to configure.
import { eq } from 'drizzle-orm';
import type { Runner } from '../db/runner.ts';
import { contentImages } from '../db/schema.ts';
import type { ImageStore } from './image-store.ts';

export function createDatabaseImageStore(db: Runner): ImageStore {
  return {
    kind: 'database',
    async put(path, bytes) {
      const written = await db.update(contentImages).set({ bytes }).where(eq(contentImages.path, path)).returning({ id: contentImages.id });
      if (!written.length) throw new Error(`no content_images row for ${path}: the upload writes the row before the bytes`);
    },
    async get(path) {
      const [row] = await db.select({ bytes: contentImages.bytes }).from(contentImages).where(eq(contentImages.path, path));
      return row?.bytes ? Buffer.from(row.bytes) : null;
    },
  };
}
