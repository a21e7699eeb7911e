// /console/diary/:storeId/optimise/?date= (decision 079): "Optimise the day", for staff
// who may move the restaurant's bookings (diary.edit; 404 otherwise, as if it did not
// exist). The page shows the proposal; its one form applies it, carrying the diary
// version and the plan's hash it was shown with, so a day that changed since is refused
// with the new proposal on the page instead of moved blindly.
import { data, redirect, type AppLoadContext } from 'react-router';
import { diaryQuerySchema } from '../../../contract/console-forms.ts';
import { dayOptimiseSchema, type DayOptimisationView } from '../../../contract/day-optimisation.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireRestaurantAction } from '../console-session.server.ts';
import { formRefusal, orNotFound, refusalReply } from '../form-kit/console-refusal.server.ts';
import { diaryUrl } from './console-urls.ts';

export interface OptimisePage {
  proposal: DayOptimisationView;
  longDate: string;
  csrfToken: string;
}

export const NOT_A_PROPOSAL = 'This form is not one the page knows. Please reload the page.';

export async function loadOptimise(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const query = diaryQuerySchema.safeParse({ storeId, date: new URL(request.url).searchParams.get('date') || undefined });
  if (!query.success) throw data(query.error.issues[0]?.message ?? 'Please choose a date', { status: 400, headers: CONSOLE_HEADERS });
  const proposal = await orNotFound(context.services.console.dayOptimisation(session.staff, storeId, query.data.date));
  return data<OptimisePage>(
    { proposal, longDate: formatLongDate(proposal.date), csrfToken: session.csrfToken },
    { headers: CONSOLE_HEADERS },
  );
}

/** "Apply these moves": back to the diary with how many moved, or the refusal beside the new proposal. */
export async function optimiseAction(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurantAction(context, request, 'diary.edit', storeId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const parsed = dayOptimiseSchema.safeParse({ storeId, date: form.get('date'), version: form.get('version'), plan: form.get('plan') });
  if (!parsed.success) return formRefusal(NOT_A_PROPOSAL);
  let moved: number;
  try {
    ({ moved } = await context.services.console.optimiseDay(session.staff, parsed.data));
  } catch (err) {
    return refusalReply(err);
  }
  const to = new URL(diaryUrl(storeId, parsed.data.date), 'http://x');
  to.searchParams.set('optimised', String(moved));
  throw redirect(`${to.pathname}${to.search}`, { headers: CONSOLE_HEADERS });
}
