// What seating a party on one table or group wastes (decision 073): empty seats for the
// turn, dead gaps no turn can fill, and groups it breaks up. Pure; lower is better; the
// unit is seat-minutes so the three add up.
import type { Id } from './model.ts';

/** One table's seat-holding spans, sorted by start. */
export type Spans = readonly { start: number; end: number }[];

export interface WasteContext {
  /** The shortest turn time of any party: a free gap shorter than this can never be sold. */
  shortestTurnMinutes: number;
  /** The day's first start: the gap from it to a table's first booking counts like any other. */
  dayStart: number | null;
  busy: (tableId: Id) => Spans | undefined;
  seatsOf: (tableId: Id) => number;
  /** Groups each table belongs to (their tables and seats), to keep combinable tables free. */
  groupsOf: (tableId: Id) => readonly { tableIds: readonly Id[]; maxSeats: number }[];
}

export interface Candidate {
  tableIds: readonly Id[];
  maxSeats: number;
}

// Decision 073: weights tuned on the yield bench (README "Yield"); heavier ones cost covers on quiet nights.
/** A dead minute costs this share of the table's seats. */
export const DEAD_GAP_WEIGHT = 0.3;
/** A group broken up costs this share of its seats over the turn: a tie-breaker, not a veto. */
export const GROUP_KEEP_WEIGHT = 0.02;

/** Minutes of the gap between the previous span's end (or the day's start) and `start` that no turn can use. */
function deadBefore(spans: Spans | undefined, start: number, ctx: WasteContext): number {
  let prevEnd = ctx.dayStart;
  for (const s of spans ?? []) if (s.end <= start && (prevEnd === null || s.end > prevEnd)) prevEnd = s.end;
  if (prevEnd === null) return 0;
  const gap = start - prevEnd;
  return gap > 0 && gap < ctx.shortestTurnMinutes ? gap : 0;
}

function deadAfter(spans: Spans | undefined, end: number, ctx: WasteContext): number {
  let nextStart: number | null = null;
  for (const s of spans ?? []) if (s.start >= end && (nextStart === null || s.start < nextStart)) nextStart = s.start;
  if (nextStart === null) return 0;
  const gap = nextStart - end;
  return gap > 0 && gap < ctx.shortestTurnMinutes ? gap : 0;
}

const isFree = (spans: Spans | undefined, start: number, end: number) => !spans?.some((s) => s.start < end && start < s.end);

/** Seat-minutes `candidate` wastes seating `covers` for [start, end). */
export function wasteOf(candidate: Candidate, covers: number, start: number, end: number, ctx: WasteContext): number {
  let waste = (candidate.maxSeats - covers) * (end - start);
  for (const id of candidate.tableIds) {
    const spans = ctx.busy(id);
    waste += DEAD_GAP_WEIGHT * (deadBefore(spans, start, ctx) + deadAfter(spans, end, ctx)) * ctx.seatsOf(id);
  }
  // A group that could still seat a large party at this time is broken up by taking any of its tables.
  const own = candidate.tableIds.join();
  const broken = new Set<{ tableIds: readonly Id[]; maxSeats: number }>();
  for (const id of candidate.tableIds) for (const group of ctx.groupsOf(id)) if (group.tableIds.join() !== own) broken.add(group);
  for (const group of broken) {
    if (group.tableIds.every((id) => isFree(ctx.busy(id), start, end))) waste += GROUP_KEEP_WEIGHT * group.maxSeats * (end - start);
  }
  return waste;
}
