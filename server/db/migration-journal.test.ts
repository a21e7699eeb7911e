// Drizzle applies a migration only when its journal time stamp (`when`) is later than the last one a database
// has applied, so a migration stamped earlier than the one before it would be skipped on every database that is
// upgraded rather than made fresh. The journal's stamps therefore rise with its order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migration journal', () => {
  it('stamps every migration later than the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });
});
