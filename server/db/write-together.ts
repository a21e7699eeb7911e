// Several inserts sent as one statement (PostgreSQL data-modifying CTEs: each
// insert a WITH query, all run on the statement's one snapshot), so a unit of
// work that writes a booking, its diary counter, its mail and its audit entry
// pays one round trip to the database instead of one each (decision 030: on
// PostgreSQL, round trips were most of a create's cost). Use it only for
// writes that do not read one another's rows: they cannot see each other.
import type { ColumnsSelection } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Runner } from './runner.ts';

/** An insert built and not yet run: `runner.insert(table).values(…)`, with an on-conflict clause or not. */
export interface PendingInsert {
  returning(): TypedQueryBuilder<ColumnsSelection>;
  then: PromiseLike<unknown>['then'];
}

export async function writeTogether(runner: Runner, writes: readonly PendingInsert[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await writes[0];
    return;
  }
  const queries = writes.map((write, i) => runner.$with(`write_${i}`).as(write.returning()));
  await runner
    .with(...queries)
    .select()
    .from(queries.at(-1)!);
}
