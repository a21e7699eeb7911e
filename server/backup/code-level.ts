// What this copy of Mesa is, for a backup's manifest and restore's check: its
// version (package.json) and the migrations it knows (drizzle's journal).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JournalEntry } from './backup-manifest.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

export async function readJournal(): Promise<JournalEntry[]> {
  const raw = JSON.parse(await readFile(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return raw.entries.map(({ tag, when }) => ({ tag, when }));
}

export async function readMesaVersion(): Promise<string> {
  return (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}
