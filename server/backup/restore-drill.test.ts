// product.md D13 "Backups that restore", on the embedded database: make bookings, a
// message with an attachment, a customer, a staff member and a setup version in
// a real PGlite folder; back up; delete the folder; restore into a fresh one;
// every row of every table is back, and the restored server serves them (a
// manage link opens, the staff member signs in). Also the refusals an operator
// meets: Mesa running on the folder, a folder that holds a database.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { LOCK_FILE } from '../db/pglite-lock.ts';
import { createServices } from '../services.ts';
import { GENEROUS_LIMITS } from '../../tests/support/test-kit.ts';
import { drillClock, everyRow, expectDrillRows, expectServed, makeDrillData } from '../../tests/support/restore-drill.ts';
import { TEST_BRAND } from '../../tests/support/test-app.ts';
import { writeBackup } from './backup.ts';
import { readJournal } from './code-level.ts';
import { restoreBackup } from './restore.ts';

const SCHEMAS = ['public', 'drizzle'];
let root = '';
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const start = (dir: string) =>
  createServices(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BRAND_KEY: TEST_BRAND, PGLITE_DIR: dir, ...GENEROUS_LIMITS }), {
    clock: drillClock,
  });

describe('the restore drill (PGlite, a folder on disk)', () => {
  it('brings back every row, and the restored server serves them', { timeout: 120_000 }, async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mesa-drill-'));
    const dir = path.join(root, 'db');
    const file = path.join(root, 'backups', 'drill.zip');
    const journal = await readJournal();

    const before = await start(dir);
    let rows: Record<string, string[]>;
    let data;
    try {
      data = await makeDrillData(before);
      rows = await everyRow(before.database.db, SCHEMAS);
    } finally {
      await before.database.close();
    }
    expectDrillRows(rows, 'public');

    const { manifest } = await writeBackup({ pgliteDir: dir, out: file, clock: drillClock, mesaVersion: '0.1.0', journal });
    expect(manifest.database.migrations).toMatchObject({ count: journal.length, tag: journal.at(-1)!.tag });
    expect(manifest.rows.bookings).toBe(rows['public.bookings']!.length);
    expect(manifest.createdAt).toBe(drillClock().toISOString());

    await rm(dir, { recursive: true }); // the disk is gone
    const fresh = path.join(root, 'restored', 'db');
    await restoreBackup({ file, pgliteDir: fresh, force: false, clock: drillClock, journal });
    expect(await readdir(fresh)).not.toContain(LOCK_FILE);

    const after = await start(fresh);
    try {
      expect(await everyRow(after.database.db, SCHEMAS)).toEqual(rows);
      await expectServed(after, data);
    } finally {
      await after.database.close();
    }

    // Mesa running on the folder (another live process holds its lock): both refuse and say how.
    const elsewhere = String(process.ppid);
    await writeFile(path.join(fresh, LOCK_FILE), elsewhere);
    await expect(
      writeBackup({ pgliteDir: fresh, out: path.join(root, 'again.zip'), clock: drillClock, mesaVersion: '0.1.0', journal }),
    ).rejects.toThrow(
      `Mesa is running on the embedded database in ${fresh} (pid ${elsewhere}). A consistent copy of the embedded database needs its folder to itself: stop Mesa`,
    );
    await expect(restoreBackup({ file, pgliteDir: fresh, force: true, clock: drillClock, journal })).rejects.toThrow(
      `Mesa is running on the embedded database in ${fresh} (pid ${elsewhere}). Stop it first`,
    );
    await rm(path.join(fresh, LOCK_FILE));

    // A folder holding a database is replaced only with --force, and then kept aside.
    await expect(restoreBackup({ file, pgliteDir: fresh, force: false, clock: drillClock, journal })).rejects.toThrow(
      'holds a database already: restore will not overwrite it. Add --force',
    );
    const forced = await restoreBackup({ file, pgliteDir: fresh, force: true, clock: drillClock, journal });
    expect(forced.movedAside).toMatch(/db\.before-restore-20310303T090000000Z$/);
    expect(await readdir(forced.movedAside!)).toContain('PG_VERSION');
    // An existing backup is never overwritten.
    await expect(writeBackup({ pgliteDir: fresh, out: file, clock: drillClock, mesaVersion: '0.1.0', journal })).rejects.toThrow(
      'exists already',
    );
  });
});
