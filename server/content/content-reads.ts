// Which content documents a page's render read (product.md D9): the HTML cache
// keeps them beside the page, so a publish drops only the pages that read the
// published document (a menu's page, the restaurants that list it, the
// sitemap) and every other page stays kept. A read of a whole kind ("every
// restaurant") is marked with "*" and is touched by any document of the kind.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentKind } from '../../contract/content-studio.ts';
import type { ChangedDocument } from './content-versions.ts';

const reads = new AsyncLocalStorage<Set<string>>();

const tagOf = (kind: ContentKind, docId: string) => `${kind}:${docId}`;

/** Marks that the render under way read a document, or (without an id) every document of a kind. */
export function noteContentRead(kind: ContentKind, docId = '*'): void {
  reads.getStore()?.add(tagOf(kind, docId));
}

/** Runs `render`, and answers what it read beside what it returned. */
export async function recordingContentReads<T>(render: () => Promise<T>): Promise<{ result: T; read: ReadonlySet<string> }> {
  const read = new Set<string>();
  const result = await reads.run(read, render);
  return { result, read };
}

/** Whether a page that read `read` shows any of the changed documents. */
export const touchedBy = (read: ReadonlySet<string>, changed: readonly ChangedDocument[]): boolean =>
  changed.some(({ kind, docId }) => read.has(tagOf(kind, docId)) || read.has(tagOf(kind, '*')));
