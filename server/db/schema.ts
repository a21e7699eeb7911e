// Drizzle schema: one PostgreSQL dialect for PGlite and PostgreSQL (DESIGN §4).
// Content documents are stored whole (jsonb) and validated by contract/ on the
// way in and out; the columns beside them are what queries filter on.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Choices, Menu, Offer, Page, Restaurant, Settings } from '../../contract/content.ts';

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
  doc: jsonb('doc').$type<Restaurant>().notNull(),
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

/** One row: which content pack is loaded, and a version that caches compare against. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey(),
  packHash: text('pack_hash').notNull(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
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
 * (DESIGN §5), and `tableIds` is what the re-check inside that lock reads.
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
    status: text('status', { enum: ['held', 'confirmed', 'requested', 'cancelled'] }).notNull(),
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
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('bookings_store_date').on(t.storeId, t.date)],
);

/** A retried create with the same Idempotency-Key gets the first reply (issue 6). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  reply: jsonb('reply').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- mail

/**
 * Transactional outbox: a message is written in the same transaction as the
 * booking or form it confirms, and delivered afterwards with retries, so a
 * failing SMTP server delays mail but never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** [{ filename, contentType, content (base64) }] */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)],
);
