// Uploaded files (issue 8): checked by content, stored bound to the session
// that uploaded them, claimed by the contact message that sends them.
// Files nobody claims are deleted after a day.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import { MAX_FILE_BYTES, MAX_FILES, type UploadedFile } from '../../contract/forms.ts';
import type { Db } from '../db/client.ts';
import { uploadedFiles } from '../db/schema.ts';
import { HttpError } from '../http/api-errors.ts';
import type { MailAttachment } from '../mail/outbox.ts';
import { detectFileKind, KIND_INFO, sanitiseFileName } from './file-kind.ts';

export const UNCLAIMED_TTL_MS = 24 * 3_600_000;
export const BAD_FILE_TYPE = 'Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file';
export const FILE_TOO_LARGE = 'Each file must be 10 MB or smaller';
export const TOO_MANY_FILES = `Please attach at most ${MAX_FILES} files`;

export interface IncomingFile {
  filename: string;
  content: Buffer;
}

/** Checks one file; throws a 4xx naming the file when it is not acceptable. */
export function inspectFile(file: IncomingFile): { name: string; contentType: string; size: number } {
  const shown = file.filename.split(/[\\/]/).pop()?.slice(0, 100) || 'The file';
  if (file.content.length > MAX_FILE_BYTES) throw new HttpError(413, `files: ${shown}: ${FILE_TOO_LARGE}`);
  if (file.content.length === 0) throw new HttpError(400, `files: ${shown}: The file is empty`);
  const kind = detectFileKind(file.content);
  if (!kind) throw new HttpError(415, `files: ${shown}: ${BAD_FILE_TYPE}`);
  return { name: sanitiseFileName(file.filename, kind), contentType: KIND_INFO[kind].contentType, size: file.content.length };
}

export function createUploadService(db: Db, now: () => Date = () => new Date()) {
  return {
    async store(sessionId: string, files: IncomingFile[]): Promise<UploadedFile[]> {
      const checked = files.map((f) => ({ ...inspectFile(f), content: f.content }));
      await db
        .delete(uploadedFiles)
        .where(and(isNull(uploadedFiles.contactMessageId), lt(uploadedFiles.createdAt, new Date(now().getTime() - UNCLAIMED_TTL_MS))));
      // A session holds at most one message's worth of files, so uploads cannot fill the database.
      const [held] = await db
        .select({ n: count() })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), isNull(uploadedFiles.contactMessageId)));
      if ((held?.n ?? 0) + checked.length > MAX_FILES) throw new HttpError(413, `files: ${TOO_MANY_FILES}`);
      const rows = checked.map((f) => ({
        id: randomUUID(),
        sessionId,
        name: f.name,
        contentType: f.contentType,
        size: f.size,
        content: f.content.toString('base64'),
      }));
      if (rows.length) await db.insert(uploadedFiles).values(rows);
      return rows.map(({ id, name, size }) => ({ id, name, size }));
    },
    /** The remove button: forgets a file the session has not sent yet. */
    async remove(sessionId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.sessionId, sessionId), isNull(uploadedFiles.contactMessageId)))
        .returning({ id: uploadedFiles.id });
      return gone.length === 1;
    },
  };
}

/** Inside the message's transaction: binds the session's files to the message and returns them as attachments. */
export async function claimFiles(tx: Pick<Db, 'update'>, sessionId: string, messageId: string, ids: string[]): Promise<MailAttachment[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const claimed = await tx
    .update(uploadedFiles)
    .set({ contactMessageId: messageId })
    .where(and(inArray(uploadedFiles.id, unique), eq(uploadedFiles.sessionId, sessionId), isNull(uploadedFiles.contactMessageId)))
    .returning({ name: uploadedFiles.name, contentType: uploadedFiles.contentType, content: uploadedFiles.content });
  if (claimed.length !== unique.length) throw new HttpError(400, 'uploadedFiles: A file is no longer available, please attach it again');
  return claimed.map((f) => ({ filename: f.name, contentType: f.contentType, content: f.content }));
}

export type UploadService = ReturnType<typeof createUploadService>;
