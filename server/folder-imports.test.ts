// The money and personal-data folders depend one way (decision 059): booking uses payments, guests and consent;
// privacy reaches booking to erase; none of them reaches back. Read from the source, so a new import that
// closes a loop fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(import.meta.dirname);
const GUARDED = ['booking', 'payments', 'guests', 'privacy', 'consent'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const folderOf = (file: string) => relative(SERVER, file).split(sep)[0]!;

/** server/'s folders and the folders each imports (type imports too). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file);
    if (from.endsWith('.ts')) continue; // the composition root and the server process sit at the top
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(file, '..', spec!);
      if (!target.startsWith(SERVER + sep)) continue;
      const to = folderOf(target);
      if (to !== from && !to.endsWith('.ts')) edges.add(to);
    }
  }
  return graph;
}

function reaches(graph: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const seen = new Set([from]);
  const queue: string[][] = [[from]];
  while (queue.length) {
    const path = queue.shift()!;
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === to) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...path, next]);
    }
  }
  return null;
}

describe('folder imports', () => {
  it('finds the folders it guards', () => {
    const graph = folderGraph();
    for (const folder of GUARDED) expect(graph.has(folder), folder).toBe(true);
  });

  it('has no loop among booking, payments, guests, privacy and consent', () => {
    const graph = folderGraph();
    const loops = GUARDED.flatMap((a) =>
      GUARDED.filter((b) => a < b).flatMap((b) => {
        const there = reaches(graph, a, b);
        const back = reaches(graph, b, a);
        return there && back ? [`${there.join(' → ')} and ${back.join(' → ')}`] : [];
      }),
    );
    expect(loops).toEqual([]);
  });
});
