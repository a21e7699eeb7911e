// Decision 050 "Waitlist": which waiting diner a freed table is
// offered to, when an offer has lapsed, and the range a diner may ask for.
// Pure: the offer job (server/booking/waitlist-offer.ts) reads the day under
// its lock, asks these, and writes what they answer.
import { formatHhmm, MINUTES_PER_DAY, parseHhmm } from '../../../contract/london-time.ts';
import type { ExistingBooking, Id } from './model.ts';

/** The day's booking times ('HH:MM', in order) as minutes after its midnight: a time before the first is after midnight. */
export function dayMinutes(times: readonly string[]): number[] {
  const first = times.length ? (parseHhmm(times[0]!) ?? 0) : 0;
  return times.map((t) => {
    const m = parseHhmm(t) ?? 0;
    return m < first ? m + MINUTES_PER_DAY : m;
  });
}

/**
 * A diner's range against the day's booking times: the minutes of `from` and `to`, or why it cannot be asked for.
 * Both ends must be among the day's times (so the range lies within them), `from` no later than `to`.
 */
export function waitlistRange(
  times: readonly string[],
  from: string,
  to: string,
): { ok: true; fromMinutes: number; toMinutes: number } | { ok: false; field: 'from' | 'to'; message: string } {
  const minutes = dayMinutes(times);
  const i = times.indexOf(from);
  const j = times.indexOf(to);
  if (i < 0) return { ok: false, field: 'from', message: `Please choose a time from ${times[0] ?? ''} to ${times.at(-1) ?? ''}` };
  if (j < 0) return { ok: false, field: 'to', message: `Please choose a time from ${times[0] ?? ''} to ${times.at(-1) ?? ''}` };
  if (j < i) return { ok: false, field: 'to', message: 'The latest time must not be before the earliest' };
  return { ok: true, fromMinutes: minutes[i]!, toMinutes: minutes[j]! };
}

/** The starts an entry would take, earliest first: its range on the slot grid. */
export function rangeStarts(fromMinutes: number, toMinutes: number, interval: number): number[] {
  if (!(interval > 0)) return [];
  const starts: number[] = [];
  for (let m = Math.ceil(fromMinutes / interval) * interval; m <= toMinutes; m += interval) starts.push(m);
  return starts;
}

export interface WaitingEntry {
  id: Id;
  createdAt: Date;
  fromMinutes: number;
  toMinutes: number;
  covers: number;
}

/** What the engine would seat at one start for this entry, given the day's holders; null when nothing is free. */
export type TryStart<E extends WaitingEntry> = (
  entry: E,
  start: number,
  holders: readonly ExistingBooking[],
) => { startsAt: number; durationMinutes: number; tableIds: Id[] } | null;

export interface WaitlistOffer<E extends WaitingEntry = WaitingEntry> {
  entry: E;
  startsAt: number;
  durationMinutes: number;
  tableIds: Id[];
}

/** Oldest first; the same instant in the order of their ids, so two instances agree. */
export const queueOrder = <E extends WaitingEntry>(entries: readonly E[]): E[] =>
  [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The offers to make now: for each waiting entry in queue order, the first start in its range the engine says
 * is bookable on the day's holders — which include the holds offered to the entries before it, so one freed
 * table goes to the first diner it suits and to nobody else.
 */
export function chooseOffers<E extends WaitingEntry>(
  entries: readonly E[],
  holders: readonly ExistingBooking[],
  p: { interval: number; heldUntil: Date; tryStart: TryStart<E> },
): WaitlistOffer<E>[] {
  const seen: ExistingBooking[] = [...holders];
  const offers: WaitlistOffer<E>[] = [];
  for (const entry of queueOrder(entries)) {
    for (const start of rangeStarts(entry.fromMinutes, entry.toMinutes, p.interval)) {
      const seat = p.tryStart(entry, start, seen);
      if (!seat) continue;
      offers.push({ entry, ...seat });
      seen.push({
        id: `offer:${entry.id}`,
        startsAt: seat.startsAt,
        durationMinutes: seat.durationMinutes,
        covers: entry.covers,
        tableIds: seat.tableIds,
        status: 'held',
        holdExpiresAt: p.heldUntil,
      });
      break;
    }
  }
  return offers;
}

/** The instant a hold made now for `minutes` ends. */
export const holdUntil = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** An offered entry's held booking as it stands. */
export interface OfferedHold {
  bookingStatus: string | null;
  holdExpiresAt: Date | null;
}

/**
 * Whether an offer has lapsed: its hold ran out (at or before now), or its booking no longer holds the table for
 * the diner (staff cancelled it, or it vanished). A claimed offer is 'confirmed' and never lapses.
 */
export function offerLapsed(hold: OfferedHold, now: Date): boolean {
  if (hold.bookingStatus !== 'held') return hold.bookingStatus !== 'confirmed';
  return hold.holdExpiresAt === null || hold.holdExpiresAt.getTime() <= now.getTime();
}

/** 'HH:MM–HH:MM' of an entry's range. */
export const rangeLabel = (fromMinutes: number, toMinutes: number) =>
  fromMinutes === toMinutes ? formatHhmm(fromMinutes) : `${formatHhmm(fromMinutes)}–${formatHhmm(toMinutes)}`;

/** Whole minutes between joining and now (never negative). */
export const minutesWaiting = (createdAt: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
