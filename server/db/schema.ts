// Drizzle schema: one PostgreSQL dialect for PGlite and PostgreSQL (DESIGN §4).
// Content documents are stored whole (jsonb) and validated by contract/ on the
// way in and out; the columns beside them are what queries filter on.
import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
