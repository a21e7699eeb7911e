// `npm run content -- export [FILE]` writes every live content document to FILE
// (or the terminal); `npm run content -- import FILE` publishes the documents of
// FILE that differ from the live ones, each as a new version (issue 26). With
// the embedded database, stop the server first: while it runs, the command
// refuses (pglite-lock.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isDomainError } from '../domain/domain-error.ts';
import { exportContent, importContent } from '../studio/content-transfer.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';

const USAGE = `Usage: npm run content -- export [FILE]
       npm run content -- import FILE

  export writes every published page, menu, offer, restaurant and the site settings as one JSON file.
  import publishes each document of FILE that differs from the live one, as a new version in the studio's history.`;

const [command, file] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || (command === 'import' && !file)) {
  console.error(USAGE);
  process.exit(command === 'help' || command === '--help' ? 0 : 1);
}

const config = loadConfig();
const database = await refuseWhenInUse(openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolSize: 2 }));
try {
  if (command === 'export') {
    const json = `${JSON.stringify(await exportContent(database.db, new Date()), null, 2)}\n`;
    if (file) {
      await writeFile(file, json);
      console.log(`Exported the content to ${file}.`);
    } else process.stdout.write(json);
  } else {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file!, 'utf8'));
    } catch (err) {
      console.error(`${file} could not be read as JSON: ${(err as Error).message}`);
      process.exit(1);
    }
    const result = await importContent(database.db, { staffId: null, name: 'Content import (CLI)' }, raw, new Date());
    console.log(`Imported ${file}: ${result.published.length} published, ${result.unchanged} unchanged.`);
    for (const p of result.published) console.log(`  ${p.kind} ${p.docId}: version ${p.version}`);
  }
} catch (err) {
  if (!isDomainError(err)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
