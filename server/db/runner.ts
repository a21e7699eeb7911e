// What a repository's queries run on: the outer database or an open
// transaction (product.md D2: inside a transaction, always the transaction).
import type { Db } from './client.ts';

export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'>;

/** An open transaction, handed to a service's unit of work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
