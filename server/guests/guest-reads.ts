// Reading guest profiles (product.md D12 "Guest profiles"): search, one profile's
// parts, and the diary's glance for a whole day in one query. Bookings are
// never changed for guests: a guest's bookings are those whose address,
// lower-cased, is one of theirs (the bookings_email_lower index, decision 044).
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GuestConsent, GuestGlance } from '../../contract/guests.ts';
import type { Runner } from '../db/runner.ts';
import { bookings, guestEmails, guestMerges, guestNotes, guests, guestTags } from '../db/schema.ts';
import { orderTags } from './rules/guest-tags.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { consentHistory, currentConsent } from '../consent/consent.ts';

export type GuestRow = typeof guests.$inferSelect;

const lowerEmail = sql`lower(${bookings.email})`;
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Guests with a booking at one of `storeIds` (a manager's scope); null for every guest. */
function inScope(storeIds: readonly string[] | null): SQL | undefined {
  if (storeIds === null) return undefined;
  if (!storeIds.length) return sql`false`;
  return sql`exists (select 1 from ${guestEmails} ge join ${bookings} b on lower(b.email) = ge.email
    where ge.guest_id = ${guests.id} and b.store_id in (${sql.join(
      storeIds.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
}

/** Name, e-mail or phone (digits anywhere in it, four or more). */
function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const like = `%${escapeLike(query)}%`;
  const digits = query.replace(/\D/g, '');
  return or(
    ilike(guests.displayName, like),
    sql`exists (select 1 from ${guestEmails} ge where ge.guest_id = ${guests.id} and ge.email like ${like.toLowerCase()})`,
    ...(digits.length >= 4 ? [ilike(sql`regexp_replace(coalesce(${guests.phone}, ''), '\\D', '', 'g')`, `%${digits}%`)] : []),
  );
}

export async function searchGuests(runner: Runner, query: string, storeIds: readonly string[] | null, limit: number) {
  return runner
    .select()
    .from(guests)
    .where(and(isNull(guests.mergedInto), matching(query), inScope(storeIds)))
    .orderBy(desc(guests.updatedAt), asc(guests.id))
    .limit(limit);
}

export async function guestById(runner: Runner, id: string): Promise<GuestRow | null> {
  const [row] = await runner.select().from(guests).where(eq(guests.id, id));
  return row ?? null;
}

/** Each guest's addresses, alphabetically. */
export async function emailsOf(runner: Runner, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await runner
    .select()
    .from(guestEmails)
    .where(inArray(guestEmails.guestId, [...ids]))
    .orderBy(asc(guestEmails.email));
  for (const r of rows) out.get(r.guestId)?.push(r.email);
  return out;
}

/** Each guest's tags, in the order every view shows them. */
export async function tagsOf(runner: Runner, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await runner
    .select()
    .from(guestTags)
    .where(inArray(guestTags.guestId, [...ids]));
  for (const r of rows) out.get(r.guestId)?.push(r.tag);
  for (const [id, tags] of out) out.set(id, orderTags(tags));
  return out;
}

/** The restaurants the addresses have booked at. */
export async function storesOf(runner: Runner, emails: readonly string[]): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await runner
    .select({ storeId: bookings.storeId })
    .from(bookings)
    .where(inArray(lowerEmail, [...emails]))
    .groupBy(bookings.storeId);
  return rows.map((r) => r.storeId);
}

/** Every booking of the addresses, newest first (the profile's visits and its counts). */
export async function bookingsOf(runner: Runner, emails: readonly string[]) {
  if (!emails.length) return [];
  return runner
    .select({
      id: bookings.id,
      reference: bookings.reference,
      storeId: bookings.storeId,
      date: bookings.date,
      startsAt: bookings.startsAt,
      covers: bookings.covers,
      status: bookings.status,
      cancelledAt: bookings.cancelledAt,
      feeTerms: bookings.feeTerms,
    })
    .from(bookings)
    .where(inArray(lowerEmail, [...emails]))
    .orderBy(desc(bookings.date), desc(bookings.startsAt), asc(bookings.id));
}

export async function notesOf(runner: Runner, id: string) {
  return runner.select().from(guestNotes).where(eq(guestNotes.guestId, id)).orderBy(desc(guestNotes.at), asc(guestNotes.id));
}

/**
 * The marketing consent of the addresses, from their consent events (decision 045: the newest event on an address
 * rules, so an unsubscribe shows here at once); consent on any of them counts.
 */
export async function consentOf(runner: Runner, emails: readonly string[]): Promise<GuestConsent> {
  const histories = await Promise.all(emails.map((email) => consentHistory(runner, email)));
  const now = histories.map(currentConsent);
  const history = histories.flat().sort((a, b) => b.at.getTime() - a.at.getTime());
  return { known: history.length > 0, email: now.some((c) => c.email), sms: now.some((c) => c.sms), history };
}

export async function mergesInto(runner: Runner, keptId: string) {
  return runner.select().from(guestMerges).where(eq(guestMerges.keptId, keptId)).orderBy(desc(guestMerges.at), asc(guestMerges.id));
}

interface GlanceRow extends Record<string, unknown> {
  email: string;
  guest_id: string;
  allergies: string;
  tags: string[] | string;
  visits: number | string;
  no_shows: number | string;
}

/**
 * The glance for every address of a day's bookings (product.md D12 "In the diary"), as one query: each address's
 * guest, their tags and allergies, and the visits and no-shows of all the guest's addresses together.
 */
export async function glanceByEmail(runner: Runner, emails: readonly string[]): Promise<Map<string, GuestGlance>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return new Map();
  // One parameter, not one per address: a busy day's 200 addresses made the query's parse and plan cost more than
  // its work, on the page's one thread with PGlite (decision 076).
  const result: unknown = await runner.execute(sql`
    with seen as (select email, guest_id from guest_emails where email in (select json_array_elements_text(${JSON.stringify(wanted)}::json))),
    theirs as (select guest_id, email from guest_emails where guest_id in (select guest_id from seen)),
    counts as (
      select t.guest_id,
        count(*) filter (where b.status in ('seated', 'completed')) as visits,
        count(*) filter (where b.status = 'no-show') as no_shows
      from theirs t join bookings b on lower(b.email) = t.email
      group by t.guest_id
    ),
    tags as (select guest_id, json_agg(tag) as tags from guest_tags where guest_id in (select guest_id from seen) group by guest_id)
    select s.email, g.id as guest_id, g.allergies, coalesce(tg.tags, '[]'::json) as tags,
      coalesce(c.visits, 0) as visits, coalesce(c.no_shows, 0) as no_shows
    from seen s
    join guests g on g.id = s.guest_id
    left join counts c on c.guest_id = g.id
    left join tags tg on tg.guest_id = g.id`);
  const rows = rowsOf<GlanceRow>(result);
  return new Map(
    rows.map((r) => [
      r.email,
      {
        guestId: r.guest_id,
        tags: orderTags(typeof r.tags === 'string' ? (JSON.parse(r.tags) as string[]) : r.tags),
        allergies: r.allergies,
        visits: Number(r.visits),
        noShows: Number(r.no_shows),
      },
    ]),
  );
}
