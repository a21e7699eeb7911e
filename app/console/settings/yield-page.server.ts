// /console/settings/:storeId/yield/: what the yield rule (decision 075) would have done on a weekday's past weeks,
// for the restaurant's managers and chain admins before they keep it on or turn it off.
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { addDays, londonDateOf, weekdayOf } from '../../../contract/london-time.ts';
import type { PastWeeks } from '../../../server/booking/yield/yield-service.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireSession } from '../console-session.server.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { settingsRestaurant } from './settings-page.server.ts';

export interface YieldPage {
  restaurant: { storeId: string; title: string };
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  ruleOn: boolean;
  weeks: PastWeeks;
}

/** `?day=1…7`; tomorrow's weekday when absent or not a weekday. */
const daySchema = z.coerce.number().int().min(1).max(7);

export async function loadYieldPage(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const { title } = await settingsRestaurant(context, session.staff, storeId);
  const asked = daySchema.safeParse(new URL(request.url).searchParams.get('day') ?? undefined);
  const weekday = asked.success ? asked.data : weekdayOf(addDays(londonDateOf(context.services.clock()), 1));
  const [weeks, settings] = await Promise.all([
    context.services.console.yieldWeeks(session.staff, storeId, weekday).catch(throwAsPageError),
    context.services.console.settings(session.staff, storeId).catch(throwAsPageError),
  ]);
  return data<YieldPage>({ restaurant: { storeId, title }, weekday, ruleOn: settings.yieldRule, weeks }, { headers: CONSOLE_HEADERS });
}
