// What an import says (decision 061): how many documents were published and
// left unchanged, which conflicts were replaced with the file's copy, and which
// were kept as the studio has them — by name and field, so the importer can
// tick the ones to replace and import the file again. Pure.

interface Imported {
  kind: string;
  docId: string;
  name: string;
}

/** The part of the import's answer this reads (server/studio/content-transfer.ts ImportResult). */
export interface ImportAnswer {
  published: Imported[];
  replaced: Imported[];
  kept: (Imported & { fields: string[]; by: string; version: number })[];
  unchanged: number;
}

export interface ImportConflictRow {
  /** "kind:docId": the value of its "replace" box. */
  key: string;
  name: string;
  fields: string[];
  by: string;
  version: number;
}

const documents = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

export function importOutcome(r: ImportAnswer): { ok: string; fieldErrors: Record<string, string>; conflicts?: ImportConflictRow[] } {
  const said = [
    r.published.length
      ? `Imported: ${documents(r.published.length)} published, ${r.unchanged} unchanged.`
      : r.kept.length
        ? `Nothing published: ${r.unchanged} unchanged.`
        : `Nothing to import: all ${documents(r.unchanged)} are the same as the live ones.`,
  ];
  if (r.replaced.length) said.push(`Replaced with the file’s copy, as you chose: ${r.replaced.map((d) => d.name).join(', ')}.`);
  if (r.kept.length)
    said.push(
      `Kept as the studio has ${r.kept.length === 1 ? 'it' : 'them'}, changed since the file was exported: ${r.kept.map((d) => d.name).join(', ')}.`,
    );
  const conflicts = r.kept.map((k) => ({ key: `${k.kind}:${k.docId}`, name: k.name, fields: k.fields, by: k.by, version: k.version }));
  return { ok: said.join(' '), fieldErrors: {}, ...(conflicts.length ? { conflicts } : {}) };
}
