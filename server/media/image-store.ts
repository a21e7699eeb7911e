// Where the bytes of uploaded pictures are kept (decision
// 037 "Images"): one interface, two adapters. The database store is the default and
// serves any number of instances sharing PostgreSQL; an S3-compatible bucket
// is the production choice. A picture's path names its bytes, so a path is
// written once and never changes: `put` of the same path is harmless.

export interface ImageStore {
  /** What content_images.storage records for pictures this store keeps. */
  readonly kind: 'database' | 's3';
  /** Keeps the bytes under `path` ("/images/uploads/<id>.<ext>"). The database store writes into the picture's row, made first. */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `path`, or null when none are kept there. */
  get(path: string): Promise<Buffer | null>;
}
