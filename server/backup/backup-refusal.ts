// A backup or restore that will not go ahead, with the reason an operator reads
// and acts on (product.md D13 "Backups that restore": "a clear refusal saying how").
import { DatabaseInUseError } from '../db/pglite-lock.ts';

export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

/** The running server holds the folder (pglite-lock.ts): say what to do instead. */
export function runningRefusal(err: DatabaseInUseError, doing: 'backup' | 'restore'): BackupRefusal {
  const how =
    doing === 'backup'
      ? 'A consistent copy of the embedded database needs its folder to itself: stop Mesa ' +
        `(kill -TERM ${err.pid}, or systemctl stop mesa), run \`npm run backup\`, then start it again; the copy takes seconds. ` +
        'To back up without stopping, run Mesa on PostgreSQL and use pg_dump (docs/operating/backup.md).'
      : `Stop it first (kill -TERM ${err.pid}, or systemctl stop mesa): a restore replaces the database under it. Start Mesa again afterwards.`;
  return new BackupRefusal(`Mesa is running on the embedded database in ${err.dir} (pid ${err.pid}). ${how}`);
}
