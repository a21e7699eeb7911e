// Rows of a raw SQL query: PGlite and node-postgres both answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Runner } from './runner.ts';

export async function rawRows<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result: unknown = await runner.execute(query);
  return (result as { rows: T[] }).rows;
}
