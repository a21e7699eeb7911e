// `npm run restore -- FILE [--force]`: brings a backup of the embedded database
// back into PGLITE_DIR (decision 047; docs/operating/backup.md). Refuses while Mesa
// runs on the folder, and without --force when the folder holds a database;
// migrations run on the next start (docs/decisions/047-backups.md).
import { BackupRefusal } from '../backup/backup-refusal.ts';
import { readJournal } from '../backup/code-level.ts';
import { restoreBackup } from '../backup/restore.ts';
import { loadConfig } from '../config.ts';
import { parseRestoreArgs, RESTORE_USAGE, UsageError } from './backup-cli-args.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseRestoreArgs(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) fail(`${err.message}\n\n${RESTORE_USAGE}`);
  throw err;
}
if (args.help) {
  console.log(RESTORE_USAGE);
  process.exit(0);
}
const config = loadConfig();
if (config.DATABASE_URL) fail('Mesa runs on PostgreSQL (DATABASE_URL): restore with pg_restore, as docs/operating/backup.md shows.');

try {
  const { manifest, movedAside } = await restoreBackup({
    file: args.file,
    pgliteDir: config.PGLITE_DIR,
    force: args.force,
    clock: () => new Date(),
    journal: await readJournal(),
  });
  if (movedAside) console.log(`The database that was in ${config.PGLITE_DIR} is kept in ${movedAside}.`);
  console.log(`Restored the backup of ${manifest.createdAt} (Mesa ${manifest.mesaVersion}) into ${config.PGLITE_DIR}.`);
  if (manifest.leftOut.length) console.log(`Not in the backup:\n${manifest.leftOut.map((l) => `  - ${l}`).join('\n')}`);
  console.log('Start Mesa: migrations, if any, run then.');
} catch (err) {
  if (err instanceof BackupRefusal) fail(err.message);
  throw err;
}
