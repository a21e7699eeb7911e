// What changed in a restaurant-day's diary between two versions (decision 066), for the open
// diaries: the bookings whose view differs or that arrived, and those that left. A change to the
// day's frame (its tables, its opening, the restaurant's name) sends the whole day.
import type { Diary } from '../../contract/diary-shapes.ts';
import type { DiaryChanges } from '../../contract/diary-changes.ts';

const frameOf = (d: Diary) => JSON.stringify([d.restaurant, d.open, d.tables]);

export function diaryChangesBetween(before: Diary | undefined, after: Diary): DiaryChanges {
  if (before && before.version === after.version) return { kind: 'unchanged', version: after.version };
  if (!before || frameOf(before) !== frameOf(after)) return { kind: 'whole', diary: after };
  const was = new Map(before.bookings.map((b) => [b.id, JSON.stringify(b)]));
  const present = new Set(after.bookings.map((b) => b.id));
  return {
    kind: 'changes',
    since: before.version,
    version: after.version,
    bookings: after.bookings.filter((b) => was.get(b.id) !== JSON.stringify(b)),
    removed: before.bookings.filter((b) => !present.has(b.id)).map((b) => b.id),
    coversByQuarter: after.coversByQuarter,
    totals: after.totals,
    periods: after.periods,
  };
}
