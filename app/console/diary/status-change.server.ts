// A lifecycle action from a console form (product.md D8): the diary's quick
// buttons and the booking page's forms post the same fields, and the service
// checks the role, the restaurant and whether the status allows the action.
import type { AppLoadContext } from 'react-router';
import { STATUS_LABELS } from '../../../contract/booking-lifecycle.ts';
import { statusChangeSchema } from '../../../contract/console-forms.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { guestName } from './booking-text.ts';
import { filledText } from '../form-kit/form-text.ts';
import { invalidReply, noticeReply, refusalReply } from '../form-kit/console-refusal.server.ts';

export async function changeStatusFromForm(context: AppLoadContext, staff: StaffMember, bookingId: string, form: FormData) {
  const action = filledText(form, 'action') ?? '';
  const parsed = statusChangeSchema.safeParse({ action, reason: filledText(form, 'reason') });
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: 'status', action });
  try {
    const booking = await context.services.console.changeStatus(staff, bookingId, parsed.data);
    const who = guestName(booking);
    return noticeReply(`Booking ${booking.reference} (${who}, ${booking.time}) is now ${STATUS_LABELS[booking.status].toLowerCase()}.`, {
      intent: 'status',
      action,
    });
  } catch (err) {
    return refusalReply(err, { intent: 'status', action }, { topField: true });
  }
}
