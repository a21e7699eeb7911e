// Decision 080: which lead each event booking of a day holds the space for (event_leads.booking_id), so the
// diary's event block links to the lead's page. One read, only on a day that has events. Such an event is cancelled
// on its lead (decision 084), so its own actions offer no cancel.
import { inArray } from 'drizzle-orm';
import type { DiaryBooking } from '../../contract/diary-shapes.ts';
import type { Db } from '../db/client.ts';
import { eventLeads } from '../db/schema.ts';

/** The day's bookings with each event's lead filled in; the same array when the day has no event. */
export async function withEventLeads(db: Db, list: DiaryBooking[]): Promise<DiaryBooking[]> {
  const events = list.filter((b) => b.kind === 'event').map((b) => b.id);
  if (!events.length) return list;
  const rows = await db
    .select({ id: eventLeads.id, bookingId: eventLeads.bookingId })
    .from(eventLeads)
    .where(inArray(eventLeads.bookingId, events));
  const leadOf = new Map(rows.map((r) => [r.bookingId, r.id]));
  return list.map((b) => {
    const eventLeadId = b.kind === 'event' ? leadOf.get(b.id) : undefined;
    return eventLeadId ? { ...b, eventLeadId, actions: b.actions.filter((a) => a !== 'cancel') } : b;
  });
}
