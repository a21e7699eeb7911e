// `npm run backup [-- --out FILE]`: a consistent copy of the embedded database,
// with its manifest, in one file (decision 047; docs/operating/backup.md). While
// Mesa runs on the folder it refuses and says how (docs/decisions/047-backups.md);
// on PostgreSQL it points at pg_dump.
import path from 'node:path';
import { BackupRefusal } from '../backup/backup-refusal.ts';
import { defaultBackupName, writeBackup } from '../backup/backup.ts';
import { readJournal, readMesaVersion } from '../backup/code-level.ts';
import { loadConfig } from '../config.ts';
import { BACKUP_USAGE, parseBackupArgs, UsageError } from './backup-cli-args.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseBackupArgs(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) fail(`${err.message}\n\n${BACKUP_USAGE}`);
  throw err;
}
if (args.help) {
  console.log(BACKUP_USAGE);
  process.exit(0);
}
const config = loadConfig();
if (config.DATABASE_URL) fail('Mesa runs on PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc, as docs/operating/backup.md shows.');

const now = new Date();
try {
  const result = await writeBackup({
    pgliteDir: config.PGLITE_DIR,
    out: args.out ?? path.join('var', 'backups', defaultBackupName(now)),
    clock: () => now,
    mesaVersion: await readMesaVersion(),
    journal: await readJournal(),
    bucket: config.S3_BUCKET,
  });
  const { manifest } = result;
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${config.PGLITE_DIR} to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${rows} rows,`);
  console.log(`migration ${manifest.database.migrations.tag ?? manifest.database.migrations.count}, Mesa ${manifest.mesaVersion}).`);
  console.log(`Inside:\n${manifest.inside.map((l) => `  - ${l}`).join('\n')}`);
  console.log(`Left out:\n${manifest.leftOut.map((l) => `  - ${l}`).join('\n')}`);
} catch (err) {
  if (err instanceof BackupRefusal) fail(err.message);
  throw err;
}
