// The phone booking form's offered times (product.md D8) as the browser and the page
// share them: the answer's shape (checked with zod when fetched), the resource
// route's address, and the words the form says about them.
import { z } from 'zod';
import { staffTimesSchema, type StaffTimes } from '../../../contract/console-forms.ts';
import { tableLabel } from '../../../contract/diary-shapes.ts';
import { formatLongDate } from '../../../contract/london-time.ts';

export const timesAnswerSchema = z.object({
  times: staffTimesSchema.nullable(),
  /** Why no times could be looked up (a past date, an unknown occasion), or null. */
  error: z.string().nullable(),
  /** The field that error concerns ('' for none). */
  field: z.string(),
});
export type TimesAnswer = z.infer<typeof timesAnswerSchema>;

/** The resource route the form asks when the party, date, occasion or area change (routes.ts). */
export const offeredTimesUrl = (storeId: string, query: Record<string, string>) =>
  `/console/diary/${encodeURIComponent(storeId)}/new/times/?${new URLSearchParams(query).toString()}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the polite live region says: how many times were found, for whom and when, or why none. */
export function timesStatus(answer: TimesAnswer | null, loading: boolean): string {
  if (loading) return 'Looking for times…';
  if (!answer) return 'Choose a date, the party and the occasion, then show the times.';
  if (answer.error) return answer.error;
  const t = answer.times;
  if (!t) return '';
  const when = `for ${plural(t.covers, 'guest', 'guests')} on ${formatLongDate(t.date)}`;
  if (!t.times.length) return `No times offered ${when}. ${t.message}`.trim();
  return `${plural(t.times.length, 'time', 'times')} offered ${when}.`;
}

/** The table hint for the picked time: the engine's pick ("Let Mesa choose" books it) and the other free tables. */
export function tableSuggestion(times: StaffTimes | null, picked: string): string | null {
  const offer = times?.times.find((t) => t.time === picked);
  if (!offer) return null;
  const others = offer.freeTableIds.filter((id) => !offer.tableIds.includes(id));
  const pick = offer.tableIds.length ? `At ${offer.time} Mesa would seat them at ${tableLabel(offer.tableIds)}.` : '';
  const also = others.length ? `Also free and the right size: ${others.map((id) => tableLabel([id])).join(', ')}.` : '';
  return [pick, also].filter(Boolean).join(' ');
}
