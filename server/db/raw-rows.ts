// Rows of a raw SQL query: PGlite and node-postgres both answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Runner } from './runner.ts';

/** The rows of what `runner.execute` answered. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function rawRows<T>(runner: Runner, query: SQL): Promise<T[]> {
  return rowsOf<T>(await runner.execute(query));
}
