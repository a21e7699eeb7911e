// Decision 066: what changed between two versions of a day, and the screen's day with it applied.
import { describe, expect, it } from 'vitest';
import type { Diary, DiaryBooking } from '../../contract/diary-shapes.ts';
import { applyDiaryChanges } from '../../contract/diary-changes.ts';
import { diaryChangesBetween } from './diary-diff.ts';

const booking = (id: string, startsAt: number, over: Partial<DiaryBooking> = {}) =>
  ({ id, reference: id.toUpperCase(), startsAt, time: '19:00', lastName: id, status: 'confirmed', covers: 2, ...over }) as DiaryBooking;

const day = (version: string, bookings: DiaryBooking[], over: Partial<Diary> = {}): Diary =>
  ({
    storeId: '1002',
    restaurant: { storeId: '1002', slug: 'bath', title: 'Bath' },
    date: '2030-01-10',
    open: { from: 720, to: 1380 },
    bookings,
    tables: [{ id: 'T1' }],
    coversByQuarter: [],
    totals: { bookings: bookings.length, covers: bookings.length * 2, requested: 0 },
    periods: [],
    version,
    ...over,
  }) as unknown as Diary;

describe('diaryChangesBetween and applyDiaryChanges', () => {
  const a = booking('a', 1080);
  const b = booking('b', 1140);
  const c = booking('c', 1200);
  const before = day('v3', [a, b, c]);

  it('sends only the bookings that changed, arrived or left, and the screen ends with the new day', () => {
    const moved = booking('b', 1230, { time: '20:30' });
    const fresh = booking('d', 1100);
    const after = day(
      'v5',
      [a, fresh, c, moved].sort((x, y) => x.startsAt - y.startsAt),
    );
    const changes = diaryChangesBetween(before, day('v5', [a, fresh, c, moved]));
    expect(changes).toMatchObject({ kind: 'changes', since: 'v3', version: 'v5', removed: [] });
    if (changes.kind !== 'changes') return;
    expect(changes.bookings.map((x) => x.id).sort()).toEqual(['b', 'd']);

    const applied = applyDiaryChanges(before, changes);
    expect(applied.bookings.map((x) => x.id)).toEqual(after.bookings.map((x) => x.id));
    expect(applied.version).toBe('v5');
    // A row that did not change keeps its object: it is not drawn again.
    expect(applied.bookings.find((x) => x.id === 'a')).toBe(a);

    const gone = diaryChangesBetween(before, day('v4', [a, c]));
    expect(gone).toMatchObject({ kind: 'changes', bookings: [], removed: ['b'] });
    expect(applyDiaryChanges(before, gone).bookings).toEqual([a, c]);
  });

  it('a change of tables or opening, or an unknown base, sends the whole day', () => {
    expect(diaryChangesBetween(before, day('v4', [a, b, c], { tables: [{ id: 'T2' }] as Diary['tables'] })).kind).toBe('whole');
    expect(diaryChangesBetween(before, day('v4', [a, b, c], { open: null })).kind).toBe('whole');
    expect(diaryChangesBetween(undefined, before)).toEqual({ kind: 'whole', diary: before });
    expect(diaryChangesBetween(before, before)).toEqual({ kind: 'unchanged', version: 'v3' });
  });

  it('changes from another version than the screen shows are not applied', () => {
    const changes = diaryChangesBetween(day('v2', [a]), day('v4', [a, b]));
    expect(applyDiaryChanges(before, changes)).toBe(before);
  });
});
