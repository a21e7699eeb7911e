// `npm run content -- export [FILE]` writes every live content document to FILE
// (or the terminal); `npm run content -- import FILE` publishes the documents of
// FILE that differ from the live ones, each as a new version (decision 036). A
// document changed in the studio since FILE was exported is kept and listed by
// name and field, unless named with --replace kind:id (decision 061). With
// the embedded database, stop the server first: while it runs, the command
// refuses (pglite-lock.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isDomainError } from '../domain/domain-error.ts';
import { importReplaceSchema } from '../../contract/content-studio.ts';
import { exportContent, importContent } from '../studio/content-transfer.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';

const USAGE = `Usage: npm run content -- export [FILE]
       npm run content -- import FILE [--replace KIND:ID]...

  export writes every published page, menu, offer, restaurant and the site settings as one JSON file.
  import publishes each document of FILE that differs from the live one, as a new version in the studio's history.
         A document changed in the studio since FILE was exported is a conflict: kept as the studio has it and
         listed, unless you name it with --replace (menu:food, page:students, settings:site), once for each.`;

const [command, file, ...rest] = process.argv.slice(2);
const replaceArgs = rest.flatMap((arg, i) => (rest[i - 1] === '--replace' ? [arg] : []));
const replace = importReplaceSchema.safeParse(replaceArgs);
const badArgs = rest.length !== replaceArgs.length * 2 || !replace.success;
if ((command !== 'export' && command !== 'import') || (command === 'import' && (!file || badArgs))) {
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
    const actor = { staffId: null, name: 'Content import (CLI)' } as const;
    const result = await importContent(database.db, actor, raw, new Date(), new Set(replace.data));
    console.log(`Imported ${file}: ${result.published.length} published, ${result.unchanged} unchanged, ${result.kept.length} kept.`);
    const replaced = new Set(result.replaced.map((r) => `${r.kind}:${r.docId}`));
    for (const p of result.published)
      console.log(
        `  ${p.kind}:${p.docId} (${p.name}): version ${p.version}${replaced.has(`${p.kind}:${p.docId}`) ? ', replacing the studio’s change' : ''}`,
      );
    if (result.kept.length) {
      console.log(
        'Kept as the studio has them (changed there since the file was exported); to replace one, import again with --replace KIND:ID:',
      );
      for (const k of result.kept)
        console.log(`  ${k.kind}:${k.docId} (${k.name}), changed by ${k.by} in version ${k.version}: ${k.fields.join('; ')}`);
    }
  }
} catch (err) {
  if (!isDomainError(err)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
