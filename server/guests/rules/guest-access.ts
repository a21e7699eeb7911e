// Who sees what of a guest (product.md D12 "Who sees what"), on top of
// server/staff/permissions.ts. Pure. A profile belongs to the chain; a manager
// reaches it only when the guest booked one of their restaurants (else it is
// the plain 404, as for another restaurant's booking, product.md D8); chain
// admins and marketing reach everyone. A host reads only the glance: tags,
// allergies and counts, never notes or marketing consent.
import { can, isChainWide, type Actor } from '../../staff/permissions.ts';
import type { GuestGlance } from '../../../contract/guests.ts';

export interface GuestAccess {
  view: boolean;
  edit: boolean;
  merge: boolean;
}

/** What `actor` may do with a guest who booked at `storeIds` (any restaurant will do for a chain-wide role). */
export function guestAccess(actor: Actor, storeIds: readonly string[]): GuestAccess {
  const anyOf = (action: 'guests.view' | 'guests.edit') =>
    isChainWide(actor.role) ? can(actor, action, '*') : storeIds.some((s) => can(actor, action, s));
  const view = can(actor, 'guests.all') || anyOf('guests.view');
  return { view, edit: view && anyOf('guests.edit'), merge: view && can(actor, 'guests.all') };
}

/** The restaurants whose guests `actor` may list: null for every guest of the chain, [] for none. */
export function guestListScope(actor: Actor): string[] | null {
  if (can(actor, 'guests.all')) return null;
  return actor.restaurants.filter((s) => can(actor, 'guests.view', s));
}

/** Whether `actor` may see any guest at all (the console's "Guests" link). */
export const mayListGuests = (actor: Actor): boolean => {
  const scope = guestListScope(actor);
  return scope === null || scope.length > 0;
};

/** The glance beside a booking at `storeId`, or nothing for a role without it; never more than tags, allergies and counts. */
export function glanceFor(actor: Actor, storeId: string, glance: GuestGlance | undefined): GuestGlance | null {
  if (!glance || !can(actor, 'guests.glance', storeId)) return null;
  const { guestId, tags, allergies, visits, noShows } = glance;
  return { guestId, tags, allergies, visits, noShows };
}
