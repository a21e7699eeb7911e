// product.md D12 "In the diary": each booking carries its guest's glance (tags,
// allergies, visits, no-shows) for a member who may read it. Read beside the
// cached diary, in one query for the whole day, so a tag added a moment ago
// shows at once.
import type { AppLoadContext } from 'react-router';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { mayListGuests } from '../../../server/guests/rules/guest-access.ts';
import { guestUrl } from './guest-urls.ts';

export async function withGuestGlances(
  context: AppLoadContext,
  staff: StaffMember,
  storeId: string,
  bookings: readonly DiaryBooking[],
): Promise<DiaryBooking[]> {
  const glances = await context.services.guests.glance(
    staff,
    storeId,
    bookings.map((b) => b.email),
  );
  return bookings.map((b) => ({ ...b, guest: glances.get(b.email.trim().toLowerCase()) ?? null }));
}

/** The guest's profile page, for a member who may open profiles (the service checks the guest itself again). */
export const guestProfileHref = (staff: StaffMember, guestId: string | undefined): string | null =>
  guestId && mayListGuests(staff) ? guestUrl(guestId) : null;
