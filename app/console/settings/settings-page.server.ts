// /console/settings/:storeId/: a restaurant's notices and daily sheet (product.md
// D8), for its managers and chain admins. A restaurant the member does not
// work is not found; one they work but may not set up (a host) is refused.
import { data, type AppLoadContext } from 'react-router';
import { settingsSchema, type RestaurantSettings } from '../../../contract/console-forms.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { forbiddenPage, invalidFieldReply, notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

export const SETTINGS_REFUSED = 'A restaurant’s settings are changed by its manager. Please ask your manager.';

export interface SettingsPage {
  csrfToken: string;
  restaurant: { storeId: string; title: string };
  settings: RestaurantSettings;
}

export type SettingsFormResult = FormReply<{ saved?: boolean }>;

/** The restaurant whose settings the member may change: not found when they do not work it, refused for a host. */
export async function settingsRestaurant(context: AppLoadContext, staff: StaffMember, storeId: string) {
  const restaurant = (await context.services.staff.restaurantsFor(staff)).find((r) => r.storeId === storeId);
  if (!restaurant) throw notFoundPage();
  if (!can(staff, 'setup.edit', storeId)) throw forbiddenPage(SETTINGS_REFUSED);
  return restaurant;
}

export async function loadSettings(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const { title } = await settingsRestaurant(context, session.staff, storeId);
  const settings = await context.services.console.settings(session.staff, storeId).catch(throwAsPageError);
  return data<SettingsPage>({ csrfToken: session.csrfToken, restaurant: { storeId, title }, settings }, { headers: CONSOLE_HEADERS });
}

export async function saveSettings(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  await settingsRestaurant(context, session.staff, storeId);
  // An unticked checkbox sends nothing, which the schema reads as "no".
  const parsed = settingsSchema.safeParse({
    noticeEveryBooking: form.get('noticeEveryBooking') ?? undefined,
    dailySheetAt: form.get('dailySheetAt') ?? '',
    weeklySummary: form.has('weeklySummary'),
    yieldRule: form.has('yieldRule'),
    // Empty is the default (decision 074), not zero.
    pinWithinMinutes: form.get('pinWithinMinutes') || undefined,
    eventVatPercent: form.get('eventVatPercent') || undefined,
  });
  if (!parsed.success) {
    return data<SettingsFormResult>(
      { error: null, fieldErrors: fieldErrorsOf(parsed.error.issues) },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  try {
    await context.services.console.saveSettings(session.staff, storeId, parsed.data);
  } catch (err) {
    // A wrong field is the form's to show; any other refusal is the page's error.
    return invalidFieldReply<SettingsFormResult>(err);
  }
  return data<SettingsFormResult>({ error: null, fieldErrors: {}, saved: true }, { headers: CONSOLE_HEADERS });
}
