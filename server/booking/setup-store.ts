// Reading and writing whole booking setups (decision 025): the current document
// with its version, every saved version for the history, and the bookings a
// change must be checked against. A save replaces the document and appends its
// version in the caller's transaction; the engine's caches follow the
// published version (booking-repository.ts, content-repository.ts).
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { SetupVersionSummary } from '../../contract/console-setup.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { appendVersion, latestVersion, versionDoc, versionsOf } from '../content/content-versions.ts';
import { bookings, bookingSetups } from '../db/schema.ts';
import { STRANDABLE, type PlacedBooking } from './rules/stranded-bookings.ts';

export interface StoredSetup {
  doc: BookingSetup;
  version: number;
}

/** A setup's versions sit in the one version history, under its storeId (decision 072). */
const SETUP = 'booking-setup';

export function createSetupStore(db: Db) {
  const versionOf = (runner: Runner, storeId: string) => latestVersion(runner, SETUP, storeId);

  return {
    /** The stored document and its version; `forUpdate` locks the row until the transaction ends (one save at a time). */
    async current(storeId: string, runner: Runner = db, opts: { forUpdate?: boolean } = {}): Promise<StoredSetup | null> {
      const query = runner.select({ doc: bookingSetups.doc }).from(bookingSetups).where(eq(bookingSetups.storeId, storeId));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      if (!row) return null;
      return { doc: bookingSetupSchema.parse(row.doc), version: await versionOf(runner, storeId) };
    },

    /** Every stored setup, or those of the given restaurants, by storeId. */
    async all(storeIds: readonly string[] | null): Promise<BookingSetup[]> {
      const rows = await db
        .select({ doc: bookingSetups.doc })
        .from(bookingSetups)
        .where(storeIds ? inArray(bookingSetups.storeId, [...storeIds]) : undefined)
        .orderBy(asc(bookingSetups.storeId));
      return rows.map((r) => bookingSetupSchema.parse(r.doc));
    },

    /** Replaces the document (now the operator's) and appends it as the next version; returns that version. */
    async write(tx: Runner, doc: BookingSetup, record: { at: Date; actor: AuditActor; summary: string }): Promise<number> {
      const stored = { ...doc, origin: 'operator' as const };
      await tx.update(bookingSetups).set({ doc: stored, updatedAt: record.at }).where(eq(bookingSetups.storeId, doc.storeId));
      return appendVersion(tx, {
        kind: SETUP,
        docId: doc.storeId,
        doc: stored,
        origin: 'studio',
        at: record.at,
        staffId: record.actor.staffId,
        actor: record.actor.name,
        summary: record.summary,
      });
    },

    async history(storeId: string): Promise<SetupVersionSummary[]> {
      const versions = await versionsOf(db, SETUP, storeId);
      return versions.map((v) => ({ version: v.version, at: v.at.toISOString(), actor: v.actor, summary: v.summary }));
    },

    async version(storeId: string, version: number): Promise<BookingSetup | null> {
      const doc = await versionDoc(db, SETUP, storeId, version);
      return doc === null ? null : bookingSetupSchema.parse(doc);
    },

    /** The restaurant's bookings from `from` on that a change could strand. */
    async upcoming(runner: Runner, storeId: string, from: IsoDate): Promise<PlacedBooking[]> {
      const rows = await runner
        .select({
          id: bookings.id,
          reference: bookings.reference,
          date: bookings.date,
          startsAt: bookings.startsAt,
          tableIds: bookings.tableIds,
          covers: bookings.covers,
          status: bookings.status,
          name: sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`,
        })
        .from(bookings)
        .where(and(eq(bookings.storeId, storeId), gte(bookings.date, from), inArray(bookings.status, [...STRANDABLE])));
      return rows;
    },
  };
}

export type SetupStore = ReturnType<typeof createSetupStore>;
