// Drizzle schema: one PostgreSQL dialect for PGlite and PostgreSQL (product.md D4).
// Content documents are stored whole (jsonb) and validated by contract/ on the
// way in and out; the columns beside them are what queries filter on.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BookingExtra, CancelledBy } from '../../contract/booking.ts';
import type { FeeTerms, PaymentKind } from '../../contract/fee-terms.ts';
import type { Currency } from '../../contract/money.ts';
import type { Choices, Menu, Offer, Page, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { ContentKind } from '../../contract/content-studio.ts';
import type { ProposalTerms } from '../../contract/event-proposals.ts';
import type { FormDoc } from '../../contract/forms.ts';
import type { StaffRole } from '../../contract/staff.ts';

/** What the outbox delivers through: SMTP, or the SMS provider (decision 067). */
export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  settings: jsonb('settings').$type<Settings>().notNull(),
  choices: jsonb('choices').$type<Choices>().notNull(),
  updatedAt: updatedAt(),
});

export const restaurants = pgTable('restaurants', {
  storeId: text('store_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  city: text('city').notNull(),
  title: text('title').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  doc: jsonb('doc').$type<RestaurantDoc>().notNull(),
  updatedAt: updatedAt(),
});

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  doc: jsonb('doc').$type<Menu>().notNull(),
  updatedAt: updatedAt(),
});

export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  doc: jsonb('doc').$type<Page>().notNull(),
  updatedAt: updatedAt(),
});

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  doc: jsonb('doc').$type<Offer>().notNull(),
  updatedAt: updatedAt(),
});

/** The site's forms' choices (decision 064): the contact form's types and reasons, one document per form. */
export const contentForms = pgTable('content_forms', {
  id: text('id').primaryKey(),
  doc: jsonb('doc').$type<FormDoc>().notNull(),
  updatedAt: updatedAt(),
});

/** One row: which content pack is loaded, and a version that caches compare against. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey(),
  packHash: text('pack_hash').notNull(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The content studio's drafts (decision 036): at most one per document, edited by
 * any editor; `revision` moves on with every save, so a save over a newer
 * revision is refused, and `baseVersion` is the published version it began from.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    docId: text('doc_id').notNull(),
    doc: jsonb('doc').notNull(),
    revision: integer('revision').notNull(),
    baseVersion: integer('base_version').notNull(),
    staffId: text('staff_id'),
    actor: text('actor').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.docId] })],
);

/** What keeps its versions in content_versions: the content documents and each restaurant's booking setup (decision 072). */
export type VersionedKind = ContentKind | 'booking-setup';

/**
 * Every published version of every content document: the whole document, who
 * published it, when, and what changed. Version 1 of a document is the pack's;
 * `origin` says whether a version came from the pack or the studio, so a
 * re-seed leaves what editors changed and reports it. Never updated.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    kind: text('kind').$type<VersionedKind>().notNull(),
    docId: text('doc_id').notNull(),
    version: integer('version').notNull(),
    doc: jsonb('doc').notNull(),
    origin: text('origin', { enum: ['pack', 'studio'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id'),
    actor: text('actor').notNull(),
    summary: text('summary').notNull(),
    /**
     * The published version (content_state) this version went live as, so an
     * instance learns which documents changed between two published versions and
     * drops only the pages that read them. Null for the pack's and older rows.
     */
    publishedAs: integer('published_as'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.docId, t.version] }), index('content_versions_published_as').on(t.publishedAs)],
);

/**
 * A publish at a chosen time (product.md D9): the document as it was scheduled,
 * published once by the job that claims the row (`status` moves from
 * 'pending' in the same transaction as the publish).
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    docId: text('doc_id').notNull(),
    doc: jsonb('doc').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'published', 'cancelled', 'failed'] }).notNull(),
    staffId: text('staff_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Why a due publish could not happen (a newer version, a document that no longer passes its schema). */
    problem: text('problem'),
    /** The published version the scheduled document began from: at its time it is refused or rebased when that is no longer live (decision 061). */
    baseVersion: integer('base_version'),
    /** Made from the document's draft, which stays visible and editable: a save of the draft is what goes live (decision 061). */
    fromDraft: boolean('from_draft').notNull().default(false),
    /** What happened at its time beyond "published": rebased onto a newer version, and whose change was kept. */
    note: text('note'),
  },
  (t) => [index('content_schedules_due').on(t.status, t.runAt)],
);

