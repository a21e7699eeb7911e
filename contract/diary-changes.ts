// What an open diary hears when its day changes (decision 066): the bookings that changed or
// arrived and the ids of those that left, with the day's sums; or the whole day when the
// instance answering cannot tell what changed since the version the screen shows (its
// tables changed, or it never held that version). Unchanged after the wait: the version alone.
import { z } from 'zod';
import { diaryBookingSchema, diarySchema, type Diary, type DiaryBooking } from './diary-shapes.ts';
import { diaryVersionQuerySchema } from './console-forms.ts';

/** How long a diary's request waits for a change before it is answered "unchanged" and asked again. */
export const DIARY_WAIT_MS = 25_000;

export const diaryVersionToken = z.string().regex(/^v\d+$/, 'The version is v and a number');

export const diaryChangesQuerySchema = diaryVersionQuerySchema.pick({ date: true }).extend({ since: diaryVersionToken });

const daySums = diarySchema.pick({ coversByQuarter: true, totals: true, periods: true });

export const diaryChangesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unchanged'), version: z.string() }),
  daySums.extend({
    kind: z.literal('changes'),
    /** The version these changes lead from: applied only to a screen showing it. */
    since: z.string(),
    version: z.string(),
    /** Changed or new, in the day's order. */
    bookings: z.array(diaryBookingSchema),
    /** Bookings that left the day (moved to another). */
    removed: z.array(z.string()),
  }),
  z.object({ kind: z.literal('whole'), diary: diarySchema }),
]);
export type DiaryChanges = z.infer<typeof diaryChangesSchema>;

/** The number in a version token ('v12' → 12): the newer of two diaries is the one to show. */
export const versionNumber = (version: string): number => Number(version.slice(1)) || 0;

/** The diary's order of bookings: by start, then name, then reference. */
export const diaryOrder = (a: DiaryBooking, b: DiaryBooking) =>
  a.startsAt - b.startsAt || a.lastName.localeCompare(b.lastName) || a.reference.localeCompare(b.reference);

/** A screen's diary with changes applied; bookings that did not change keep their objects, so their rows are not drawn again. */
export function applyDiaryChanges(diary: Diary, changes: DiaryChanges): Diary {
  if (changes.kind === 'unchanged') return diary;
  if (changes.kind === 'whole') return changes.diary;
  if (changes.since !== diary.version) return diary;
  const changed = new Map(changes.bookings.map((b) => [b.id, b]));
  const gone = new Set(changes.removed);
  const kept = diary.bookings.filter((b) => !gone.has(b.id) && !changed.has(b.id));
  const bookings = [...kept, ...changes.bookings].sort(diaryOrder);
  return {
    ...diary,
    bookings,
    coversByQuarter: changes.coversByQuarter,
    totals: changes.totals,
    periods: changes.periods,
    version: changes.version,
  };
}
