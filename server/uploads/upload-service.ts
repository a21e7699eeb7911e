// Uploaded files (decision 009): checked by content, stored bound to the session
// that uploaded them, claimed by the contact message that sends them.
// Files nobody claims are deleted after a day.
import { randomUUID } from 'node:crypto';
import { MAX_FILE_BYTES, MAX_FILES, type UploadedFile } from '../../contract/forms.ts';
import type { Db } from '../db/client.ts';
import { invalid, tooLarge, unsupportedMedia } from '../domain/domain-error.ts';
import type { MailAttachment } from '../mail/outbox.ts';
import { detectFileKind, KIND_INFO, sanitiseFileName } from './file-kind.ts';
import { claimUnclaimed, createUploadRepository } from './upload-repository.ts';

export const UNCLAIMED_TTL_MS = 24 * 3_600_000;
export const BAD_FILE_TYPE = 'Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file';
export const FILE_TOO_LARGE = 'Each file must be 10 MB or smaller';
export const TOO_MANY_FILES = `Please attach at most ${MAX_FILES} files`;

export interface IncomingFile {
  /** Absent when a part has a non-text Content-Type but no filename: busboy still hands it over as a file. */
  filename: string | undefined;
  content: Buffer;
}

/** Checks one file; when it is not acceptable, throws an error about `files` whose message names the file. */
export function inspectFile(file: IncomingFile): { name: string; contentType: string; size: number } {
  const given = file.filename ?? '';
  const shown = given.split(/[\\/]/).pop()?.slice(0, 100) || 'The file';
  if (file.content.length > MAX_FILE_BYTES) throw tooLarge('files', `${shown}: ${FILE_TOO_LARGE}`);
  if (file.content.length === 0) throw invalid('files', `${shown}: The file is empty`);
  const kind = detectFileKind(file.content);
  if (!kind) throw unsupportedMedia('files', `${shown}: ${BAD_FILE_TYPE}`);
  return { name: sanitiseFileName(given, kind), contentType: KIND_INFO[kind].contentType, size: file.content.length };
}

export function createUploadService(db: Db, now: () => Date = () => new Date()) {
  const repo = createUploadRepository(db);
  return {
    async store(sessionId: string, files: IncomingFile[]): Promise<UploadedFile[]> {
      const checked = files.map((f) => ({ ...inspectFile(f), content: f.content }));
      await repo.deleteUnclaimedBefore(new Date(now().getTime() - UNCLAIMED_TTL_MS));
      // A session holds at most one message's worth of files, so uploads cannot fill the database.
      if ((await repo.unclaimedCount(sessionId)) + checked.length > MAX_FILES) throw tooLarge('files', TOO_MANY_FILES);
      const rows = checked.map((f) => ({
        id: randomUUID(),
        sessionId,
        name: f.name,
        contentType: f.contentType,
        size: f.size,
        content: f.content.toString('base64'),
      }));
      await repo.insert(rows);
      return rows.map(({ id, name, size }) => ({ id, name, size }));
    },
    /** The remove button: forgets a file the session has not sent yet; false when there is no such file. */
    remove: (sessionId: string, id: string): Promise<boolean> => repo.removeUnclaimed(sessionId, id),
  };
}

/** Inside the message's transaction: binds the session's files to the message and returns them as attachments. */
export async function claimFiles(tx: Pick<Db, 'update'>, sessionId: string, messageId: string, ids: string[]): Promise<MailAttachment[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const claimed = await claimUnclaimed(tx, sessionId, messageId, unique);
  if (claimed.length !== unique.length) throw invalid('uploadedFiles', 'A file is no longer available, please attach it again');
  return claimed.map((f) => ({ filename: f.name, contentType: f.contentType, content: f.content }));
}

export type UploadService = ReturnType<typeof createUploadService>;