/** Raw bytes: Buffer on PostgreSQL, Uint8Array on PGlite; read back as a Buffer either way. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A picture uploaded in the studio (decision 037): named by the hash of its bytes,
 * so an upload of the same file twice is one image. `path` is the "/images/…"
 * path documents name. The bytes sit here (`storage` 'database') or in an
 * S3-compatible bucket under `path` ('s3'); decision 037.
 */
export const contentImages = pgTable('content_images', {
  id: text('id').primaryKey(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  fileName: text('file_name').notNull(),
  storage: text('storage', { enum: ['database', 's3'] }).notNull(),
  bytes: bytea('bytes'),
  staffId: text('staff_id'),
  actor: text('actor').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/**
 * An address a published page used to have (product.md D9): a request for `fromPath`
 * is answered 301 to `toPath`. A later move of the same page rewrites older rows,
 * so a redirect is never a chain.
 */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  kind: text('kind').$type<ContentKind>().notNull(),
  docId: text('doc_id').notNull(),
  staffId: text('staff_id'),
  actor: text('actor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Secrets the instances share, generated on first start (e.g. the token signing key when TOKEN_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- booking

/** One document per restaurant: booking config, areas, tables, groups, menus, occasions, upsells (validated by contract/booking-setup.ts). */
export const bookingSetups = pgTable('booking_setups', {
  storeId: text('store_id').primaryKey(),
  doc: jsonb('doc').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Bookings, events and booking enquiries. Seats are held by the stored table
 * assignment; creates are serialised per restaurant-day by an advisory lock
 * (product.md D5), and `tableIds` is what the re-check inside that lock reads.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    storeId: text('store_id').notNull(),
    /** London date, YYYY-MM-DD. */
    date: text('date').notNull(),
    /** Minutes after the London midnight of `date` (≥ 1440 after midnight). */
    startsAt: integer('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    covers: integer('covers').notNull(),
    tableIds: jsonb('table_ids').$type<string[]>().notNull(),
    kind: text('kind', { enum: ['booking', 'event', 'enquiry'] }).notNull(),
    /** contract/console.ts BOOKING_STATUSES; the lifecycle is server/booking/rules/lifecycle.ts. */
    status: text('status', {
      enum: ['held', 'requested', 'confirmed', 'declined', 'seated', 'completed', 'cancelled', 'no-show'],
    }).notNull(),
    /**
     * Where a seated table is in its meal (decision 035 "in service"): null when just seated, then the main course,
     * then the bill; clearing the table completes the booking.
     */
    serviceStage: text('service_stage', { enum: ['main-course', 'bill'] }),
    /** Sample bookings a demo install makes for today and the next days (`npm run demo`), cleared with `--clear`. */
    demo: boolean('demo').notNull().default(false),
    /** Who made it: a diner online, staff for a phone call or a walk-in, or a waitlisted diner claiming a freed table (decision 050). */
    source: text('source', { enum: ['online', 'phone', 'walk-in', 'waitlist'] })
      .notNull()
      .default('online'),
    occasionId: text('occasion_id').notNull(),
    menuId: text('menu_id'),
    areaId: text('area_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    specialRequest: text('special_request'),
    promotions: boolean('promotions').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    paymentCustomerId: text('payment_customer_id'),
    /**
     * product.md D11 "The policy up front": the fee terms the diner read before giving the card (contract/fee-terms.ts);
     * a fee is charged on these, never on a later setup. Null: no card guarantee, or booked before fees existed.
     */
    feeTerms: jsonb('fee_terms').$type<FeeTerms>(),
    /** Extras as booked, priced at booking time (contract/booking.ts BookingExtra). */
    extras: jsonb('extras').$type<BookingExtra[]>().notNull().default([]),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled or declined (staff), or 'Cancelled by the diner'. */
    statusReason: text('status_reason'),
    /** Who cancelled it (decision 059): only the diner's late cancellation owes a fee (product.md D10). */
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
    /** Staff's own note on the booking (never shown to the diner). */
    staffNote: text('staff_note'),
    /** Decision 074: staff pinned its tables; re-seating never moves it. */
    pinned: boolean('pinned').notNull().default(false),
    /** Decision 074: the tables it had before the engine last re-seated it (the diary's "moved from"); null if never. */
    movedFromTableIds: jsonb('moved_from_table_ids').$type<string[]>(),
    /** Every write sets it: the diary's cheap change check reads the newest. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_store_date').on(t.storeId, t.date),
    index('bookings_email').on(t.email),
    // product.md D12 "Guest profiles": a guest's visits are the bookings whose address, lower-cased, is one of theirs.
    index('bookings_email_lower').on(sql`lower(${t.email})`),
  ],
);

/**
 * product.md D12 "Reports": one row per restaurant and London date, the day's bookings summed for the reports
 * (server/reports/report-days.ts). A row is current while `version` is the day's diary version (every booking
 * write bumps it in its transaction) and `groupEnquiries` the day's group enquiries; a report recomputes the
 * days that are not before reading, and a job keeps recent days current (decision 043).
 */
export const reportDays = pgTable(
  'report_days',
  {
    storeId: text('store_id').notNull(),
    /** London date, YYYY-MM-DD, as bookings.date. */
    date: text('date').notNull(),
    version: integer('version').notNull(),
    groupEnquiries: integer('group_enquiries').notNull(),
    groupEnquiriesConverted: integer('group_enquiries_converted').notNull(),
    /** Confirmed, seated, completed, no-show or cancelled: every booking made (the rates' denominator). */
    booked: integer('booked').notNull(),
    /** Made and neither cancelled nor a no-show: the day's bookings, and their guests the covers. */
    kept: integer('kept').notNull(),
    covers: integer('covers').notNull(),
    cancelled: integer('cancelled').notNull(),
    noShows: integer('no_shows').notNull(),
    /** Online enquiries and event requests: received, confirmed at some point, still waiting. */
    enquiries: integer('enquiries').notNull(),
    enquiriesConverted: integer('enquiries_converted').notNull(),
    enquiriesPending: integer('enquiries_pending').notNull(),
    /** Bookings made, by source (online, phone, walk-in, and any source added later such as waitlist). */
    sources: jsonb('sources').$type<Record<string, number>>().notNull(),
    /** Bookings made by party size: 1 … 9, then 10 or more (server/reports/rules/buckets.ts). */
    partySizes: integer('party_sizes').array().notNull(),
    /** Bookings made by lead time bucket (server/reports/rules/buckets.ts LEAD_TIME_BUCKETS). */
    leadTimes: integer('lead_times').array().notNull(),
    /** Covers kept by London hour of the start, 0 … 23. */
    hourCovers: integer('hour_covers').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] }), index('report_days_date').on(t.date)],
);

/**
 * Versions of what reports read beside report_days (decision 065): 'people' moves on with every statement that
 * writes customers, sign-ups or vouchers (a trigger, migration 0021, so no write path can forget it), and a
 * report's vouchers and sign-ups kept under one version are read afresh under the next.
 */
export const reportVersions = pgTable('report_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** A retried create with the same Idempotency-Key gets the first reply (product.md D5). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  reply: jsonb('reply').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A confirmed booking's reminder (product.md D11 "Reminders that diners answer"): armed by the write that confirms the
 * booking or moves its time (inside that write's transaction), disarmed by a cancellation, and claimed by the
 * reminder job with its outbox mail in one transaction, so each arming sends exactly once across instances.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: text('booking_id').primaryKey(),
    storeId: text('store_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set by the job that claimed it, in the transaction that wrote its mail to the outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The diner's answer through the mail's Confirm page; null = no answer (yet). */
    answer: text('answer', { enum: ['confirmed'] }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('booking_reminders_due').on(t.sentAt, t.dueAt)],
);

/**
 * product.md D11 "Waitlist": a diner waiting for a table at a restaurant on a day, online (a time range and a party,
 * from the modal) or walking in (staff's queue with a quoted wait). When seats free, the first matching waiting
 * entry is offered a `held` booking (bookings.hold_expires_at) made under the day lock; claiming it confirms that
 * booking, and an expired hold passes to the next entry (decision 050).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    /** London date, YYYY-MM-DD. */
    date: text('date').notNull(),
    /** The earliest and the latest start the diner would take, in minutes after the London midnight of `date`. */
    fromMinutes: integer('from_minutes').notNull(),
    toMinutes: integer('to_minutes').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    covers: integer('covers').notNull(),
    /** The occasion a freed table is offered for (online entries); null: the restaurant's default. */
    occasionId: text('occasion_id'),
    source: text('source', { enum: ['online', 'walk-in'] }).notNull(),
    /**
     * waiting: in the queue; offered: a held booking waits for the diner's claim; booked: claimed; seated: a
     * walk-in seated from the list; expired: the offer lapsed (it passed on); removed: the diner or staff took it off.
     */
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'seated', 'expired', 'removed'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The diner opted in to texts about this entry (decision 038: SMS only to diners who opted in). */
    sms: boolean('sms').notNull().default(false),
    /** Walk-ins: the wait staff quoted, in minutes. */
    quotedWaitMinutes: integer('quoted_wait_minutes'),
    /** While offered: the held booking; once booked or seated: the booking. */
    bookingId: text('booking_id'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** When staff last told a walk-in their table is ready. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('waitlist_entries_day').on(t.storeId, t.date, t.status, t.createdAt)],
);

/**
 * Money (product.md D10, decision 040 "Idempotent money"): one row per attempt to move money, written
 * `pending` before the gateway is called and given its outcome after. The order id is the idempotency key the
 * gateway is told and searched by; at most one fee per booking may be pending, unknown or succeeded, so a double
 * click, a second instance or a retry after a crash finds the row instead of charging again. `kind` is text:
 * deposits and refunds become kinds of their own.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    storeId: text('store_id').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    /** 1 for a booking's first attempt at this kind, then 2… after a decline or a failure. */
    attempt: integer('attempt').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** What the gateway knows the charge (or the refund) by: `<kind>-<booking id>-<attempt>`. */
    orderId: text('order_id').notNull().unique(),
    /** pending: claimed, the gateway maybe called; unknown: called, no answer (reconciled by order id before any retry). */
    status: text('status', { enum: ['pending', 'succeeded', 'declined', 'failed', 'unknown'] }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The gateway's reason for a decline or a failure, or why the outcome is unknown; shown to the manager. */
    errorMessage: text('error_message'),
    /** The staff member who asked for it (null: Mesa itself). */
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_booking_kind_attempt').on(t.bookingId, t.kind, t.attempt),
    uniqueIndex('payments_one_live_fee')
      .on(t.bookingId)
      .where(sql`${t.kind} in ('no_show_fee', 'late_cancellation_fee') and ${t.status} in ('pending', 'unknown', 'succeeded')`),
    // Decision 049 deposits: at most one deposit taken, or being taken, per booking, and at most one refund of it.
    uniqueIndex('payments_one_live_deposit')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'deposit' and ${t.status} in ('pending', 'unknown', 'succeeded')`),
    // Decision 078: an event's deposit and its balance are each taken at most once.
    uniqueIndex('payments_one_live_event_payment')
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} in ('event_deposit', 'event_balance') and ${t.status} in ('pending', 'unknown', 'succeeded')`),
    uniqueIndex('payments_one_live_deposit_refund')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'deposit_refund' and ${t.status} in ('pending', 'unknown', 'succeeded')`),
    // Decision 084: an event's balance is refunded at most once.
    uniqueIndex('payments_one_live_balance_refund')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'event_balance_refund' and ${t.status} in ('pending', 'unknown', 'succeeded')`),
    index('payments_unsettled').on(t.status, t.updatedAt),
  ],
);

// ---------------------------------------------------------------- outbox (mail and texts)

/**
 * Transactional outbox (decision 067 "One outbox"): a message, e-mail or text, is written in the same
 * transaction as the booking or form it confirms, and delivered afterwards with retries by the one delivery
 * worker (server/outbox/), so a failing SMTP server or SMS provider delays a message but never loses it.
 * A mail has a subject and a text; a text (decision 038 SMS reminders) has a body and, once sent, the provider's id.
 * The other channel's parts are '' rather than null, so a mail's subject and text read as strings (decision 067).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('mail'),
    kind: text('kind').notNull(),
    /** An e-mail address, or for a text an E.164 number (+447700900123). */
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    html: text('html'),
    /** [{ filename, contentType, content (base64) }] */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    /** Extra headers: Reply-To, and List-Unsubscribe for marketing mail (RFC 8058 one-click). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** A text's words. */
    body: text('body').notNull().default(''),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The SMS provider's id of a text once it accepted it (Twilio's SM… sid). */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    // Each row is one channel's message: a mail without a text's body, a text without a mail's parts.
    check(
      'mail_outbox_channel_parts',
      sql`(${t.channel} = 'mail' and ${t.body} = '') or (${t.channel} = 'sms' and ${t.subject} = '' and ${t.text} = '')`,
    ),
  ],
);

