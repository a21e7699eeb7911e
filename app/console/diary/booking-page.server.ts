// /console/bookings/:bookingId/ (product.md D8): one booking with its history,
// and the forms that act on it. The service answers not-found for a booking
// of a restaurant the member does not work, so the page is a 404 for them.
import { guestProfileHref, withGuestGlances } from '../guests/guest-glance.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { bookingMoveSchema, bookingPinSchema, staffNoteSchema } from '../../../contract/console-forms.ts';
import { type BookingDetail } from '../../../contract/diary-shapes.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireSession } from '../console-session.server.ts';
import { auditRows, type AuditRow } from './audit-format.ts';
import { changedMove, moveInput } from './booking-form-values.ts';
import { forbiddenPage, formRefusal, invalidReply, noticeReply, orNotFound, refusalReply } from '../form-kit/console-refusal.server.ts';
import { changeStatusFromForm } from './status-change.server.ts';
import { FEE_REFUSED, type FeePanel } from '../../../contract/fee-panel.ts';
import { chargeFeeFromForm, FEE_INTENT } from './fee-charge.server.ts';
import { mailLogHref } from '../../../contract/mail-log.ts';
import { mayReadMail } from '../mail/mail-access.server.ts';

export interface BookingPage {
  detail: Omit<BookingDetail, 'audit'>;
  /** Decision 040: the booking's fee for a manager or chain admin; null for a host. */
  fee: FeePanel | null;
  /** Decision 040: the page shows the fee's confirm step (?fee=confirm). */
  confirmFee: boolean;
  audit: AuditRow[];
  longDate: string;
  csrfToken: string;
  /** Decision 044: the guest's profile, for a member who may open it. */
  guestHref: string | null;
  /** product.md D13: the mail log filtered by the booking's reference, for a chain admin. */
  mailHref: string | null;
}

export async function loadBookingPage(context: AppLoadContext, request: Request, bookingId: string) {
  const session = await requireSession(context, request);
  const { audit, ...found } = await orNotFound(context.services.console.booking(session.staff, bookingId));
  const [booking] = await withGuestGlances(context, session.staff, found.restaurant.storeId, [found.booking]);
  const detail = { ...found, booking: booking! };
  const fee = await context.services.console.fees(session.staff, bookingId);
  const confirmFee = new URL(request.url).searchParams.get('fee') === 'confirm';
  // Decision 040: a host never charges a fee, and is told so rather than shown the step.
  if (confirmFee && !fee) throw forbiddenPage(FEE_REFUSED);
  return data<BookingPage>(
    {
      detail,
      fee,
      confirmFee,
      audit: auditRows(audit),
      longDate: formatLongDate(detail.booking.date),
      csrfToken: session.csrfToken,
      guestHref: guestProfileHref(session.staff, detail.booking.guest?.guestId),
      mailHref: mayReadMail(session.staff) ? mailLogHref({ q: detail.booking.reference }) : null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** One action for the page's forms, told apart by `intent`: status, move, note or pin. */
export async function bookingPageAction(context: AppLoadContext, request: Request, bookingId: string) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const { console: service } = context.services;
  switch (form.get('intent')) {
    case 'status':
      return changeStatusFromForm(context, session.staff, bookingId, form);
    case FEE_INTENT:
      return chargeFeeFromForm(context, session.staff, bookingId, form);
    case 'move': {
      const parsed = bookingMoveSchema.safeParse(moveInput(form));
      if (!parsed.success) return invalidReply(parsed.error.issues, { intent: 'move' });
      try {
        // Only what differs is sent, so an unchanged time is not "moved" (and the diner not mailed).
        const { booking } = await service.booking(session.staff, bookingId);
        const move = changedMove(parsed.data, booking);
        if (!move) return formRefusal('Nothing to change: the date, time, tables, party and length are as they were.', { intent: 'move' });
        const moved = await service.moveBooking(session.staff, bookingId, move);
        return noticeReply(
          `Booking ${moved.reference} is now ${moved.date} at ${moved.time}, ${moved.tableLabel}, ${moved.covers} covers.`,
          {
            intent: 'move',
          },
        );
      } catch (err) {
        return refusalReply(err, { intent: 'move' }, { topField: true });
      }
    }
    case 'note': {
      const parsed = staffNoteSchema.safeParse({ note: form.get('note') ?? '' });
      if (!parsed.success) return invalidReply(parsed.error.issues, { intent: 'note' });
      try {
        await service.setNote(session.staff, bookingId, parsed.data.note);
        return noticeReply(parsed.data.note ? 'Staff note saved.' : 'Staff note removed.', { intent: 'note' });
      } catch (err) {
        return refusalReply(err, { intent: 'note' }, { topField: true });
      }
    }
    case 'pin': {
      const parsed = bookingPinSchema.safeParse({ pinned: form.get('pinned') });
      if (!parsed.success) return formRefusal('This form is not one the booking page knows. Please reload the page.');
      try {
        const pinned = await service.setPinned(session.staff, bookingId, parsed.data.pinned);
        return noticeReply(
          pinned.pinned ? `Pinned to ${pinned.tableLabel}: Mesa will not move it.` : 'Unpinned: Mesa may move it to seat another party.',
          { intent: 'pin' },
        );
      } catch (err) {
        return refusalReply(err, { intent: 'pin' }, { topField: true });
      }
    }
    default:
      return formRefusal('This form is not one the booking page knows. Please reload the page.');
  }
}
