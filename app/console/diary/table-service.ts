// What a table is doing now, for the host (decision 035 "in service", product.md D8):
// the party seated at it, where their meal is (seated, main course, bill), the
// turn time left, and the one step to take next; or, when nobody is seated, a
// party 15 minutes late for it, with the no-show a single action away. Pure:
// the grid passes the row's bookings and "now" (null when the day is not today).
import { SERVICE_STAGE_LABELS, type StatusAction } from '../../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';
import { isLate } from './grid-geometry.ts';

export type TableService =
  | { kind: 'seated'; booking: DiaryBooking; stage: string; minutesLeft: number; next: StatusAction | null }
  | { kind: 'late'; booking: DiaryBooking; minutesLate: number; next: StatusAction | null };

/** After seated, main course and the bill, the step the host takes next: the first the booking allows. */
const MEAL_STEPS: readonly StatusAction[] = ['main-course', 'bill', 'complete'];

export function tableService(bookings: readonly DiaryBooking[], now: number | null): TableService | null {
  if (now === null) return null;
  // The party who sat down last is the one at the table now (an earlier one may not have been cleared yet).
  const seated = bookings.filter((b) => b.status === 'seated').sort((a, b) => b.startsAt - a.startsAt)[0];
  if (seated) {
    return {
      kind: 'seated',
      booking: seated,
      stage: seated.serviceStage ? SERVICE_STAGE_LABELS[seated.serviceStage] : 'Seated',
      minutesLeft: seated.startsAt + seated.durationMinutes - now,
      next: MEAL_STEPS.find((step) => seated.actions.includes(step)) ?? null,
    };
  }
  const late = bookings.filter((b) => isLate(b, now)).sort((a, b) => a.startsAt - b.startsAt)[0];
  if (late) {
    return { kind: 'late', booking: late, minutesLate: now - late.startsAt, next: late.actions.includes('no-show') ? 'no-show' : null };
  }
  return null;
}

/** "35 min left", "Turn time up", "10 min over". */
export function turnTimeText(minutesLeft: number): string {
  if (minutesLeft > 0) return `${minutesLeft} min left`;
  if (minutesLeft === 0) return 'Turn time up';
  return `${-minutesLeft} min over`;
}
