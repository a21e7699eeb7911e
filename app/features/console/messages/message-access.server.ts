// Who reads which inbox (DESIGN §8): managers and chain admins read their
// restaurants' messages, hosts none. The rules are server/staff/permissions.ts;
// this only applies them to a member's list of restaurants.
import { can } from '../../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../../server/staff/staff-repository.ts';

/** The restaurants (of those the member works) whose messages they may read, in the given order. */
export function messageRestaurants<T extends { storeId: string }>(staff: StaffMember, restaurants: readonly T[]): T[] {
  return restaurants.filter((r) => can(staff, 'messages.view', r.storeId));
}

/** A chain admin also reads head office's messages, which name no restaurant. */
export const readsAllMessages = (staff: StaffMember) => staff.role === 'chain-admin' && !staff.disabled;

/** Whether the console shows the member a Messages link at all. */
export const mayReadMessages = (staff: StaffMember, restaurants: readonly { storeId: string }[]) =>
  readsAllMessages(staff) || messageRestaurants(staff, restaurants).length > 0;
