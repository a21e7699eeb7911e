// The diary's "Seat walk-in" (product.md D8): one table, the party and
// an optional name, seated now by the booking engine under the day lock. The
// diary's status region says who sits where; a table already taken now is
// product.md §8 status 9 (409) with its message, and what was typed comes back.
import type { AppLoadContext } from 'react-router';
import { walkInSchema } from '../../../contract/console-forms.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { WALK_IN_INTENT, walkInInput, walkInValues } from './booking-form-values.ts';
import { coversText, guestName } from './booking-text.ts';
import { invalidReply, noticeReply, refusalReply } from '../form-kit/console-refusal.server.ts';

export async function seatWalkInFromForm(context: AppLoadContext, staff: StaffMember, storeId: string, form: FormData) {
  const values = walkInValues(form);
  const parsed = walkInSchema.safeParse(walkInInput(form));
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: WALK_IN_INTENT, values });
  try {
    const b = await context.services.console.seatWalkIn(staff, storeId, parsed.data);
    return noticeReply(`${guestName(b)} seated at ${b.tableLabel} at ${b.time}, ${coversText(b.covers)} (booking ${b.reference}).`, {
      intent: WALK_IN_INTENT,
    });
  } catch (err) {
    return refusalReply(err, { intent: WALK_IN_INTENT, values }, { topField: true });
  }
}
