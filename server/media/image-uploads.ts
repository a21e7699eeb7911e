// Pictures uploaded in the content studio (decision 037 "Images"): checked
// (check-image.ts), named by the hash of their bytes, recorded in
// content_images with who uploaded them and audited, and kept by the store
// chosen in the composition root (decision 037). The same picture uploaded
// twice is one row and one file. Only the chain's content editors and admins
// upload; to anyone else the studio's pictures do not exist.
import { createHash } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { STUDIO_MESSAGES } from '../../contract/content-studio.ts';
import { UPLOAD_IMAGE_INFO, type UploadedImage } from '../../contract/studio-images.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { contentImages } from '../db/schema.ts';
import { notFound } from '../domain/domain-error.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { safeFileStem } from '../uploads/file-kind.ts';
import { checkImage } from './check-image.ts';
import type { ImageStore } from './image-store.ts';

export interface ImageUploadDeps {
  db: Db;
  store: ImageStore;
  clock: () => Date;
}

export interface IncomingImage {
  /** The name the file came with: kept, cleaned, to tell pictures apart in the studio. */
  name: string;
  bytes: Buffer;
}

/** 24 hex digits of the SHA-256 of the bytes: its first 12 are the image pipeline's hash (decision 028). */
const idOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

const listed = { path: contentImages.path, width: contentImages.width, height: contentImages.height, fileName: contentImages.fileName };

export function createImageUploads({ db, store, clock }: ImageUploadDeps) {
  function allow(actor: StaffMember): void {
    if (!can(actor, 'content.edit')) throw notFound(STUDIO_MESSAGES.notFound);
  }

  return {
    async upload(actor: StaffMember, file: IncomingImage): Promise<UploadedImage> {
      allow(actor);
      const checked = await checkImage(file.bytes);
      const info = UPLOAD_IMAGE_INFO[checked.kind];
      const id = idOf(file.bytes);
      const path = `/images/uploads/${id}.${info.extension}`;
      const fileName = `${safeFileStem(file.name) || 'picture'}.${info.extension}`;
      const at = clock();
      // The row (and its audit entry) first, in one short transaction; the bytes after it, outside any
      // transaction (a bucket is a network call). A repeat of the same picture writes its bytes again, harmlessly.
      const made = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(contentImages)
          .values({
            id,
            path,
            contentType: info.contentType,
            width: checked.width,
            height: checked.height,
            byteSize: file.bytes.length,
            fileName,
            storage: store.kind,
            staffId: actor.id,
            actor: actor.name,
            uploadedAt: at,
          })
          .onConflictDoNothing({ target: contentImages.path })
          .returning(listed);
        if (rows[0])
          await recordAudit(tx, {
            actor: { staffId: actor.id, name: actor.name },
            at,
            storeId: null,
            entity: 'content',
            entityId: `image:${path}`,
            action: 'upload',
            after: { path, fileName, width: checked.width, height: checked.height, bytes: file.bytes.length },
          });
        return rows[0] ?? (await tx.select(listed).from(contentImages).where(eq(contentImages.path, path)))[0]!;
      });
      await store.put(path, file.bytes, info.contentType);
      return made;
    },

    /** The uploaded pictures, newest first: what the studio's image field offers. */
    async list(actor: StaffMember): Promise<UploadedImage[]> {
      allow(actor);
      return db.select(listed).from(contentImages).orderBy(desc(contentImages.uploadedAt), contentImages.path).limit(500);
    },

    /** What the image pipeline reads of uploaded pictures (image-catalogue.ts), for any page on any instance. */
    library: {
      get: (path: string) => store.get(path),
      async paths(): Promise<string[]> {
        return (await db.select({ path: contentImages.path }).from(contentImages)).map((r) => r.path);
      },
      /** The uploaded picture whose bytes hash to `hash` (12 hex digits), found by its id. */
      async pathOfHash(hash: string): Promise<string | null> {
        if (!/^[0-9a-f]{12}$/.test(hash)) return null;
        const [row] = await db
          .select({ path: contentImages.path })
          .from(contentImages)
          .where(like(contentImages.id, `${hash}%`))
          .limit(1);
        return row?.path ?? null;
      },
    },
  };
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
export type UploadedImageLibrary = ImageUploads['library'];
