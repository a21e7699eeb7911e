// The arguments of `npm run backup` and `npm run restore` (decision 047), parsed
// apart from the I/O so that a wrong one is a usage message, tested here.
export const BACKUP_USAGE = `Usage: npm run backup [-- --out FILE]

Writes a consistent copy of the embedded database (PGLITE_DIR) and a manifest to FILE
(default ./var/backups/mesa-backup-<time>.zip). Stop Mesa first. On PostgreSQL use pg_dump:
see docs/operating/backup.md.`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup into the embedded database folder (PGLITE_DIR). Stop Mesa first.
Refuses to replace a folder that holds a database unless --force, which moves it aside.
Migrations run when Mesa next starts.`;

export class UsageError extends Error {}

export type BackupArgs = { help: true } | { help: false; out: string | null };
export type RestoreArgs = { help: true } | { help: false; file: string; force: boolean };

const isHelp = (argv: readonly string[]) => argv.includes('--help') || argv.includes('-h');

export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  if (isHelp(argv)) return { help: true };
  let out: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new UsageError('--out needs a file name');
      out = value;
    } else if (arg.startsWith('--out=') && arg.length > 6) out = arg.slice(6);
    else throw new UsageError(`Unknown argument: ${arg}`);
  }
  return { help: false, out };
}

export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  if (isHelp(argv)) return { help: true };
  const files = argv.filter((a) => a !== '--force');
  const unknown = files.find((a) => a.startsWith('-'));
  if (unknown) throw new UsageError(`Unknown argument: ${unknown}`);
  if (files.length !== 1) throw new UsageError(files.length ? 'Name one backup file' : 'Name the backup file to restore');
  return { help: false, file: files[0]!, force: argv.includes('--force') };
}
