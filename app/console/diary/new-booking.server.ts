// /console/diary/:storeId/new/?date= (product.md D8): a phone or walk-in booking,
// placed by the same engine under the same day lock as an online one. On
// success the diary of its date says what was added; on a refusal the form
// comes back with what was typed, the message and the fields it concerns.
// product.md D8: the form offers the engine's times for the party, date, occasion and
// area — from the loader (?date=&adults=&children=&occasionId=&areaId=), from
// the "Show times" button (intent=times, without JavaScript) and from the
// resource route /console/diary/:storeId/new/times/ (with it).
import { data, redirect, type AppLoadContext, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { staffBookingSchema, staffTimesQuerySchema } from '../../../contract/console-forms.ts';
import { type BookingFormChoices } from '../../../contract/diary-shapes.ts';
import { isValidIsoDate } from '../../../contract/london-time.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireRestaurantAction } from '../console-session.server.ts';
import { formFields, staffBookingInput, staffBookingValues, TIMES_QUERY_FIELDS } from './booking-form-values.ts';
import { cellStart } from './cell-start.ts';
import { diaryUrl } from './console-urls.ts';
import { invalidReply, notFoundPage, orNotFound, refusalReply } from '../form-kit/console-refusal.server.ts';
import type { PageResult } from './page-result.ts';
import type { TimesAnswer } from './offered-times.ts';

export interface NewBookingPage {
  choices: BookingFormChoices;
  csrfToken: string;
  /** The diary's date the form starts on ('' when the link named none). */
  date: string;
  /**
   * The party, occasion and area the address named, to start the form with; from a click on the grid, its
   * table and its time (as an offered one, or as a time not offered: cell-start.ts).
   */
  start: Record<string, string>;
  /** What the form says about that table and time when the engine would not give them (cell-start.ts). */
  notes: { time: string | null; table: string | null };
  /** The offered times for what the form starts with; null until a date is chosen. */
  times: TimesAnswer | null;
}

/** What the new-booking action answers: a refusal, or (intent=times) the offered times, with what was typed. */
export type NewBookingResult = PageResult & { times?: TimesAnswer | null };

/** The offered times for the named fields, or why there are none; another restaurant's is the 404 page. */
async function timesFor(context: AppLoadContext, staff: StaffMember, storeId: string, fields: Record<string, string>) {
  const query = staffTimesQuerySchema.safeParse(fields);
  if (!query.success) {
    const issue = query.error.issues[0];
    return { answer: { times: null, error: issue?.message ?? 'Please choose a date', field: String(issue?.path[0] ?? '') }, status: 400 };
  }
  try {
    return {
      answer: { times: await context.services.console.bookingTimes(staff, storeId, query.data), error: null, field: '' },
      status: 200,
    };
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    if (refusal.kind === 'not-found' && !refusal.field) throw notFoundPage();
    return { answer: { times: null, error: refusal.message, field: refusal.field ?? '' }, status: refusal.status };
  }
}

export async function loadNewBooking(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const choices = await orNotFound(context.services.console.bookingForm(session.staff, storeId));
  const query = new URL(request.url).searchParams;
  const named = formFields(query, TIMES_QUERY_FIELDS);
  const date = isValidIsoDate(named.date ?? '') ? named.date! : '';
  const occasionId = named.occasionId ?? choices.occasions[0]?.id ?? '';
  const start = { ...named, date, occasionId };
  const times = date ? (await timesFor(context, session.staff, storeId, start)).answer : null;
  const cell = cellStart(formFields(query, ['time', 'tableId']), times, choices.tables);
  return data<NewBookingPage>(
    {
      choices,
      csrfToken: session.csrfToken,
      date,
      start: { ...start, ...cell.fields },
      notes: { time: cell.timeNote, table: cell.tableNote },
      times,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** GET /console/diary/:storeId/new/times/?date=&adults=&children=&occasionId=&areaId=: the offered times as JSON. */
export async function loadStaffTimes(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const query = formFields(new URL(request.url).searchParams, TIMES_QUERY_FIELDS);
  const { answer, status } = await timesFor(context, session.staff, storeId, query);
  return Response.json(answer, { status, headers: CONSOLE_HEADERS });
}

/** A reply of page-reply.server.ts with the offered times added, for a page rendered afresh (no JavaScript). */
const withTimes = (reply: DataWithResponseInit<PageResult>, times: TimesAnswer | null) =>
  data<NewBookingResult>({ ...reply.data, times }, reply.init ?? {});

export async function createStaffBooking(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const values = staffBookingValues(form);
  const times = async () => (await timesFor(context, session.staff, storeId, formFields(form, TIMES_QUERY_FIELDS))).answer;
  if (form.get('intent') === 'times') {
    return data<NewBookingResult>(
      { error: null, fieldErrors: {}, intent: 'times', values, times: await times() },
      { headers: CONSOLE_HEADERS },
    );
  }
  const parsed = staffBookingSchema.safeParse(staffBookingInput(form));
  if (!parsed.success) return withTimes(invalidReply(parsed.error.issues, { values }), await times());
  try {
    const booking = await context.services.console.createBooking(session.staff, storeId, parsed.data);
    const to = `${diaryUrl(storeId, booking.date)}&created=${encodeURIComponent(booking.reference)}`;
    return redirect(to, { headers: CONSOLE_HEADERS });
  } catch (err) {
    return withTimes(refusalReply(err, { values }, { topField: true }), await times());
  }
}
