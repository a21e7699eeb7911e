// Reading and writing whole booking setups (decision 025): the current document
// with its version, every saved version for the history, and the bookings a
// change must be checked against. A save replaces the document and appends its
// version in the caller's transaction; the engine's caches follow the
// published version (booking-repository.ts, content-repository.ts).
import { and, asc, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { SetupVersionSummary } from '../../contract/console-setup.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { bookings, bookingSetups, bookingSetupVersions } from '../db/schema.ts';
import { STRANDABLE, type PlacedBooking } from './rules/stranded-bookings.ts';

export interface StoredSetup {
  doc: BookingSetup;
  version: number;
}

export function createSetupStore(db: Db) {
  async function versionOf(runner: Runner, storeId: string): Promise<number> {
    const [row] = await runner
      .select({ version: max(bookingSetupVersions.version) })
      .from(bookingSetupVersions)
      .where(eq(bookingSetupVersions.storeId, storeId));
    return row?.version ?? 0;
  }

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
      const version = (await versionOf(tx, doc.storeId)) + 1;
      await tx.insert(bookingSetupVersions).values({
        storeId: doc.storeId,
        version,
        doc: stored,
        at: record.at,
        staffId: record.actor.staffId,
        actor: record.actor.name,
        summary: record.summary,
      });
      return version;
    },

    async history(storeId: string): Promise<SetupVersionSummary[]> {
      const rows = await db
        .select({
          version: bookingSetupVersions.version,
          at: bookingSetupVersions.at,
          actor: bookingSetupVersions.actor,
          summary: bookingSetupVersions.summary,
        })
        .from(bookingSetupVersions)
        .where(eq(bookingSetupVersions.storeId, storeId))
        .orderBy(desc(bookingSetupVersions.version));
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },

    async version(storeId: string, version: number): Promise<BookingSetup | null> {
      const [row] = await db
        .select({ doc: bookingSetupVersions.doc })
        .from(bookingSetupVersions)
        .where(and(eq(bookingSetupVersions.storeId, storeId), eq(bookingSetupVersions.version, version)));
      return row ? bookingSetupSchema.parse(row.doc) : null;
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
