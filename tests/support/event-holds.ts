// Test helpers for decision 080: an event's space held in the diary for a lead, as a proposal's transaction does
// (the hold, and the lead pointing at its booking), for pages that show one.
import type { AppServices } from '../../server/app-services.ts';
import type { AuditActor } from '../../server/audit/audit-log.ts';
import { eventLeads } from '../../server/db/schema.ts';
import { placeHold, type EventSpace } from '../../server/events/event-hold.ts';

const MESA: AuditActor = { staffId: null, name: 'Mesa' };

/** Holds the space and makes its lead (the space's leadId) point at the event's booking: the booking's id. */
export async function holdForLead(services: AppServices, space: EventSpace): Promise<string> {
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    const bookingId = await placeHold(tx, { store: services.booking.eventHoldStore }, space, null, MESA, now);
    await tx
      .insert(eventLeads)
      .values({ id: space.leadId, storeId: space.storeId, source: 'group-enquiry', bookingId, createdAt: now, updatedAt: now });
    return bookingId;
  });
}