/**
 * Decision 038 "SMS … with the same three actions as short links": a text's links as `/s/<code>/`, each the path and
 * query of a page on this site (the manage page at a step, the waitlist's claim), written with the text itself.
 * The page they open acts only on a button press, as the long link's does.
 */
export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  /** A path on this site with its query ("/manage-booking/?token=…&step=confirm"), never another origin. */
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- crm and messages
// No foreign keys, like the tables above: drizzle-kit writes them as "public".<table>,
// which breaks migrating into another schema (the PostgreSQL tests do). Rows
// belong to a customer by guid, and to a message by id, kept by the services.

/** A diner who signed up (product.md D4 crm). The guid is the secret in their preferences and unsubscribe links. */
export const customers = pgTable(
  'customers',
  {
    guid: text('guid').primaryKey(),
    /** Lower-cased; one customer per address. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    favRestaurantCode: text('fav_restaurant_code').notNull().default(''),
    /** product.md §3: a calendar date; the year is 1904 when the diner did not give one. */
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    websiteSmsOptIn: boolean('website_sms_opt_in').notNull().default(false),
    // Whether they hear from us by e-mail is not kept here: it is their newest e-mail consent event (decision 071).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  // Decision 065: with the e-mail and guid beside it, a restaurant's guests for its reports come from the index alone.
  (t) => [index('customers_fav_restaurant_people').on(t.favRestaurantCode, t.email, t.guid)],
);

/** The interests (content choices) a customer ticked. */
export const customerInterests = pgTable(
  'customer_interests',
  {
    customerGuid: text('customer_guid').notNull(),
    interestId: text('interest_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerGuid, t.interestId] })],
);

export const occasionDates = pgTable(
  'occasion_dates',
  {
    id: text('id').primaryKey(),
    customerGuid: text('customer_guid').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('occasion_dates_customer').on(t.customerGuid)],
);

/** Every sign-up, kept as the record of consent (terms and SMS terms) even when the customer already existed. */
export const signUps = pgTable(
  'sign_ups',
  {
    id: text('id').primaryKey(),
    customerGuid: text('customer_guid').notNull(),
    source: text('source').notNull(),
    acceptTerms: boolean('accept_terms').notNull(),
    acceptSmsTerms: boolean('accept_sms_terms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Decision 065: a guest's sign-ups and their instants from the index alone (a restaurant's report reads thousands).
  (t) => [index('sign_ups_created').on(t.createdAt), index('sign_ups_customer_created').on(t.customerGuid, t.createdAt)],
);

/**
 * Decision 045 "Consent": every grant and withdrawal of marketing consent, by e-mail address and channel, with when,
 * where (`source`: the form or page) and how (`method`: the box ticked, the link or button used). A person's
 * current consent on a channel is their newest event on it, so an unsubscribe anywhere withdraws it everywhere:
 * no older tick on a booking or a form can outvote it. Never updated; deleted only when the person is erased.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: text('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Where: 'sign-up', 'booking', 'group enquiry', 'preferences', 'unsubscribe'… */
    source: text('source').notNull(),
    /** How: 'ticked the offers box', 'one-click unsubscribe (RFC 8058)'… */
    method: text('method').notNull(),
    /** What it happened on: a booking reference, an enquiry's id; null when nothing more. */
    reference: text('reference'),
  },
  (t) => [index('consent_events_email').on(t.email, t.channel, t.at)],
);

/**
 * Decision 045 "Retention": how many days the retention job keeps each kind of personal data (one row, 'chain';
 * defaults until a chain admin saves). Null: kept until the person is erased.
 */
export const retentionSettings = pgTable('retention_settings', {
  id: text('id').primaryKey(),
  messagesDays: integer('messages_days'),
  /** A message's attachments may go sooner than the message. */
  uploadsDays: integer('uploads_days'),
  cancelledBookingsDays: integer('cancelled_bookings_days'),
  sentMailDays: integer('sent_mail_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Voucher codes issued: one per e-mail per offer (asking again re-sends the same code). */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: text('id').primaryKey(),
    offerId: text('offer_id').notNull(),
    email: text('email').notNull(),
    code: text('code').notNull().unique(),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_codes_offer_email').on(t.offerId, t.email),
    // product.md D12 "Reports": vouchers issued over a date range, and those of a restaurant's guests.
    index('voucher_codes_created').on(t.createdAt),
    // Decision 065: a guest's vouchers and their instants from the index alone (a restaurant's report reads thousands).
    index('voucher_codes_email_created').on(t.email, t.createdAt),
  ],
);

/** A diner's message as the console's inbox keeps it: new or handled, with a staff note. */
const inboxColumns = () => ({
  inboxStatus: text('inbox_status', { enum: ['new', 'handled'] })
    .notNull()
    .default('new'),
  staffNote: text('staff_note'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  enquiryType: text('enquiry_type').notNull(),
  contactReason: text('contact_reason').notNull(),
  contactSubReason: text('contact_sub_reason'),
  storeId: text('store_id'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  guests: integer('guests'),
  message: text('message').notNull(),
  recipient: text('recipient').notNull(),
  ...inboxColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groupEnquiries = pgTable(
  'group_enquiries',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    venue: text('venue').notNull(),
    bookingType: text('booking_type').notNull(),
    covers: integer('covers').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    until: text('until').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephoneNumber: text('telephone_number').notNull(),
    specialRequest: text('special_request'),
    shouldReceivePromotions: boolean('should_receive_promotions').notNull(),
    shouldReceiveSms: boolean('should_receive_sms').notNull(),
    recipient: text('recipient').notNull(),
    ...inboxColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_enquiries_store_date').on(t.storeId, t.date)],
);

/**
 * A group enquiry or event request as a sale in progress (decision 077): its status in words, the manager looking
 * after it and its value. The person's details stay on the enquiry it came from (one place to export and erase);
 * its history is its audit entries. `version` is the one a save was based on (a stale form is refused).
 */
export const eventLeads = pgTable(
  'event_leads',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    source: text('source', { enum: ['group-enquiry', 'event-request'] }).notNull(),
    enquiryId: text('enquiry_id').unique(),
    status: text('status', { enum: ['new', 'proposal-sent', 'confirmed', 'deposit-paid', 'completed', 'lost'] })
      .notNull()
      .default('new'),
    lostReason: text('lost_reason'),
    ownerStaffId: text('owner_staff_id'),
    valuePence: integer('value_pence'),
    /** When a member first acted on it (a status, an owner, a value or a note): a lead without one waits. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /**
     * Decision 078: the event's space in the diary, a booking of kind 'event' over the proposal's tables and
     * times: 'held' until the proposal's hold lapses, 'confirmed' once the client accepts. Null before a proposal.
     */
    bookingId: text('booking_id'),
    /** Decision 078: when the client was reminded that the balance is due; set once, by whichever instance claims it. */
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_leads_store_status').on(t.storeId, t.status, t.createdAt)],
);

/**
 * Decision 078: a proposal sent to a lead's client, one row per version. The newest version is the one the
 * client's signed page shows and may accept; an acceptance records who, when, from where and the hash of
 * exactly the version read, and a later edit is a new version that must be accepted again.
 */
export const eventProposals = pgTable(
  'event_proposals',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id').notNull(),
    storeId: text('store_id').notNull(),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<ProposalTerms>().notNull(),
    /** server/events/proposal-hash.ts over the version and terms. */
    hash: text('hash').notNull(),
    sentBy: text('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When the tentative hold on the space lapses unless the client has accepted. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The name the client typed. */
    acceptedName: text('accepted_name'),
    /** The address the acceptance came from. */
    acceptedFrom: text('accepted_from'),
    acceptedAgent: text('accepted_agent'),
    /** The hash the client's page carried: equal to `hash`, or the acceptance was refused. */
    acceptedHash: text('accepted_hash'),
  },
  (t) => [uniqueIndex('event_proposals_lead_version').on(t.leadId, t.version)],
);

/**
 * Files a diner attached to the contact form, checked by content. Uploaded
 * first (bound to the session), then claimed by the message that sends them;
 * unclaimed files are deleted after a day.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    contactMessageId: text('contact_message_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** base64, like the outbox attachments it becomes. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_unclaimed').on(t.contactMessageId, t.createdAt)],
);

/** Refer a friend: an invitation (token in the friend's link) and, once claimed, the friend's voucher. */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    referrerName: text('referrer_name').notNull(),
    referrerEmail: text('referrer_email').notNull(),
    friendName: text('friend_name').notNull(),
    friendEmail: text('friend_email').notNull(),
    claimedEmail: text('claimed_email'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_pair').on(t.referrerEmail, t.friendEmail)],
);

/** ALTCHA solutions already used, so a solved challenge passes once (kept until it would have expired anyway). */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expiry').on(t.expiresAt)],
);

/** Restaurant staff (product.md D8): e-mail stored lower-case; no password until the one-time link is used. */
export const staff = pgTable('staff', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt, in the self-describing format of server/staff/password-hash.ts; null until set. */
  passwordHash: text('password_hash'),
  role: text('role').$type<StaffRole>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The restaurants a manager or host works (a chain admin works them all and has no rows). */
export const staffRestaurants = pgTable(
  'staff_restaurants',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] })],
);

/** Console sessions: the id is the SHA-256 of the cookie's token, so a database leak opens no session. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Compared with the hidden field of every console form (double submit). */
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** One-time set-password and reset links, stored as the SHA-256 of the token. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'set-password' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_staff').on(t.staffId)],
);

/** Failed sign-ins, keyed by account ('email:…') and by client ('ip:…'): the rate limit every instance shares. */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sign_in_failures_key').on(t.key, t.at)],
);

/**
 * Append-only (product.md D8 server/audit): every change staff or a diner make to a
 * booking, a message, a restaurant's settings or a staff account — who, when,
 * before → after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member, or null for a diner or the system. */
    staffId: text('staff_id'),
    /** Shown in the log: the staff member's name, 'Diner' or 'Mesa'. */
    actor: text('actor').notNull(),
    storeId: text('store_id'),
    entity: text('entity', {
      enum: ['booking', 'message', 'settings', 'staff', 'setup', 'content', 'guest', 'person', 'mail', 'waitlist', 'lead'],
    }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId, t.at)],
);

/** What a restaurant's console settings say about notices and the daily sheet (defaults until a manager saves). */
export const restaurantSettings = pgTable('restaurant_settings', {
  storeId: text('store_id').primaryKey(),
  /** E-mail the restaurant for every online booking and cancellation, not only enquiries and events. */
  noticeEveryBooking: boolean('notice_every_booking').notNull().default(false),
  /** 'HH:MM' London time the next day's sheet is sent; null = no sheet. */
  dailySheetAt: text('daily_sheet_at').default('16:00'),
  /** Decision 043: the week's figures e-mailed to the restaurant's managers each Monday. */
  weeklySummary: boolean('weekly_summary').notNull().default(true),
  /** Decision 074: bookings starting this soon are never re-seated. */
  pinWithinMinutes: integer('pin_within_minutes').notNull().default(60),
  /** Decision 078: the VAT rate an event proposal's prices include, in per cent. */
  eventVatPercent: integer('event_vat_percent').notNull().default(20),
  /** Decision 075: the yield rule (on by default): a seatable party is turned away when its seats are worth more. */
  yieldRule: boolean('yield_rule').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Decision 075: what diners asked for, the yield rule's forecast. One row per diner's search of a restaurant, date
 * and party size (keyed by a hash of the browser's sessionId; no personal data), with the times full then, and the
 * start they booked.
 */
export const bookingDemand = pgTable(
  'booking_demand',
  {
    storeId: text('store_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    covers: integer('covers').notNull(),
    sessionKey: text('session_key').notNull(),
    /** Minutes after the date's midnight the diner booked, or null. */
    bookedStart: integer('booked_start'),
    /** The starts that were full when the diner searched (minutes after midnight). */
    fullStarts: jsonb('full_starts').$type<number[]>().notNull(),
    /** Minutes between the first search and the date's midnight. */
    leadMinutes: integer('lead_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.serviceDate, t.covers, t.sessionKey] }),
    index('booking_demand_store_date').on(t.storeId, t.serviceDate),
  ],
);

/** One row per restaurant and date whose daily sheet was written to the outbox: exactly once across instances. */
export const dailySheets = pgTable(
  'daily_sheets',
  {
    storeId: text('store_id').notNull(),
    date: text('date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] })],
);

/** One row per restaurant and week (its Monday) whose weekly summary was written to the outbox: exactly once across instances. */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    storeId: text('store_id').notNull(),
    weekStart: text('week_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.weekStart] })],
);

/**
 * A counter per restaurant-day, bumped by every write to that day's bookings
 * inside the write's transaction (under the day lock): the open diaries' cheap
 * "has anything changed?" check, and the key of the diary cache.
 */
export const diaryVersions = pgTable(
  'diary_versions',
  {
    storeId: text('store_id').notNull(),
    date: text('date').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] })],
);

/**
 * product.md D12 "Guest profiles": one profile per person across the chain (decision 044). The id of a profile first
 * made for an address is derived from it (server/guests/guest-identity.ts), so a booking's create adds it in its
 * one statement without reading; a merged profile is kept, pointing at the one it was merged into.
 */
export const guests = pgTable('guests', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull().default(''),
  phone: text('phone'),
  allergies: text('allergies').notNull().default(''),
  dietaryNotes: text('dietary_notes').notNull().default(''),
  /** Set while this profile is merged into another (guest_merges); its addresses are the other's then. */
  mergedInto: text('merged_into'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** Which profile an address (lower-case) belongs to: bookings, customers and forms are matched through it. */
export const guestEmails = pgTable(
  'guest_emails',
  {
    email: text('email').primaryKey(),
    guestId: text('guest_id').notNull(),
  },
  (t) => [index('guest_emails_guest').on(t.guestId)],
);

/** A profile's tags (contract/guests.ts: normalised, at most 40 characters). */
export const guestTags = pgTable(
  'guest_tags',
  {
    guestId: text('guest_id').notNull(),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.tag] })],
);

/** Staff's notes on a guest: never shown to a host, nor to the diner. */
export const guestNotes = pgTable(
  'guest_notes',
  {
    id: text('id').primaryKey(),
    guestId: text('guest_id').notNull(),
    staffId: text('staff_id'),
    /** Who wrote it, as the audit log names them. */
    author: text('author').notNull(),
    storeId: text('store_id'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guest_notes_guest').on(t.guestId, t.at)],
);

/** A merge of one profile into another, with what moved, so that undoing it puts exactly that back. */
export const guestMerges = pgTable(
  'guest_merges',
  {
    id: text('id').primaryKey(),
    keptId: text('kept_id').notNull(),
    mergedId: text('merged_id').notNull(),
    emails: jsonb('emails').$type<string[]>().notNull(),
    /** Tags the kept profile gained (it already had the others). */
    tagsAdded: jsonb('tags_added').$type<string[]>().notNull(),
    noteIds: jsonb('note_ids').$type<string[]>().notNull(),
    /** The kept profile's fields before the merge, and as the merge left them. */
    before: jsonb('before').$type<{ allergies: string; dietaryNotes: string; phone: string | null }>().notNull(),
    after: jsonb('after').$type<{ allergies: string; dietaryNotes: string; phone: string | null }>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('guest_merges_kept').on(t.keptId, t.at)],
);
