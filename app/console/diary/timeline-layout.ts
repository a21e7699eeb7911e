// The diary's timeline maths (product.md D8), pure so it is tested alone: the
// window of the day it draws, where a booking's bar sits in it (percentages of
// the track, so the grid needs no pixel sizes), the hour marks, the rows (the
// tables by area, then the bookings with no table) and the lanes that stack
// bars which overlap on one table.
import type { BookingStatus } from '../../../contract/booking-lifecycle.ts';
import type { DiaryBooking, DiaryTable } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';

/** Drawn when the day has no opening (closed, or hours not set): the usual service day. */
export const FALLBACK_WINDOW = { from: 11 * 60, to: 23 * 60 } as const;

/** Bookings that no longer hold or use a table stay in the list only, or they would hide the live ones. */
const OFF_TIMELINE: readonly BookingStatus[] = ['declined', 'cancelled', 'no-show'];

export interface TimelineWindow {
  /** Minutes after the date's midnight, on whole hours. */
  from: number;
  to: number;
}

export interface BarPlacement {
  /** Percent of the track from its start, and of its width. */
  left: number;
  width: number;
}

export interface TimelineRow {
  table: DiaryTable;
  bookings: DiaryBooking[];
}

export interface TimelineArea {
  name: string;
  rows: TimelineRow[];
}

export const onTimeline = (b: DiaryBooking) => !OFF_TIMELINE.includes(b.status);

const floorHour = (m: number) => Math.floor(m / 60) * 60;
const ceilHour = (m: number) => Math.ceil(m / 60) * 60;

/** The opening (or 11:00–23:00), widened to whole hours and to any booking that starts earlier or ends later. */
export function timelineWindow(open: { from: number; to: number } | null, bookings: readonly DiaryBooking[]): TimelineWindow {
  let { from, to } = open && open.to > open.from ? open : FALLBACK_WINDOW;
  for (const b of bookings) {
    from = Math.min(from, b.startsAt);
    to = Math.max(to, b.startsAt + b.durationMinutes);
  }
  return { from: floorHour(from), to: ceilHour(to) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A bar's place on the track, clipped to the window. */
export function barPlacement(window: TimelineWindow, startsAt: number, durationMinutes: number): BarPlacement {
  const span = window.to - window.from;
  const start = Math.max(window.from, Math.min(window.to, startsAt));
  const end = Math.max(start, Math.min(window.to, startsAt + Math.max(durationMinutes, 0)));
  return { left: round2(((start - window.from) / span) * 100), width: round2(((end - start) / span) * 100) };
}

/** One mark per hour from the window's start (its end is the track's edge). */
export function hourMarks(window: TimelineWindow): { label: string; left: number }[] {
  const marks: { label: string; left: number }[] = [];
  for (let m = window.from; m < window.to; m += 60) marks.push({ label: formatHhmm(m), left: barPlacement(window, m, 0).left });
  return marks;
}

/**
 * The tables in the diary's order, grouped by area (areas in order of first
 * appearance), each with its bookings by time; and the bookings that have no
 * table the diary knows, for the "Unassigned" row.
 */
export function timelineRows(tables: readonly DiaryTable[], bookings: readonly DiaryBooking[]) {
  const byTable = new Map<string, DiaryBooking[]>(tables.map((t) => [t.id, []]));
  const unassigned: DiaryBooking[] = [];
  const sorted = bookings.filter(onTimeline).sort((a, b) => a.startsAt - b.startsAt || a.reference.localeCompare(b.reference));
  for (const b of sorted) {
    const known = b.tableIds.filter((id) => byTable.has(id));
    if (!known.length) unassigned.push(b);
    for (const id of known) byTable.get(id)!.push(b);
  }
  const areas = new Map<string, TimelineArea>();
  for (const table of tables) {
    const area = areas.get(table.areaId) ?? { name: table.areaName, rows: [] };
    area.rows.push({ table, bookings: byTable.get(table.id)! });
    areas.set(table.areaId, area);
  }
  return { areas: [...areas.values()], unassigned };
}

/**
 * Lanes for the bars of one row: each booking takes the first lane whose last
 * bar has ended, so overlapping bookings stack instead of hiding each other.
 */
export function assignLanes(bookings: readonly DiaryBooking[]): { lanes: Map<string, number>; count: number } {
  const ends: number[] = [];
  const lanes = new Map<string, number>();
  for (const b of [...bookings].sort((x, y) => x.startsAt - y.startsAt)) {
    let lane = ends.findIndex((end) => end <= b.startsAt);
    if (lane === -1) lane = ends.length;
    ends[lane] = b.startsAt + b.durationMinutes;
    lanes.set(b.id, lane);
  }
  return { lanes, count: Math.max(1, ends.length) };
}
