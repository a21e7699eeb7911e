// How the studio's actions answer (product.md D9): what a form did, each problem by
// its field, what was sent when it was not saved, and a service's refusal with
// the status of its kind (another restaurant's content stays the plain 404).
import { data } from 'react-router';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../console-page-error.server.ts';
import type { ImportConflictRow } from './import-outcome.ts';
import type { TileStatus } from './tile-moves.ts';

export interface StudioResult {
  ok?: string;
  error?: string;
  fieldErrors: Record<string, string>;
  /** Schema problems no field of the form stands for, with their paths. */
  problems?: { path: string; message: string }[];
  /** What the member sent, when it was not saved (nothing is lost silently). */
  sent?: Record<string, string>;
  /** A tile moved without JavaScript (tile-moves.ts): what the list says, and where focus goes in the form drawn again. */
  tiles?: TileStatus;
  /** An import's documents changed in the studio since the file's copy, kept as the studio has them (decision 061). */
  conflicts?: ImportConflictRow[];
}

export const reply = (result: StudioResult, status = 200) => data<StudioResult>(result, { status, headers: CONSOLE_HEADERS });

/** A refusal from the service as the form's error (a 404 stays the plain page). */
export function refusalReply(err: unknown, sent?: Record<string, string>) {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const field = refusal.field;
  return reply(
    { error: refusal.message, fieldErrors: field ? { [field]: refusal.message } : {}, ...(sent ? { sent } : {}) },
    refusal.status,
  );
}
