// The signed links of the waitlist's e-mails (decision
// 050 "Waitlist"): the page's loader and action, through the booking service in the load
// context. Opening a link changes nothing — mail scanners follow links — and
// only the page's button posts:
//   ?token=…&step=claim     the table held for the diner, and "Book this table"
//   ?token=…&step=leave     "Leave the waitlist?"
//   POST intent=claim | leave   then back to ?token=…&done=booked | expired | left
// What the service refuses is a message on the page, never an error page.
import { data, redirect, type AppLoadContext } from 'react-router';
import { WAITLIST_PATH, type WaitlistOfferView } from '../../../contract/waitlist.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';

export const INCOMPLETE_WAITLIST_LINK = 'This link is not complete. Please use the link in your e-mail.';

export type WaitlistDone = 'booked' | 'expired' | 'left' | 'gone';
export type WaitlistPage =
  | { entry: null; error: string }
  | { entry: WaitlistOfferView; error: null; token: string; step: 'claim' | 'leave' | 'view'; done: WaitlistDone | null };
export interface WaitlistPageAction {
  error: string | null;
}

const pageOf = (token: string, extra: Record<string, string>) => `${WAITLIST_PATH}?${new URLSearchParams({ token, ...extra })}`;
const DONE: readonly WaitlistDone[] = ['booked', 'expired', 'left', 'gone'];

export async function loadWaitlistPage(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!token) return data<WaitlistPage>({ entry: null, error: INCOMPLETE_WAITLIST_LINK }, { status: 400 });
  try {
    const entry = await context.services.booking.waitlist.diner.view(token);
    const doneParam = params.get('done');
    const done = DONE.find((d) => d === doneParam) ?? null;
    const asked = params.get('step');
    const step = asked === 'leave' ? 'leave' : asked === 'claim' ? 'claim' : 'view';
    return data<WaitlistPage>({ entry, error: null, token, step, done });
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data<WaitlistPage>({ entry: null, error: refusal.message }, { status: refusal.status });
  }
}

export async function waitlistPageAction(context: AppLoadContext, request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const token = form.get('token');
  const intent = form.get('intent');
  if (typeof token !== 'string' || !token) return data<WaitlistPageAction>({ error: INCOMPLETE_WAITLIST_LINK }, { status: 400 });
  const diner = context.services.booking.waitlist.diner;
  try {
    if (intent === 'leave') {
      await diner.leave(token);
      return redirect(pageOf(token, { done: 'left' }));
    }
    const claimed = await diner.claim(token);
    return redirect(pageOf(token, { done: claimed.outcome }));
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data<WaitlistPageAction>({ error: refusal.message }, { status: refusal.status });
  }
}
