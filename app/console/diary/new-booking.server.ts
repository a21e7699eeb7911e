// /console/diary/:storeId/new/?date= (product.md D8): a phone or walk-in booking,
// placed by the same engine under the same day lock as an online one. On
// success the diary of its date says what was added; on a refusal the form
// comes back with what was typed, the message and the fields it concerns.
import { data, redirect, type AppLoadContext } from 'react-router';
import { staffBookingSchema, type BookingFormChoices } from '../../../contract/console.ts';
import { isValidIsoDate } from '../../../contract/london-time.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireRestaurantAction } from '../console-session.server.ts';
import { staffBookingInput, staffBookingValues } from './booking-form-values.ts';
import { diaryUrl } from './console-urls.ts';
import { invalidReply, orNotFound, refusalReply } from './page-reply.server.ts';

export interface NewBookingPage {
  choices: BookingFormChoices;
  csrfToken: string;
  /** The diary's date the form starts on ('' when the link named none). */
  date: string;
}

export async function loadNewBooking(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const choices = await orNotFound(context.services.console.bookingForm(session.staff, storeId));
  const date = new URL(request.url).searchParams.get('date') ?? '';
  return data<NewBookingPage>(
    { choices, csrfToken: session.csrfToken, date: isValidIsoDate(date) ? date : '' },
    { headers: CONSOLE_HEADERS },
  );
}

export async function createStaffBooking(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const values = staffBookingValues(form);
  const parsed = staffBookingSchema.safeParse(staffBookingInput(form));
  if (!parsed.success) return invalidReply(parsed.error.issues, { values });
  try {
    const booking = await context.services.console.createBooking(session.staff, storeId, parsed.data);
    const to = `${diaryUrl(storeId, booking.date)}&created=${encodeURIComponent(booking.reference)}`;
    return redirect(to, { headers: CONSOLE_HEADERS });
  } catch (err) {
    return refusalReply(err, { values });
  }
}
