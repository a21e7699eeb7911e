// Database access for uploaded files (decision 009): stored bound to the session
// that uploaded them until a contact message claims them; unclaimed ones expire.
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { uploadedFiles } from '../db/schema.ts';

export type NewUploadedFile = Pick<typeof uploadedFiles.$inferInsert, 'id' | 'sessionId' | 'name' | 'contentType' | 'size' | 'content'>;

const unclaimed = () => isNull(uploadedFiles.contactMessageId);

export function createUploadRepository(db: Db) {
  return {
    async deleteUnclaimedBefore(cutoff: Date): Promise<void> {
      await deleteUnclaimedUploadsBefore(db, cutoff);
    },

    async unclaimedCount(sessionId: string): Promise<number> {
      const [held] = await db
        .select({ n: count() })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), unclaimed()));
      return held?.n ?? 0;
    },

    async insert(rows: readonly NewUploadedFile[]): Promise<void> {
      if (rows.length) await db.insert(uploadedFiles).values([...rows]);
    },

    /** Forgets a file the session has not sent yet; false when there is no such file. */
    async removeUnclaimed(sessionId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.sessionId, sessionId), unclaimed()))
        .returning({ id: uploadedFiles.id });
      return gone.length === 1;
    },
  };
}

/** Deletes the files nobody claimed that were uploaded before `cutoff` (each store, and the hourly `uploads.sweep` job); how many. */
export async function deleteUnclaimedUploadsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(uploadedFiles)
    .where(and(unclaimed(), lt(uploadedFiles.createdAt, cutoff)))
    .returning({ id: uploadedFiles.id });
  return gone.length;
}

/** Inside the message's transaction: binds the session's unclaimed files to the message; the files it bound. */
export async function claimUnclaimed(tx: Pick<Runner, 'update'>, sessionId: string, messageId: string, ids: readonly string[]) {
  return tx
    .update(uploadedFiles)
    .set({ contactMessageId: messageId })
    .where(and(inArray(uploadedFiles.id, [...ids]), eq(uploadedFiles.sessionId, sessionId), unclaimed()))
    .returning({ name: uploadedFiles.name, contentType: uploadedFiles.contentType, content: uploadedFiles.content });
}
