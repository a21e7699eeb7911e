// The console home's figures (product.md D8 "Console UI"): for each restaurant a
// member works, today's bookings and covers, the requests waiting for an answer
// and the new messages. A chain has dozens of restaurants, so each figure is one
// query grouped by restaurant, never one query per restaurant. Which
// restaurants the caller may see is decided by the caller (console-service.ts).
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { COUNTED_STATUSES } from '../../contract/booking-lifecycle.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { Db } from '../db/client.ts';
import { bookings, contactMessages, groupEnquiries } from '../db/schema.ts';

export interface DayFigures {
  /** Bookings the diary counts (held, confirmed, seated, completed), as its totals do. */
  bookings: number;
  covers: number;
  /** Requests waiting for the restaurant to confirm or decline. */
  requested: number;
}

/** storeIds to count, or 'all' (a chain admin). */
export type SummaryScope = readonly string[] | 'all';

const inScope = (column: typeof bookings.storeId | typeof contactMessages.storeId | typeof groupEnquiries.storeId, scope: SummaryScope) =>
  scope === 'all' ? undefined : inArray(column, [...scope]);

const counted = sql.join(
  COUNTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** One query: the day's figures per storeId (restaurants without a booking are absent). */
export async function dayFiguresByStore(db: Db, scope: SummaryScope, date: IsoDate): Promise<Map<string, DayFigures>> {
  if (scope !== 'all' && !scope.length) return new Map();
  const isCounted: SQL = sql`${bookings.status} in (${counted})`;
  const rows = await db
    .select({
      storeId: bookings.storeId,
      bookings: sql<number>`count(*) filter (where ${isCounted})`.mapWith(Number),
      covers: sql<number>`coalesce(sum(${bookings.covers}) filter (where ${isCounted}), 0)`.mapWith(Number),
      requested: sql<number>`count(*) filter (where ${bookings.status} = 'requested')`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.date, date), inScope(bookings.storeId, scope)))
    .groupBy(bookings.storeId);
  return new Map(rows.map(({ storeId, ...figures }) => [storeId, figures]));
}

/**
 * One query: new (not yet handled) contact messages and group enquiries per storeId.
 * Head office's messages (no restaurant) are counted under null.
 */
export async function newMessagesByStore(db: Db, scope: SummaryScope, headOffice: boolean): Promise<Map<string | null, number>> {
  if (scope !== 'all' && !scope.length && !headOffice) return new Map();
  const contactScope =
    scope === 'all'
      ? undefined
      : sql`(${inScope(contactMessages.storeId, scope) ?? sql`false`} or ${headOffice ? sql`${contactMessages.storeId} is null` : sql`false`})`;
  const groupScope = scope === 'all' ? undefined : (inScope(groupEnquiries.storeId, scope) ?? sql`false`);
  const contacts = db
    .select({ storeId: contactMessages.storeId, n: count().as('n') })
    .from(contactMessages)
    .where(and(eq(contactMessages.inboxStatus, 'new'), contactScope))
    .groupBy(contactMessages.storeId);
  const groups = db
    .select({ storeId: groupEnquiries.storeId, n: count().as('n') })
    .from(groupEnquiries)
    .where(and(eq(groupEnquiries.inboxStatus, 'new'), isNotNull(groupEnquiries.storeId), groupScope))
    .groupBy(groupEnquiries.storeId);
  const rows = await contacts.unionAll(groups);
  const byStore = new Map<string | null, number>();
  for (const r of rows) {
    if (r.storeId === null && !headOffice) continue;
    byStore.set(r.storeId, (byStore.get(r.storeId) ?? 0) + Number(r.n));
  }
  return byStore;
}
