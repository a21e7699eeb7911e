import { describe, expect, it } from 'vitest';
import type { DiaryBooking, DiaryTable } from '../../../contract/diary-shapes.ts';
import { assignLanes, barPlacement, FALLBACK_WINDOW, hourMarks, timelineRows, timelineWindow } from './timeline-layout.ts';

const booking = (id: string, startsAt: number, over: Partial<DiaryBooking> = {}): DiaryBooking => ({
  id,
  reference: `REF-${id}`,
  kind: 'booking',
  status: 'confirmed',
  source: 'online',
  date: '2026-11-23',
  time: '',
  startsAt,
  durationMinutes: 120,
  adults: 2,
  children: 0,
  covers: 2,
  tableIds: [],
  tableLabel: 'No table',
  areaName: null,
  occasionName: 'Dinner',
  menuName: null,
  extras: [],
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  specialRequest: null,
  staffNote: null,
  statusReason: null,
  serviceStage: null,
  demo: false,
  reminder: null,
  actions: [],
  ...over,
});
const table = (id: string, areaId: string, areaName: string): DiaryTable => ({ id, label: id, areaId, areaName, minSeats: 2, maxSeats: 4 });

describe('timelineWindow', () => {
  it('draws the opening on whole hours, and 11:00–23:00 on a day with no opening', () => {
    expect(timelineWindow({ from: 12 * 60 + 30, to: 22 * 60 + 15 }, [])).toEqual({ from: 12 * 60, to: 23 * 60 });
    expect(timelineWindow(null, [])).toEqual(FALLBACK_WINDOW);
  });

  it('widens to a booking that starts before opening or runs past midnight', () => {
    const early = booking('a', 10 * 60 + 45);
    const late = booking('b', 23 * 60 + 30, { durationMinutes: 90 });
    expect(timelineWindow({ from: 12 * 60, to: 23 * 60 }, [early, late])).toEqual({ from: 10 * 60, to: 25 * 60 });
  });
});

describe('barPlacement', () => {
  const day = { from: 12 * 60, to: 22 * 60 }; // 600 minutes

  it('places a bar by percent of the window', () => {
    expect(barPlacement(day, 19 * 60, 120)).toEqual({ left: 70, width: 20 });
    expect(barPlacement(day, 12 * 60 + 20, 100)).toEqual({ left: 3.33, width: 16.67 });
  });

  it('clips a bar that runs past either edge, never beyond 100%', () => {
    expect(barPlacement(day, 21 * 60, 180)).toEqual({ left: 90, width: 10 });
    expect(barPlacement(day, 11 * 60, 120)).toEqual({ left: 0, width: 10 });
  });

  it('marks each hour from the start', () => {
    expect(hourMarks({ from: 12 * 60, to: 15 * 60 })).toEqual([
      { label: '12:00', left: 0 },
      { label: '13:00', left: 33.33 },
      { label: '14:00', left: 66.67 },
    ]);
  });
});

describe('timelineRows', () => {
  const tables = [table('T1', 'in', 'Inside'), table('P1', 'out', 'Patio'), table('T2', 'in', 'Inside')];

  it('groups tables by area in the diary’s order and puts a booking on each of its tables', () => {
    const pair = booking('pair', 19 * 60, { tableIds: ['T1', 'T2'] });
    const { areas, unassigned } = timelineRows(tables, [pair]);
    expect(areas.map((a) => [a.name, a.rows.map((r) => r.table.id)])).toEqual([
      ['Inside', ['T1', 'T2']],
      ['Patio', ['P1']],
    ]);
    expect(areas[0]!.rows.map((r) => r.bookings.map((b) => b.id))).toEqual([['pair'], ['pair']]);
    expect(unassigned).toEqual([]);
  });

  it('lists bookings with no known table as unassigned, by time, and leaves cancelled ones to the list', () => {
    const later = booking('later', 20 * 60);
    const sooner = booking('sooner', 18 * 60, { tableIds: ['gone'] });
    const cancelled = booking('x', 19 * 60, { tableIds: ['T1'], status: 'cancelled' });
    const { areas, unassigned } = timelineRows(tables, [later, sooner, cancelled]);
    expect(unassigned.map((b) => b.id)).toEqual(['sooner', 'later']);
    expect(areas[0]!.rows[0]!.bookings).toEqual([]);
  });
});

describe('assignLanes', () => {
  it('stacks overlapping bars and reuses a lane once its bar has ended', () => {
    const a = booking('a', 18 * 60);
    const b = booking('b', 19 * 60);
    const c = booking('c', 20 * 60);
    const { lanes, count } = assignLanes([c, b, a]);
    expect([lanes.get('a'), lanes.get('b'), lanes.get('c')]).toEqual([0, 1, 0]);
    expect(count).toBe(2);
    expect(assignLanes([]).count).toBe(1);
  });
});
