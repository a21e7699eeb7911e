// Who may do what where (product.md D8): pure rules, checked on the server by
// every console loader, action and /api/console route. A chain admin works
// every restaurant and the chain's staff and settings; a manager works the
// diary, setup and messages of their restaurants; a host works the diary. A
// content editor edits the chain's content (product.md D9) and nothing in bookings
// or staff; a manager edits their own restaurants' details and menu availability.
// Decision 043: guest profiles and reports. A manager sees the guests and reports of
// their restaurants, a host a guest's tags and allergies (never the marketing
// data); marketing sees every guest, builds segments and reads the chain's
// reports; only a chain admin exports or erases a person. product.md D13: only a chain
// admin reads the mail log (every diner's mail is personal data).
import type { StaffRole } from '../../contract/staff.ts';

export type RestaurantAction =
  | 'restaurant.view'
  | 'diary.view'
  | 'diary.edit'
  | 'setup.edit'
  | 'messages.view'
  | 'content.restaurant'
  /** product.md D11 "Fees": charge a no-show or late-cancellation fee to the card a booking left (never a host). */
  | 'fees.charge'
  /** Decision 044: a guest's tags, allergies and visit counts, beside their booking (the host's glance). */
  | 'guests.glance'
  /** Decision 045: the whole profile of a guest who booked this restaurant: visits, notes, consent. */
  | 'guests.view'
  /** Decision 044: add tags, allergies and notes to a guest of this restaurant. */
  | 'guests.edit'
  /** Decision 043: this restaurant's reports. */
  | 'reports.view'
  /** Decision 077: this restaurant's group and event leads (managers and chain admins). */
  | 'events.manage';
export type ChainAction =
  | 'staff.manage'
  | 'settings.edit'
  | 'content.edit'
  /** Decision 044: every guest of the chain, and merging duplicates. */
  | 'guests.all'
  /** Decision 045: marketing segments and their CSV (only people with current consent). */
  | 'segments.export'
  /** Decision 045: export everything held about a person, or erase them (UK GDPR). */
  | 'privacy.manage'
  /** Decision 043: the chain's reports, every restaurant together. */
  | 'reports.chain'
  /** product.md D13 "A mail log in the console": every mail the outbox holds, its content, and resending it. */
  | 'mail.view';
export type StaffAction = RestaurantAction | ChainAction;

export interface Actor {
  role: StaffRole;
  disabled: boolean;
  /** storeIds the actor is scoped to (empty for a chain admin). */
  restaurants: readonly string[];
}

/** A manager does everything in their restaurants that a chain admin does in all of them. */
const EVERY_RESTAURANT_ACTION: readonly RestaurantAction[] = [
  'restaurant.view',
  'diary.view',
  'diary.edit',
  'setup.edit',
  'messages.view',
  'content.restaurant',
  'fees.charge',
  'guests.glance',
  'guests.view',
  'guests.edit',
  'reports.view',
  'events.manage',
];

const RESTAURANT_ACTIONS: Record<StaffRole, readonly RestaurantAction[]> = {
  'chain-admin': EVERY_RESTAURANT_ACTION,
  'content-editor': ['content.restaurant'],
  marketing: ['guests.glance', 'guests.view', 'reports.view'],
  manager: EVERY_RESTAURANT_ACTION,
  host: ['restaurant.view', 'diary.view', 'diary.edit', 'guests.glance'],
};

const CHAIN_ACTIONS: Record<ChainAction, readonly StaffRole[]> = {
  'staff.manage': ['chain-admin'],
  'settings.edit': ['chain-admin'],
  'content.edit': ['chain-admin', 'content-editor'],
  'guests.all': ['chain-admin', 'marketing'],
  'segments.export': ['chain-admin', 'marketing'],
  'privacy.manage': ['chain-admin'],
  'reports.chain': ['chain-admin', 'marketing'],
  'mail.view': ['chain-admin'],
};

/** Roles that work every restaurant (and are given none). */
export const isChainWide = (role: StaffRole): boolean => role === 'chain-admin' || role === 'content-editor' || role === 'marketing';

const isChainAction = (action: StaffAction): action is ChainAction => Object.hasOwn(CHAIN_ACTIONS, action);

/** A restaurant action needs the storeId; a chain action takes none. */
export function can(actor: Actor, action: ChainAction): boolean;
export function can(actor: Actor, action: RestaurantAction, storeId: string): boolean;
export function can(actor: Actor, action: StaffAction, storeId?: string): boolean {
  if (actor.disabled) return false;
  if (isChainAction(action)) return CHAIN_ACTIONS[action].includes(actor.role);
  if (!RESTAURANT_ACTIONS[actor.role].includes(action) || storeId === undefined) return false;
  return isChainWide(actor.role) || actor.restaurants.includes(storeId);
}

/**
 * Head office's messages name no restaurant (nor do their attachments): a chain
 * admin reads them, beside every restaurant's; nobody else does.
 */
export const readsHeadOfficeMessages = (actor: Actor): boolean => !actor.disabled && actor.role === 'chain-admin';

/** The restaurants (of `all`) the actor may open in the console, in the given order. */
export function workableRestaurants<T extends { storeId: string }>(actor: Actor, all: readonly T[]): T[] {
  return all.filter((r) => can(actor, 'restaurant.view', r.storeId));
}
