// Restore reads the manifest first (product.md D13 "Backups that restore"): a file it
// cannot bring back whole is refused with the reason, before anything is touched.
import { describe, expect, it } from 'vitest';
import { checkDatabaseMember, packBackup, sha256, unpackBackup } from './backup-file.ts';
import { BACKUP_FORMAT, DATABASE_MEMBER, checkManifest, describeContents, levelOf, type BackupManifest } from './backup-manifest.ts';

const journal = [
  { tag: '0000_content', when: 1000 },
  { tag: '0001_booking_and_mail', when: 2000 },
];
const database = new TextEncoder().encode('a gzipped tarball, as far as this test cares');
const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  formatVersion: 1,
  mesaVersion: '0.1.0',
  createdAt: '2031-03-03T09:00:00.000Z',
  database: {
    kind: 'pglite',
    member: DATABASE_MEMBER,
    bytes: database.length,
    sha256: sha256(database),
    migrations: levelOf({ count: 2, when: 2000 }, journal),
  },
  rows: { bookings: 3 },
  inside: ['the embedded database'],
  leftOut: [],
};

describe('a backup’s manifest', () => {
  it('names the last migration by its journal tag', () => {
    expect(manifest.database.migrations).toEqual({ count: 2, when: 2000, tag: '0001_booking_and_mail' });
    expect(levelOf({ count: 3, when: 3000 }, journal).tag).toBeNull();
  });

  it('is accepted at this code’s level or an older one', () => {
    expect(checkManifest(manifest, journal)).toEqual({ ok: true, manifest });
    const older = { ...manifest, database: { ...manifest.database, migrations: levelOf({ count: 1, when: 1000 }, journal) } };
    expect(checkManifest(older, journal).ok).toBe(true);
  });

  it('is refused when it comes from a newer Mesa: a migration this code does not know, or a newer format', () => {
    const newer = {
      ...manifest,
      mesaVersion: '0.2.0',
      database: { ...manifest.database, migrations: { count: 3, when: 3000, tag: '0002_x' } },
    };
    expect(checkManifest(newer, journal)).toEqual({ ok: false, reason: expect.stringMatching(/newer Mesa \(0\.2\.0, migration 0002_x\)/) });
    expect(checkManifest({ ...manifest, formatVersion: 2 }, journal)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/newer Mesa/),
    });
  });

  it('is refused when it is not a Mesa manifest, or a damaged one', () => {
    expect(checkManifest({ hello: 'world' }, journal)).toEqual({ ok: false, reason: 'This file is not a Mesa backup.' });
    expect(checkManifest({ format: BACKUP_FORMAT }, journal)).toEqual({
      ok: false,
      reason: 'The backup’s manifest is damaged or incomplete.',
    });
  });

  it('says pictures in a bucket stay there and the variant cache is left out', () => {
    const { inside, leftOut } = describeContents({ uploaded_files: 2 }, { database: 1, s3: 4 }, 'mesa-pictures');
    expect(inside).toContain('2 contact-form attachment(s) (uploaded_files, in the database)');
    expect(leftOut).toEqual(
      expect.arrayContaining([
        expect.stringContaining('image variant cache'),
        '4 uploaded picture(s) in the S3 bucket mesa-pictures: they stay in the bucket (back it up there)',
      ]),
    );
    expect(describeContents({}, { database: 0, s3: 0 }, undefined).leftOut.join()).not.toContain('S3');
  });
});

describe('a backup file', () => {
  it('round-trips its manifest and database, and a changed byte is caught', () => {
    const unpacked = unpackBackup(packBackup(manifest, database));
    expect(unpacked).toEqual({ ok: true, manifest, database });
    expect(checkDatabaseMember(manifest, database)).toBeNull();
    const damaged = database.slice();
    damaged[0] = damaged[0]! ^ 1;
    expect(checkDatabaseMember(manifest, damaged)).toMatch(/does not match its manifest/);
    expect(checkDatabaseMember(manifest, undefined)).toMatch(/incomplete/);
  });

  it('is refused when it is not a zip or has no manifest', () => {
    expect(unpackBackup(new TextEncoder().encode('not a zip'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a Mesa backup/),
    });
  });
});
