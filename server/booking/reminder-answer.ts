// The diner's answer to a reminder (product.md D11 "Reminders that diners answer"):
// the Confirm link opens the manage-booking page at its confirm step, which
// changes nothing; only the button's POST lands here and records "confirmed by
// the diner", with the day's diary counter moved on so open diaries show it.
// A second press changes nothing.
import type { z } from 'zod';
import type { managedBookingSchema } from '../../contract/booking.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { refused } from '../domain/domain-error.ts';
import { bookingByToken, hasStarted, managedView, type CancelDeps } from './booking-cancel.ts';
import { recordConfirmation } from './reminder-store.ts';

type ManagedBooking = z.infer<typeof managedBookingSchema>;

export const NOTHING_TO_CONFIRM = 'This booking is not confirmed any more, so there is nothing to confirm. Please contact the restaurant.';
export const ALREADY_BEGUN = 'This booking has already started, so there is nothing to confirm.';
export const CONFIRMED_BY_DINER = 'Confirmed by the diner';

export function createReminderAnswers({
  db,
  repo,
  content,
  links,
  clock,
}: Pick<CancelDeps, 'db' | 'repo' | 'content' | 'links' | 'clock'>) {
  return {
    /** The POST of the Confirm page: records the answer on the booking's sent reminder. */
    async confirmAttendance(token: string): Promise<ManagedBooking> {
      const { row, restaurant } = await bookingByToken({ repo, content, links }, token);
      const now = clock();
      if (row.status !== 'confirmed') throw refused(NOTHING_TO_CONFIRM);
      if (hasStarted(row, now)) throw refused(ALREADY_BEGUN);
      const recorded = await db.transaction(async (tx) => {
        if (!(await recordConfirmation(tx, row.id, now))) return false;
        await repo.bumpDay(tx, row.storeId, row.date);
        await recordAudit(tx, {
          actor: { staffId: null, name: 'Diner' },
          at: now,
          storeId: row.storeId,
          entity: 'booking',
          entityId: row.id,
          action: 'reminder-answer',
          after: { reminder: CONFIRMED_BY_DINER },
        });
        return true;
      });
      if (recorded) repo.invalidateDay(row.storeId, row.date);
      return managedView(row, restaurant.title, now);
    },
  };
}
