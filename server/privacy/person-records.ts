// Where Mesa holds a person (product.md D12 "Data rights"): the rows of every table
// that name them, found by their e-mail address (lower-cased) and, through
// their bookings, messages and sign-ups, by the ids and phone numbers those
// carry. One finder for the export and the erasure, so the two never disagree
// about what "everything" is.
import { sql, type SQL } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import type { Runner } from '../db/runner.ts';
import { ukMobileE164 } from '../sms/phone-number.ts';

export type Row = Record<string, unknown>;

/** The keys that lead from an address to the rest of a person's rows. */
export interface PersonKeys {
  email: string;
  customerGuids: string[];
  bookingIds: string[];
  messageIds: string[];
  enquiryIds: string[];
  /** The leads their group enquiries became (decision 077): the leads name nobody, their history's notes may. */
  leadIds: string[];
  /** Their guest profile (decision 044), and any profile merged into it. */
  guestIds: string[];
  /** Their places on a waitlist (product.md D10), by address or by a phone number they gave. */
  waitlistIds: string[];
  /** The links of the invitations they sent a friend: the invitation mail names them (refer a friend). */
  referralTokens: string[];
  /** Every phone number given, as typed and as E.164 (the text outbox's form). */
  phones: string[];
}

const list = (values: readonly string[]) =>
  values.length
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : sql`null`;

/** True when `column` (any type) mentions the address, case aside: strpos, not LIKE, so '_' and '%' are plain. */
export const mentions = (column: SQL, email: string) => sql`strpos(lower(${column}::text), ${email}) > 0`;

/** True when `column` mentions any of `values` (false for none). */
const mentionsAny = (column: SQL, values: readonly string[]) =>
  values.length
    ? sql`(${sql.join(
        values.map((v) => sql`strpos(${column}, ${v}) > 0`),
        sql` or `,
      )})`
    : sql`false`;

export async function personKeys(runner: Runner, rawEmail: string): Promise<PersonKeys> {
  const email = rawEmail.trim().toLowerCase();
  const ids = async (query: SQL) => (await rawRows<{ id: string }>(runner, query)).map((r) => r.id);
  const customerGuids = await ids(sql`select guid as id from customers where lower(email) = ${email}`);
  const bookingIds = await ids(sql`select id from bookings where lower(email) = ${email}`);
  const messageIds = await ids(sql`select id from contact_messages where lower(email) = ${email}`);
  const enquiryIds = await ids(sql`select id from group_enquiries where lower(email) = ${email}`);
  const leadIds = await ids(sql`select id from event_leads where enquiry_id in (${list(enquiryIds)})`);
  const guestIds = await ids(sql`
    with own as (select guest_id as id from guest_emails where email = ${email})
    select id from own union select id from guests where merged_into in (select id from own)`);
  const typed = await ids(sql`
    select phone as id from bookings where lower(email) = ${email} and phone is not null
    union select phone_number from customers where lower(email) = ${email} and phone_number <> ''
    union select phone from contact_messages where lower(email) = ${email} and phone is not null
    union select telephone_number from group_enquiries where lower(email) = ${email}
    union select phone from waitlist_entries where lower(email) = ${email} and phone is not null`);
  const phones = [...new Set(typed.flatMap((p) => [p, ukMobileE164(p)].filter((x): x is string => Boolean(x))))];
  const waitlistIds = await ids(sql`select id from waitlist_entries where lower(email) = ${email} or phone in (${list(phones)})`);
  const referralTokens = await ids(sql`select token as id from referrals where lower(referrer_email) = ${email}`);
  return { email, customerGuids, bookingIds, messageIds, enquiryIds, leadIds, guestIds, waitlistIds, referralTokens, phones };
}

