// The production picture store (decision 037): an S3-compatible bucket (AWS S3,
// Cloudflare R2, MinIO, Backblaze B2, …) through the AWS SDK, so any number of
// instances read the same bytes without the database carrying them. The key is
// the picture's path without its leading slash ("images/uploads/<id>.png").
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ImageStore } from './image-store.ts';

export interface S3ImageStoreOptions {
  bucket: string;
  region: string;
  /** A service other than AWS (MinIO, R2, a local test server); AWS's own when absent. */
  endpoint?: string;
  /** Keys in the URL's path rather than the host name: most self-hosted services want it. */
  forcePathStyle?: boolean;
  /** Without them the SDK's own chain is used (the instance's role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const keyOf = (path: string) => path.replace(/^\/+/, '');

export function createS3ImageStore(opts: S3ImageStoreOptions): ImageStore & { close(): void } {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? false,
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
    // Checksums only where the protocol needs them: S3-compatible services do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(path, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: keyOf(path),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // The path names the bytes: they never change under it.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(path) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: keyOf(path) }));
        if (!reply.Body) return null;
        return Buffer.from(await reply.Body.transformToByteArray());
      } catch (err) {
        // Only a missing object is "not here": a missing bucket or a refusal is a fault to see.
        if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null;
        throw err;
      }
    },
    close: () => client.destroy(),
  };
}
