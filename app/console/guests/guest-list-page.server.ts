// /console/guests/?q= (product.md D12 "Guest profiles"): find a guest by name,
// e-mail or phone. Chain admins and marketing search everyone, a manager the
// guests of their restaurants; any other role finds no such page (404).
import { data, type AppLoadContext } from 'react-router';
import { guestSearchSchema, type GuestSummary } from '../../../contract/guests.ts';
import { mayListGuests } from '../../../server/guests/rules/guest-access.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';

export interface GuestListPage {
  query: string;
  error: string | null;
  guests: GuestSummary[];
  /** Every guest of the chain (chain admin, marketing), or those of the member's restaurants. */
  chainWide: boolean;
}

export async function requireGuestReader(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!mayListGuests(session.staff)) throw notFoundPage();
  return session;
}

export async function loadGuestList(context: AppLoadContext, request: Request) {
  const session = await requireGuestReader(context, request);
  const parsed = guestSearchSchema.safeParse({ q: new URL(request.url).searchParams.get('q') ?? undefined });
  const query = parsed.success ? parsed.data.q : '';
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please search again');
  const guests = parsed.success ? await context.services.guests.search(session.staff, query) : [];
  return data<GuestListPage>(
    { query, error, guests, chainWide: session.staff.restaurants.length === 0 },
    { status: parsed.success ? 200 : 400, headers: CONSOLE_HEADERS },
  );
}