/** Each holding: a name for the export, and the condition that picks the person's rows of its table. */
export function holdings(k: PersonKeys): { name: string; table: string; where: SQL }[] {
  const e = k.email;
  return [
    { name: 'customer', table: 'customers', where: sql`guid in (${list(k.customerGuids)})` },
    { name: 'interests', table: 'customer_interests', where: sql`customer_guid in (${list(k.customerGuids)})` },
    { name: 'occasionDates', table: 'occasion_dates', where: sql`customer_guid in (${list(k.customerGuids)})` },
    { name: 'signUps', table: 'sign_ups', where: sql`customer_guid in (${list(k.customerGuids)})` },
    { name: 'consent', table: 'consent_events', where: sql`email = ${e}` },
    { name: 'guestProfile', table: 'guests', where: sql`id in (${list(k.guestIds)})` },
    { name: 'guestEmails', table: 'guest_emails', where: sql`email = ${e} or guest_id in (${list(k.guestIds)})` },
    { name: 'guestTags', table: 'guest_tags', where: sql`guest_id in (${list(k.guestIds)})` },
    { name: 'guestNotes', table: 'guest_notes', where: sql`guest_id in (${list(k.guestIds)})` },
    {
      name: 'guestMerges',
      table: 'guest_merges',
      where: sql`kept_id in (${list(k.guestIds)}) or merged_id in (${list(k.guestIds)}) or ${mentions(sql`emails`, e)}`,
    },
    { name: 'bookings', table: 'bookings', where: sql`id in (${list(k.bookingIds)})` },
    { name: 'bookingReminders', table: 'booking_reminders', where: sql`booking_id in (${list(k.bookingIds)})` },
    { name: 'payments', table: 'payments', where: sql`booking_id in (${list(k.bookingIds)})` },
    { name: 'contactMessages', table: 'contact_messages', where: sql`id in (${list(k.messageIds)})` },
    { name: 'uploadedFiles', table: 'uploaded_files', where: sql`contact_message_id in (${list(k.messageIds)})` },
    { name: 'groupEnquiries', table: 'group_enquiries', where: sql`id in (${list(k.enquiryIds)})` },
    { name: 'eventLeads', table: 'event_leads', where: sql`id in (${list(k.leadIds)})` },
    { name: 'eventProposals', table: 'event_proposals', where: sql`lead_id in (${list(k.leadIds)})` },
    { name: 'waitlist', table: 'waitlist_entries', where: sql`id in (${list(k.waitlistIds)})` },
    { name: 'vouchers', table: 'voucher_codes', where: sql`lower(email) = ${e}` },
    {
      name: 'referrals',
      table: 'referrals',
      where: sql`lower(referrer_email) = ${e} or lower(friend_email) = ${e} or lower(coalesce(claimed_email, '')) = ${e}`,
    },
    {
      name: 'mail',
      table: 'mail_outbox',
      // The invitation to a friend names the person who sent it, and carries that invitation's link; a
      // restaurant's daily sheet names its diners with the phone number they gave (decision 060).
      where: sql`channel = 'mail' and (lower("to") = ${e} or ${mentions(sql`text`, e)} or ${mentions(sql`coalesce(html, '')`, e)}
        or ${mentionsAny(sql`text`, k.referralTokens)} or ${mentionsAny(sql`text`, k.phones)})`,
    },
    // Texts share the outbox with mail (decision 067); the export keeps them apart.
    { name: 'texts', table: 'mail_outbox', where: sql`channel = 'sms' and "to" in (${list(k.phones)})` },
    {
      name: 'auditEntries',
      table: 'audit_log',
      where: sql`(entity = 'booking' and entity_id in (${list(k.bookingIds)}))
        or (entity = 'message' and entity_id in (${list([...k.messageIds, ...k.enquiryIds])}))
        or (entity = 'guest' and entity_id in (${list(k.guestIds)}))
        or (entity = 'waitlist' and entity_id in (${list(k.waitlistIds)}))
        or (entity = 'lead' and entity_id in (${list(k.leadIds)}))
        or lower(entity_id) = ${e} or ${mentions(sql`coalesce(before, 'null'::jsonb)`, e)}
        or ${mentions(sql`coalesce(after, 'null'::jsonb)`, e)} or ${mentions(sql`coalesce(reason, '')`, e)}`,
    },
    { name: 'storedReplies', table: 'idempotency_keys', where: sql`${mentions(sql`reply`, e)}` },
  ];
}

export async function holdingRows(runner: Runner, table: string, where: SQL): Promise<Row[]> {
  return rawRows<Row>(runner, sql`select * from ${sql.identifier(table)} where ${where}`);
}
