// Stores the content pack's booking setups (content/booking-setups/*.json,
// decision 025): the demo chain's tables, hours, periods and occasions are data.
import { sql } from 'drizzle-orm';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { Db } from '../db/client.ts';
import { bookingSetups } from '../db/schema.ts';

const SEED_LOCK = 72_736_006;

/**
 * Stores a setup for every restaurant. Idempotent: a restaurant without one
 * gets one, a pack document ('seed') is replaced only when the pack's copy
 * changed, and one edited or imported in the console ('operator') is never
 * touched by the pack.
 */
export async function seedBookingSetups(db: Db, setups: readonly BookingSetup[]): Promise<{ written: number }> {
  const rows = [...setups]
    .sort((a, b) => a.storeId.localeCompare(b.storeId))
    .map((doc) => ({ storeId: doc.storeId, doc: { ...doc, origin: 'seed' as const } }));
  if (!rows.length) return { written: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`); // instances starting together
    const written = await tx
      .insert(bookingSetups)
      .values(rows)
      .onConflictDoUpdate({
        target: bookingSetups.storeId,
        set: { doc: sql`excluded.doc`, updatedAt: sql`now()` },
        setWhere: sql`${bookingSetups.doc}->>'origin' = 'seed' and ${bookingSetups.doc} is distinct from excluded.doc`,
      })
      .returning({ storeId: bookingSetups.storeId });
    return { written: written.length };
  });
}
