// "What do you hold about me?" (decision 045 "Export"): everything Mesa holds about
// a person in one download, a ZIP holding the machine-readable data.json, a
// readable readable.html, and the files they attached to messages.
import { strToU8, zipSync } from 'fflate';
import type { Runner } from '../db/runner.ts';
import { holdingRows, holdings, personKeys, type Row } from './person-records.ts';
import { readableExport } from './readable-export.ts';

export interface PersonExport {
  email: string;
  exportedAt: string;
  /** Rows by holding name (see person-records.ts), attachments' contents left out (they are files of their own). */
  holdings: Record<string, Row[]>;
}

export async function collectPerson(runner: Runner, email: string, now: Date): Promise<{ data: PersonExport; files: Row[] }> {
  const keys = await personKeys(runner, email);
  const out: Record<string, Row[]> = {};
  let files: Row[] = [];
  for (const h of holdings(keys)) {
    const rows = await holdingRows(runner, h.table, h.where);
    if (h.table === 'uploaded_files') {
      files = rows;
      out[h.name] = rows.map(({ content: _content, ...rest }) => rest);
    } else out[h.name] = rows;
  }
  return { data: { email: keys.email, exportedAt: now.toISOString(), holdings: out }, files };
}

/** The row counts by holding, for the console's summary and the audit entry. */
export const holdingCounts = (data: PersonExport) =>
  Object.fromEntries(Object.entries(data.holdings).map(([name, rows]) => [name, rows.length]));

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);

export function exportZip(data: PersonExport, files: readonly Row[], siteName: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'readable.html': strToU8(readableExport(data, siteName)),
  };
  for (const f of files) {
    entries[`attachments/${safeName(String(f.id))}-${safeName(String(f.name))}`] = Buffer.from(String(f.content), 'base64');
  }
  return zipSync(entries, { level: 6 });
}
