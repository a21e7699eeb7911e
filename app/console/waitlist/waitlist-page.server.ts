// /console/waitlist/:storeId/?date=…: a restaurant-day's waitlist (decision
// 050 "Waitlist: in the console"), for its hosts, managers and chain
// admins. A restaurant the member does not work is not found; a role that may
// not see its diary is refused. Every form posts the CSRF token; every change
// goes through the booking engine's waitlist and is audit-logged there.
import { data, type AppLoadContext } from 'react-router';
import { londonDateOf } from '../../../contract/london-time.ts';
import { waitlistActionSchema, waitlistDayQuerySchema, waitlistWalkInSchema, type WaitlistRow } from '../../../contract/waitlist.ts';
import { can } from '../../../server/staff/permissions.ts';
import { WAITLIST_REFUSED } from '../../../server/booking/waitlist-console.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { forbiddenPage, formReply, notFoundPage, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import { sentText } from '../form-kit/form-text.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

export interface WaitlistPage {
  csrfToken: string;
  restaurant: { storeId: string; title: string };
  date: string;
  today: string;
  entries: WaitlistRow[];
  /** Staff may change the list (diary.edit), not only read it. */
  canEdit: boolean;
}

export type WaitlistResult = FormReply<{ intent: 'add' | 'ready' | 'seat' | 'remove' | null }>;

async function waitlistRestaurant(context: AppLoadContext, staff: StaffMember, storeId: string, action: 'diary.view' | 'diary.edit') {
  const restaurant = (await context.services.staff.restaurantsFor(staff)).find((r) => r.storeId === storeId);
  if (!restaurant) throw notFoundPage();
  if (!can(staff, action, storeId)) throw forbiddenPage(WAITLIST_REFUSED);
  return restaurant;
}

export async function loadWaitlist(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const { title } = await waitlistRestaurant(context, session.staff, storeId, 'diary.view');
  const today = londonDateOf(context.services.clock());
  const query = waitlistDayQuerySchema.safeParse({ date: new URL(request.url).searchParams.get('date') ?? undefined });
  const date = (query.success && query.data.date) || today;
  const entries = await context.services.booking.waitlist.console.day(session.staff, storeId, date).catch(throwAsPageError);
  return data<WaitlistPage>(
    {
      csrfToken: session.csrfToken,
      restaurant: { storeId, title },
      date,
      today,
      entries,
      canEdit: can(session.staff, 'diary.edit', storeId),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function waitlistAction(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  await waitlistRestaurant(context, session.staff, storeId, 'diary.edit');
  const waitlist = context.services.booking.waitlist.console;
  const intent = sentText(form, 'intent');
  try {
    if (intent === 'add') {
      const values = {
        name: sentText(form, 'name') ?? '',
        adults: sentText(form, 'adults') ?? '',
        children: sentText(form, 'children') ?? '0',
        phone: sentText(form, 'phone') ?? '',
        email: sentText(form, 'email') ?? '',
        quotedWaitMinutes: sentText(form, 'quotedWaitMinutes') ?? '',
      };
      const parsed = waitlistWalkInSchema.safeParse({ ...values, sms: form.has('sms') });
      if (!parsed.success)
        return formReply<WaitlistResult>({ intent, error: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values }, 400);
      const row = await waitlist.addWalkIn(session.staff, storeId, parsed.data);
      return formReply<WaitlistResult>({
        intent,
        error: null,
        fieldErrors: {},
        notice: `${row.name} (${row.covers}) joined the waitlist.`,
      });
    }
    const parsed = waitlistActionSchema.safeParse({ entryId: sentText(form, 'entryId'), action: intent });
    if (!parsed.success) return formReply<WaitlistResult>({ intent: null, error: 'Unknown action', fieldErrors: {} }, 400);
    const { entryId, action } = parsed.data;
    if (action === 'ready') {
      const by = await waitlist.tableReady(session.staff, storeId, entryId);
      return formReply<WaitlistResult>({
        intent: action,
        error: null,
        fieldErrors: {},
        notice: `Told by ${by} that their table is ready.`,
      });
    }
    if (action === 'seat') {
      const booking = await waitlist.seat(session.staff, storeId, entryId);
      return formReply<WaitlistResult>({
        intent: action,
        error: null,
        fieldErrors: {},
        notice: `Seated at ${booking.tableIds.map((t) => t.toUpperCase()).join(' + ')}.`,
      });
    }
    await waitlist.remove(session.staff, storeId, entryId);
    return formReply<WaitlistResult>({ intent: action, error: null, fieldErrors: {}, notice: 'Removed from the waitlist.' });
  } catch (err) {
    return refusalReply<WaitlistResult>(err, { intent: (intent as WaitlistResult['intent']) ?? null });
  }
}
