// The signed view, change and cancel link of a confirmation e-mail (decision
// 041; product.md §6: no login): the page's loader and action, through
// the booking service in the load context. Every step is a plain GET or POST,
// so the page works before (and without) JavaScript:
//   ?token=…                      the booking
//   ?token=…&step=cancel          "Cancel your booking…?" with a reason
//   ?token=…&step=confirm         "Are you still coming…?" (decision 038: a reminder's Confirm link)
//   ?token=…&date=…&guests=…      the times it could move to
//   POST intent=cancel | change | confirm   then back to ?token=…&done=cancelled | changed | confirmed
// What the service refuses is a message on the page, never an error page.
import { data, redirect, type AppLoadContext } from 'react-router';
import { MANAGE_BOOKING_PATH } from '../../../contract/booking.ts';
import {
  cancelFormSchema,
  changeFormSchema,
  changeSearchSchema,
  type ChangeTimes,
  type ManageDetails,
} from '../../../contract/booking-change.ts';
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';

export type FieldErrors = Partial<Record<string, string>>;
export interface ChangeSearch {
  date: string;
  guests: string;
  times: ChangeTimes | null;
  errors: FieldErrors;
}
export type ManagePage =
  | { booking: null; error: string }
  | {
      booking: ManageDetails;
      error: null;
      token: string;
      step: 'view' | 'cancel' | 'confirm';
      done: 'cancelled' | 'changed' | 'confirmed' | null;
      search: ChangeSearch | null;
    };
export interface ManageAction {
  intent: 'cancel' | 'change' | 'confirm' | null;
  /** A refusal or a lost race, shown beside the form that was sent. */
  error: string | null;
  errors: FieldErrors;
}

export const INCOMPLETE_LINK = 'This link is not complete. Please use the link in your confirmation e-mail.';

const pageOf = (token: string, extra: Record<string, string> = {}) => `${MANAGE_BOOKING_PATH}?${new URLSearchParams({ token, ...extra })}`;

/** The first message of each field a zod error names. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** GET /manage-booking/?token=…: the booking the signed link names, and the step the query asks for. */
export async function loadManagedBooking(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!token) return data<ManagePage>({ booking: null, error: INCOMPLETE_LINK }, { status: 400 });
  const service = context.services.booking;
  try {
    const booking = await service.manageDetails(token);
    const doneParam = params.get('done');
    const done = doneParam === 'cancelled' || doneParam === 'changed' || doneParam === 'confirmed' ? doneParam : null;
    const stepParam = params.get('step');
    // product.md D11: only a confirmed booking that has not begun (canCancel says so) can be confirmed by the diner.
    const step =
      stepParam === 'cancel' && booking.canCancel
        ? 'cancel'
        : stepParam === 'confirm' && booking.canCancel && booking.status === 'confirmed' && done !== 'confirmed'
          ? 'confirm'
          : 'view';
    let search: ChangeSearch | null = null;
    if (booking.change && (params.has('date') || params.has('guests'))) {
      const raw = { date: params.get('date') ?? '', guests: params.get('guests') ?? '' };
      search = { ...raw, times: null, errors: {} };
      const parsed = changeSearchSchema.safeParse(raw);
      if (!parsed.success) search.errors = fieldErrors(parsed.error.issues);
      else {
        try {
          search.times = await service.changeTimes(token, parsed.data);
        } catch (err) {
          const refusal = pageRefusal(err);
          if (!refusal) throw err;
          search.errors = { [refusal.field ?? 'date']: refusal.message };
        }
      }
    }
    return data<ManagePage>({ booking, error: null, token, step, done, search });
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data<ManagePage>({ booking: null, error: refusal.message }, { status: refusal.status });
  }
}

/** The page's two POSTs: cancel (after the confirmation step) and change; each ends back on the booking. */
export async function manageBookingAction(context: AppLoadContext, request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const token = text('token');
  const sent = text('intent');
  const intent = sent === 'change' || sent === 'confirm' ? sent : 'cancel';
  const reply = (status: number, error: string | null, errors: FieldErrors = {}) =>
    data<ManageAction>({ intent, error, errors }, { status });
  if (!token) return reply(400, INCOMPLETE_LINK);
  const service = context.services.booking;
  try {
    if (intent === 'confirm') {
      await service.confirmAttendance(token);
      return redirect(pageOf(token, { done: 'confirmed' }));
    }
    if (intent === 'cancel') {
      const parsed = cancelFormSchema.safeParse({ reason: text('reason') ?? '' });
      if (!parsed.success) return reply(400, null, fieldErrors(parsed.error.issues));
      await service.cancel(token, parsed.data.reason);
      return redirect(pageOf(token, { done: 'cancelled' }));
    }
    const parsed = changeFormSchema.safeParse({ date: text('date'), guests: text('guests'), time: text('time') });
    if (!parsed.success) return reply(400, null, fieldErrors(parsed.error.issues));
    const { date, guests, time } = parsed.data;
    // product.md §9 SHOW_CHILD_COVERS is false: the page asks for guests; children already booked stay children.
    const children = Math.min((await service.manageDetails(token)).children, guests - 1);
    const changed = await service.change(token, { bookingDate: date, time, adults: guests - children, children });
    if (changed.outcome === 'slot-taken') return reply(409, SLOT_TAKEN_MESSAGE);
    return redirect(pageOf(token, { done: 'changed' }));
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return reply(refusal.status, refusal.message);
  }
}
