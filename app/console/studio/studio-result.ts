// What the studio's actions answer (product.md D9): the console's one form
// reply (decision 070), saying what was done as `ok` and a refusal as `error`
// (absent, not null, when there is none), with the studio's own parts.
import type { FormReply } from '../form-kit/form-reply.ts';
import type { ImportConflictRow } from './import-outcome.ts';
import type { TileStatus } from './tile-moves.ts';

export type StudioResult = FormReply<{
  /** What was done, for the status region. */
  ok?: string;
  error?: string;
  /** Schema problems no field of the form stands for, with their paths. */
  problems?: { path: string; message: string }[];
  /** What the member sent, when it was not saved (nothing is lost silently). */
  sent?: Record<string, string>;
  /** A tile moved without JavaScript (tile-moves.ts): what the list says, and where focus goes in the form drawn again. */
  tiles?: TileStatus;
  /** An import's documents changed in the studio since the file's copy, kept as the studio has them (decision 061). */
  conflicts?: ImportConflictRow[];
}>;
