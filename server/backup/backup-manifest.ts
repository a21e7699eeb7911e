// What a backup file says about itself (product.md D13 "Backups that restore"): which
// Mesa made it, when, at which migration, and what is inside and what is not.
// Restore reads it first and refuses a file it cannot bring back whole
// (docs/decisions/047-backups.md). Pure: the I/O sits in backup.ts and restore.ts.
import { z } from 'zod';

export const BACKUP_FORMAT = 'mesa-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The database's member in the backup file: PGlite's own tarball of its data folder. */
export const DATABASE_MEMBER = 'database/pgdata.tar.gz';
export const MANIFEST_MEMBER = 'manifest.json';

/** One applied migration, as drizzle records it (`created_at` is the journal's `when`). */
export const migrationLevelSchema = z.object({
  /** How many migrations the database has applied. */
  count: z.number().int().nonnegative(),
  /** The journal's tag of the last one (`0015_report_indexes`), or null when this code does not know it. */
  tag: z.string().nullable(),
  /** Its journal time stamp: what drizzle compares. */
  when: z.number().int().nonnegative(),
});
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  mesaVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.literal('pglite'),
    member: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    migrations: migrationLevelSchema,
  }),
  /** Rows per table at the moment of the snapshot: what an operator checks after a restore. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  /** In plain words: what the file holds, and what it leaves out and where that lives. */
  inside: z.array(z.string()),
  leftOut: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** One entry of drizzle's migration journal (server/db/migrations/meta/_journal.json). */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** The tag of the migration applied last, found by its time stamp in this code's journal. */
export function levelOf(applied: { count: number; when: number }, journal: readonly JournalEntry[]): MigrationLevel {
  return { ...applied, tag: journal.find((e) => e.when === applied.when)?.tag ?? null };
}

export interface ImageCounts {
  /** content_images rows by where their bytes are (decision 037). */
  database: number;
  s3: number;
}

/** The manifest's plain-words lists, from what the snapshot found. */
export function describeContents(rows: Record<string, number>, images: ImageCounts, bucket: string | undefined) {
  const inside = [
    'the embedded database (PGlite data folder): bookings, customers, messages, staff, setups and their versions, content, the mail outbox, jobs',
    `${rows.uploaded_files ?? 0} contact-form attachment(s) (uploaded_files, in the database)`,
    `${images.database} uploaded picture(s) stored in the database (content_images)`,
  ];
  const leftOut = ['the image variant cache (IMAGE_CACHE_DIR): re-made on demand from the originals'];
  if (images.s3 > 0)
    leftOut.push(
      `${images.s3} uploaded picture(s) in the S3 bucket${bucket ? ` ${bucket}` : ''}: they stay in the bucket (back it up there)`,
    );
  leftOut.push('settings outside the database (.env, DATABASE_URL, secrets): keep them with your configuration');
  return { inside, leftOut };
}

export type ManifestCheck = { ok: true; manifest: BackupManifest } | { ok: false; reason: string };

/**
 * Whether this code can bring the backup back: a known format, and no migration this
 * code does not know (migrations only run forwards, on the next start).
 */
export function checkManifest(raw: unknown, journal: readonly JournalEntry[]): ManifestCheck {
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const head = z.object({ format: z.literal(BACKUP_FORMAT) }).safeParse(raw);
    return { ok: false, reason: head.success ? 'The backup’s manifest is damaged or incomplete.' : 'This file is not a Mesa backup.' };
  }
  const manifest = parsed.data;
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    return {
      ok: false,
      reason: `This backup was written by a newer Mesa (${manifest.mesaVersion}, format ${manifest.formatVersion}). Restore it with that version or later.`,
    };
  const { migrations } = manifest.database;
  const latest = journal.at(-1)?.when ?? 0;
  if (
    migrations.count > journal.length ||
    migrations.when > latest ||
    (migrations.count > 0 && !journal.some((e) => e.when === migrations.when))
  )
    return {
      ok: false,
      reason:
        `This backup comes from a newer Mesa (${manifest.mesaVersion}, migration ${migrations.tag ?? migrations.count}) ` +
        'than this one knows. Install that version or later, then restore.',
    };
  return { ok: true, manifest };
}
