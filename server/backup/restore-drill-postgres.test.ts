// product.md D13 "Backups that restore", on PostgreSQL (TEST_DATABASE_URL, as in CI):
// the drill of restore-drill.test.ts with the tools docs/operating/backup.md
// gives operators. The data is made in a fresh schema, dumped with
// `pg_dump -Fc -n <schema>`, the schema dropped, and the dump restored with
// `pg_restore` into a new database `mesa_drill_<random>`, dropped afterwards.
// Without pg_dump on PATH the drill is skipped and says so.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { GENEROUS_LIMITS } from '../../tests/support/test-kit.ts';
import { drillClock, everyRow, expectDrillRows, expectServed, makeDrillData } from '../../tests/support/restore-drill.ts';
import { TEST_BRAND } from '../../tests/support/test-app.ts';

const run = promisify(execFile);
const url = process.env.TEST_DATABASE_URL;
const hasTool = async (tool: string) =>
  run(tool, ['--version']).then(
    () => true,
    () => false,
  );
const tools = url ? (await hasTool('pg_dump')) && (await hasTool('pg_restore')) : false;
const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
const schema = `drill_${suffix}`;
const database = `mesa_drill_${suffix}`;
const withDatabase = (name: string) => Object.assign(new URL(url ?? 'postgres://localhost/x'), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const start = (databaseUrl: string) =>
  createServices(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BRAND_KEY: TEST_BRAND, DATABASE_URL: databaseUrl, ...GENEROUS_LIMITS }),
    {
      clock: drillClock,
      database: { pgSchema: schema },
    },
  );

let root = '';
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  if (!tools) return;
  await admin(`drop schema if exists ${schema} cascade`);
  await admin(`drop database if exists ${database} with (force)`);
});

const title = !url
  ? 'the restore drill on PostgreSQL (skipped: TEST_DATABASE_URL is not set)'
  : tools
    ? 'the restore drill on PostgreSQL (pg_dump -Fc, pg_restore into a new database)'
    : 'the restore drill on PostgreSQL (skipped: pg_dump and pg_restore are not on PATH; apt-get install postgresql-client)';

describe.skipIf(!tools)(title, () => {
  it('brings back every row, and the restored server serves them', { timeout: 120_000 }, async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mesa-drill-pg-'));
    const file = path.join(root, 'mesa.dump');

    const before = await start(url!);
    let rows: Record<string, string[]>;
    let data;
    try {
      data = await makeDrillData(before);
      rows = await everyRow(before.database.db, [schema]);
    } finally {
      await before.database.close();
    }
    expectDrillRows(rows, schema);

    await run('pg_dump', ['-Fc', '-n', schema, '-f', file, url!]);
    await admin(`drop schema ${schema} cascade`); // the database is gone
    await admin(`create database ${database}`);
    await run('pg_restore', ['--no-owner', '-d', withDatabase(database), file]);

    const after = await start(withDatabase(database));
    try {
      expect(await everyRow(after.database.db, [schema])).toEqual(rows);
      await expectServed(after, data);
    } finally {
      await after.database.close();
    }
  });
});
