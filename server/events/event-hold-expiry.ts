// The `events.holds-lapse` job (decision 080): an event's booking whose proposal's hold lapsed is cancelled, by
// Mesa, with the reason HOLD_LAPSED, audited, with no mail to the client. The engine already stopped counting it
// at the instant it lapsed (server/booking/rules/model.ts holdsSeats); this puts the diary right. Each booking is
// cancelled under its day locks after a re-read (event-hold.ts lapseHold), so two instances cancel it once. It
// finds them through the leads that hold them (event_leads.booking_id, a small table) and touches only bookings
// of kind 'event': a deposit's or the waitlist's held booking has its own lapse.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, eventLeads } from '../db/schema.ts';
import { lapseHold, type EventHoldDeps } from './event-hold.ts';

const BATCH = 50;

export interface EventHoldExpiryDeps extends EventHoldDeps {
  db: Db;
  clock: () => Date;
}

export function createEventHoldExpiry({ db, store, clock }: EventHoldExpiryDeps) {
  return {
    /** Cancels the event bookings whose hold has lapsed, a batch at a time: how many it cancelled. */
    async runDue(): Promise<number> {
      const now = clock();
      const due = await db
        .select({ id: bookings.id })
        .from(eventLeads)
        .innerJoin(bookings, eq(bookings.id, eventLeads.bookingId))
        .where(and(eq(bookings.kind, 'event'), eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)))
        .orderBy(asc(bookings.holdExpiresAt))
        .limit(BATCH);
      let lapsed = 0;
      for (const { id } of due) if (await db.transaction((tx) => lapseHold(tx, { store }, id, now))) lapsed++;
      return lapsed;
    },
  };
}

export type EventHoldExpiry = ReturnType<typeof createEventHoldExpiry>;
