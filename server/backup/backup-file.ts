// The backup file's bytes (docs/decisions/047-backups.md): a zip holding
// `manifest.json` and PGlite's tarball of the data folder, so `unzip -l` shows
// what is inside. The tarball is gzipped already, so it is stored, not deflated
// again. Pure: bytes in, bytes out.
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { DATABASE_MEMBER, MANIFEST_MEMBER, type BackupManifest } from './backup-manifest.ts';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function packBackup(manifest: BackupManifest, database: Uint8Array): Uint8Array {
  return zipSync({
    [MANIFEST_MEMBER]: [strToU8(`${JSON.stringify(manifest, null, 2)}\n`), { level: 6 }],
    [manifest.database.member]: [database, { level: 0 }],
  });
}

export type UnpackedBackup = { ok: true; manifest: unknown; database: Uint8Array | undefined } | { ok: false; reason: string };

/** The manifest (unchecked: backup-manifest.ts checks it) and the database member named by it, if present. */
export function unpackBackup(bytes: Uint8Array): UnpackedBackup {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return { ok: false, reason: 'This file is not a Mesa backup (not a zip file, or cut short).' };
  }
  const manifestBytes = files[MANIFEST_MEMBER];
  if (!manifestBytes) return { ok: false, reason: 'This file is not a Mesa backup (no manifest.json inside).' };
  let manifest: unknown;
  try {
    manifest = JSON.parse(strFromU8(manifestBytes));
  } catch {
    return { ok: false, reason: 'The backup’s manifest.json is not readable JSON.' };
  }
  const member = (manifest as { database?: { member?: unknown } } | null)?.database?.member;
  return { ok: true, manifest, database: files[typeof member === 'string' ? member : DATABASE_MEMBER] };
}

/** The database member is the one the manifest describes (size and SHA-256), or the reason it is not. */
export function checkDatabaseMember(manifest: BackupManifest, database: Uint8Array | undefined): string | null {
  if (!database) return `The backup has no ${manifest.database.member}: it is incomplete.`;
  if (database.length !== manifest.database.bytes || sha256(database) !== manifest.database.sha256)
    return `The backup’s ${manifest.database.member} does not match its manifest (damaged in transfer?).`;
  return null;
}
