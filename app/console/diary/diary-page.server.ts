// /console/diary/:storeId/?date=&view= (product.md D8): a restaurant-day's diary,
// for staff who work that restaurant (404 otherwise, as if it did not exist),
// and its quick status buttons. The restaurant switcher is a GET form, so it
// works without JavaScript: it names the restaurant and the loader redirects.
import { withGuestGlances } from '../guests/guest-glance.server.ts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { diaryQuerySchema } from '../../../contract/console-forms.ts';
import { type Diary } from '../../../contract/diary-shapes.ts';
import { addDays, formatLongDate, londonDateOf, londonMinutesOf } from '../../../contract/london-time.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireRestaurantAction } from '../console-session.server.ts';
import { withLastDiary } from '../last-diary.server.ts';
import { diaryUrl, diaryViewOf, type DiaryView } from './console-urls.ts';
import { nowOnDate } from './grid-geometry.ts';
import { filledText } from '../form-kit/form-text.ts';
import { formRefusal, orNotFound } from '../form-kit/console-refusal.server.ts';
import { changeStatusFromForm } from './status-change.server.ts';
import { packBookings } from './packed-bookings.ts';
import { WALK_IN_INTENT } from './booking-form-values.ts';
import { seatWalkInFromForm } from './walk-in.server.ts';

export interface DiaryPage {
  /** The day without its bookings, which travel packed (decision 076). */
  diary: Omit<Diary, 'bookings'>;
  /** The day's bookings, packed (packed-bookings.ts). */
  bookings: string;
  csrfToken: string;
  view: DiaryView;
  longDate: string;
  previousDate: string;
  nextDate: string;
  /** The restaurants the member works, for the switcher. */
  restaurants: { storeId: string; title: string; city: string }[];
  /** Minutes after the day's midnight when the day shown is today (the services' clock), for the grid's "now"; else null. */
  now: number | null;
  /** The reference of a booking just added (new-booking page's redirect), for the status message. */
  created: string | null;
  /** Decision 079: how many bookings "Optimise the day" just moved (its redirect), for the status message. */
  optimised: number | null;
}

/** A booking reference as the engine writes them; anything else in ?created= is not shown (no spoofed notices). */
const REFERENCE = /^[A-Z0-9]{2,12}(-[A-Z0-9]{2,12})*$/i;

export async function loadDiary(context: AppLoadContext, request: Request, storeId: string) {
  const params = new URL(request.url).searchParams;
  const view = diaryViewOf(params.get('view'));
  const date = params.get('date') || undefined;
  const switchTo = params.get('restaurant');
  if (switchTo && switchTo !== storeId) throw redirect(diaryUrl(switchTo, date, view), { headers: CONSOLE_HEADERS });

  const session = await requireRestaurantAction(context, request, 'diary.view', storeId);
  const query = diaryQuerySchema.safeParse({ storeId, date });
  if (!query.success) throw data(query.error.issues[0]?.message ?? 'Please choose a date', { status: 400, headers: CONSOLE_HEADERS });

  const [cached, restaurants] = await Promise.all([
    orNotFound(context.services.console.diary(session.staff, storeId, query.data.date)),
    context.services.staff.restaurantsFor(session.staff),
  ]);
  // The cached diary is shared by every member who opens the day: the bookings sent carry this member's glances.
  const { bookings, ...diary } = cached;
  // product.md D12 "In the diary": each booking with its guest's glance, one query for the whole day.
  const glanced = await withGuestGlances(context, session.staff, storeId, bookings);
  const created = params.get('created');
  const instant = context.services.clock();
  return data<DiaryPage>(
    {
      diary,
      bookings: packBookings(glanced),
      csrfToken: session.csrfToken,
      view,
      longDate: formatLongDate(diary.date),
      previousDate: addDays(diary.date, -1),
      nextDate: addDays(diary.date, 1),
      now: nowOnDate(diary.date, { date: londonDateOf(instant), minutes: londonMinutesOf(instant) }),
      restaurants: restaurants.map(({ storeId, title, city }) => ({ storeId, title, city })),
      created: created && REFERENCE.test(created) ? created : null,
      optimised: /^\d{1,4}$/.test(params.get('optimised') ?? '') ? Number(params.get('optimised')) : null,
    },
    { headers: withLastDiary(CONSOLE_HEADERS, request, storeId) },
  );
}

/**
 * The list's quick buttons: intent=status with the booking and the action (decline and cancel go via the
 * booking page); and intent=walk-in, a walk-in seated now (walk-in.server.ts, product.md D8).
 */
export async function diaryAction(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  if (form.get('intent') === WALK_IN_INTENT) return seatWalkInFromForm(context, session.staff, storeId, form);
  const bookingId = filledText(form, 'bookingId');
  if (form.get('intent') !== 'status' || !bookingId) return formRefusal('This form is not one the diary knows. Please reload the page.');
  return changeStatusFromForm(context, session.staff, bookingId, form);
}
