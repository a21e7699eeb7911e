// Who reads which inbox (product.md D8): managers and chain admins read their
// restaurants' messages, hosts none; a chain admin also reads head office's.
// The rules are server/staff/permissions.ts (the console service checks the
// same ones); this only applies them to a member's list of restaurants.
import { can, readsHeadOfficeMessages } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';

/** The restaurants (of those the member works) whose messages they may read, in the given order. */
export function messageRestaurants<T extends { storeId: string }>(staff: StaffMember, restaurants: readonly T[]): T[] {
  return restaurants.filter((r) => can(staff, 'messages.view', r.storeId));
}

/** Whether the console shows the member a Messages link at all. */
export const mayReadMessages = (staff: StaffMember, restaurants: readonly { storeId: string }[]) =>
  readsHeadOfficeMessages(staff) || messageRestaurants(staff, restaurants).length > 0;
