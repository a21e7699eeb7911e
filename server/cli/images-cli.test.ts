// `npm run images -- --uploads` as an operator runs it (decision 037 "Images"):
// the studio's uploaded pictures get their variants ahead of the first visitor,
// read from the picture store; with the embedded database held by a running
// server it says why it cannot, and still ends well.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { LOCK_FILE } from '../db/pglite-lock.ts';
import { createServices } from '../services.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createLogger } from '../logger.ts';

const run = promisify(execFile);
const EDITOR: StaffMember = {
  id: 'staff-editor',
  email: 'editor@example.com',
  name: 'Esme Editor',
  role: 'content-editor',
  disabled: false,
  restaurants: [],
};
let root = '';
let hash = '';

const cli = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli/images-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', PGLITE_DIR: path.join(root, 'db'), IMAGE_CACHE_DIR: path.join(root, 'cache') },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mesa-images-cli-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', S3_BUCKET: '', LOG_LEVEL: 'warn', PGLITE_DIR: path.join(root, 'db') });
  const services = await createServices(config, { logger: createLogger({ LOG_LEVEL: 'warn' }) });
  try {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const uploaded = await services.images.uploads.upload(EDITOR, { name: 'terrace.png', bytes });
    hash = (await services.images.catalogue.lookup(uploaded.path))!.source.hash;
  } finally {
    await services.database.close();
  }
}, 120_000);
afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

describe('npm run images -- --uploads', () => {
  it('makes every variant of the uploaded pictures from the picture store', { timeout: 120_000 }, async () => {
    const made = await cli(['--uploads']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^1 uploaded pictures, [1-9]\d* variants in /m);
    const files = await readdir(path.join(root, 'cache'), { recursive: true });
    expect(files.filter((f) => String(f).includes(hash)).length).toBeGreaterThan(0);
  });

  it('says why it leaves the uploads out while Mesa holds the embedded database', { timeout: 120_000 }, async () => {
    await writeFile(path.join(root, 'db', LOCK_FILE), String(process.ppid));
    const made = await cli(['--uploads']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toContain("Making the content pack's images only: uploaded pictures get their variants on their first request.");
    expect(made.stdout).toMatch(/^0 uploaded pictures, 0 variants in /m);
  });

  it('refuses an unknown argument with the usage', async () => {
    const refused = await cli(['--everything']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Usage: npm run images [-- --uploads]');
  });
});
