// /console/search/?q=&storeId= (product.md D8): bookings by name, phone, e-mail or
// reference across dates, in one restaurant or every one the member works.
import { data, type AppLoadContext } from 'react-router';
import { bookingSearchQuerySchema } from '../../../contract/console-forms.ts';
import { type SearchHit } from '../../../contract/diary-shapes.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireSession } from '../console-session.server.ts';
import { orNotFound } from '../form-kit/console-refusal.server.ts';

export const TOO_SHORT = 'Type at least two characters.';

// "Thu, 26 Nov 2026": a results table stays narrow enough for a phone.
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const shortDate = (isoDate: string) => SHORT_DATE.format(new Date(`${isoDate}T00:00:00Z`));

export interface SearchPage {
  q: string;
  storeId: string;
  restaurants: { storeId: string; title: string }[];
  /** null before a search (or when the query is too short to run). */
  hits: (SearchHit & { dateLabel: string })[] | null;
  /** Why no search ran: the query is too short. */
  hint: string | null;
}

export async function loadSearch(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  const storeId = params.get('storeId') ?? '';
  const restaurants = (await context.services.staff.restaurantsFor(session.staff)).map(({ storeId, title }) => ({ storeId, title }));
  const page = (hits: SearchPage['hits'], hint: string | null) =>
    data<SearchPage>({ q, storeId, restaurants, hits, hint }, { headers: CONSOLE_HEADERS });

  if (!params.has('q')) return page(null, null);
  const query = bookingSearchQuerySchema.safeParse({ q, storeId: storeId || undefined });
  if (!query.success) return page(null, q.trim().length < 2 ? TOO_SHORT : (query.error.issues[0]?.message ?? TOO_SHORT));
  try {
    const hits = await orNotFound(context.services.console.search(session.staff, query.data.q, query.data.storeId));
    return page(
      hits.map((hit) => ({ ...hit, dateLabel: shortDate(hit.date) })),
      null,
    );
  } catch (err) {
    const refusal = pageRefusal(err);
    if (refusal?.kind !== 'invalid') throw err;
    return page(null, refusal.message);
  }
}
