// The restaurant-days an event's times touch (decision 080). The engine reads a day's seat holders with the day
// before's late ones moved to minutes before midnight (server/booking/booking-repository.ts readDay), and takes
// one lock per restaurant-day (product.md D5): an event running past midnight is judged, and locked, on each day
// it touches, at its times as that day counts them. Pure.
import { MINUTES_PER_DAY, addDays, type IsoDate } from '../../contract/london-time.ts';

export interface EventTimes {
  /** London date the event is stored on. */
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  /** Minutes after the London midnight of `date`; after `startsAt`, at most a day later. */
  endsAt: number;
}

export interface DayPlacement {
  date: IsoDate;
  /** The event's start as minutes after this day's midnight (negative when it began the day before). */
  startsAt: number;
  durationMinutes: number;
}

/** Whether the times are ones the diary can hold: a start on the day, an end after it, at most a day long. */
export const validTimes = (t: EventTimes): boolean =>
  Number.isInteger(t.startsAt) &&
  Number.isInteger(t.endsAt) &&
  t.startsAt >= 0 &&
  t.startsAt < MINUTES_PER_DAY &&
  t.endsAt > t.startsAt &&
  t.endsAt - t.startsAt <= MINUTES_PER_DAY;

/** Each day the event touches, its own date first, with the event's times as that day counts them. */
export function eventDays(t: EventTimes): DayPlacement[] {
  const durationMinutes = t.endsAt - t.startsAt;
  const last = Math.floor((t.endsAt - 1) / MINUTES_PER_DAY);
  const days: DayPlacement[] = [];
  for (let k = 0; k <= last; k++) days.push({ date: addDays(t.date, k), startsAt: t.startsAt - k * MINUTES_PER_DAY, durationMinutes });
  return days;
}
