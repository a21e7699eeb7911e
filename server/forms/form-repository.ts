// Database access for the enquiry forms (product.md §3 messages): contact messages
// and group booking enquiries, each stored in the transaction that queues its
// e-mail (and, for a contact message, claims its files).
import type { Db } from '../db/client.ts';
import type { Runner, Tx } from '../db/runner.ts';
import { contactMessages, groupEnquiries } from '../db/schema.ts';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'createdAt'>;
export type NewGroupEnquiry = Omit<typeof groupEnquiries.$inferInsert, 'createdAt'>;

export function formQueries(runner: Runner) {
  return {
    async insertContactMessage(row: NewContactMessage): Promise<void> {
      await runner.insert(contactMessages).values(row);
    },
    async insertGroupEnquiry(row: NewGroupEnquiry): Promise<void> {
      await runner.insert(groupEnquiries).values(row);
    },
  };
}

export type FormQueries = ReturnType<typeof formQueries>;

export function createFormRepository(db: Db) {
  return {
    /** One unit of work: the queries bound to the transaction, and the transaction for other writers (outbox, files). */
    transaction: <T>(work: (forms: FormQueries, tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(formQueries(tx), tx)),
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
