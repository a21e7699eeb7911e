import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff.ts';
import { can, readsHeadOfficeMessages, workableRestaurants, type Actor, type ChainAction, type RestaurantAction } from './permissions.ts';

const BATH = 'store-bath';
const LEEDS = 'store-leeds';
const chainWide = (role: StaffRole) => role === 'chain-admin' || role === 'content-editor' || role === 'marketing';
const actor = (role: StaffRole, disabled = false): Actor => ({ role, disabled, restaurants: chainWide(role) ? [] : [BATH] });

const RESTAURANT_ACTIONS: RestaurantAction[] = [
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
];
const CHAIN_ACTIONS: ChainAction[] = [
  'staff.manage',
  'settings.edit',
  'content.edit',
  'guests.all',
  'segments.export',
  'privacy.manage',
  'reports.chain',
  'mail.view',
];
const CHAIN_ROLES: Record<ChainAction, StaffRole[]> = {
  'staff.manage': ['chain-admin'],
  'settings.edit': ['chain-admin'],
  'content.edit': ['chain-admin', 'content-editor'],
  'guests.all': ['chain-admin', 'marketing'],
  'segments.export': ['chain-admin', 'marketing'],
  'privacy.manage': ['chain-admin'],
  'reports.chain': ['chain-admin', 'marketing'],
  // product.md D13: the mail log shows every diner's mail.
  'mail.view': ['chain-admin'],
};

const yes = (allowed: RestaurantAction[]) =>
  Object.fromEntries(RESTAURANT_ACTIONS.map((a) => [a, allowed.includes(a)])) as Record<RestaurantAction, boolean>;

// product.md D8 / the console issue: what each role may do in its own restaurant; nobody but a chain admin acts elsewhere.
const OWN: Record<StaffRole, Record<RestaurantAction, boolean>> = {
  'chain-admin': yes(RESTAURANT_ACTIONS),
  'content-editor': yes(['content.restaurant']),
  // Decision 043: marketing sees guests and reports everywhere, and nothing of a restaurant's bookings or setup.
  marketing: yes(['guests.glance', 'guests.view', 'reports.view']),
  manager: yes(RESTAURANT_ACTIONS),
  // Decision 044: a host sees a guest's tags and allergies beside the booking, not their profile.
  host: yes(['restaurant.view', 'diary.view', 'diary.edit', 'guests.glance']),
};

describe('can(staff, action, storeId)', () => {
  for (const role of STAFF_ROLES) {
    for (const action of RESTAURANT_ACTIONS) {
      it(`${role} ${OWN[role][action] ? 'may' : 'may not'} ${action} in their own restaurant`, () => {
        expect(can(actor(role), action, BATH)).toBe(OWN[role][action]);
      });
      const elsewhere = chainWide(role) && OWN[role][action];
      it(`${role} ${elsewhere ? 'may' : 'may not'} ${action} in another restaurant`, () => {
        expect(can(actor(role), action, LEEDS)).toBe(elsewhere);
      });
      it(`a disabled ${role} may not ${action} anywhere`, () => {
        expect(can(actor(role, true), action, BATH)).toBe(false);
        expect(can(actor(role, true), action, LEEDS)).toBe(false);
      });
    }
    for (const action of CHAIN_ACTIONS) {
      const may = CHAIN_ROLES[action].includes(role);
      it(`${role} ${may ? 'may' : 'may not'} ${action}`, () => {
        expect(can(actor(role), action)).toBe(may);
        expect(can(actor(role, true), action)).toBe(false);
      });
    }
  }

  it('a restaurant action without a restaurant is refused, even to a chain admin', () => {
    expect((can as (a: Actor, x: string, s?: string) => boolean)(actor('chain-admin'), 'diary.view')).toBe(false);
  });

  it('a manager of two restaurants works both and no third', () => {
    const both: Actor = { role: 'manager', disabled: false, restaurants: [BATH, LEEDS] };
    expect(can(both, 'setup.edit', BATH)).toBe(true);
    expect(can(both, 'setup.edit', LEEDS)).toBe(true);
    expect(can(both, 'setup.edit', 'store-york')).toBe(false);
  });
});

describe('workableRestaurants', () => {
  const all = [{ storeId: BATH }, { storeId: LEEDS }, { storeId: 'store-york' }];
  it('gives a chain admin every restaurant, in order', () => {
    expect(workableRestaurants(actor('chain-admin'), all)).toEqual(all);
  });
  it('gives a manager or host only their own', () => {
    expect(workableRestaurants(actor('manager'), all)).toEqual([{ storeId: BATH }]);
    expect(workableRestaurants(actor('host'), all)).toEqual([{ storeId: BATH }]);
  });
  it('gives a disabled account nothing', () => {
    expect(workableRestaurants(actor('chain-admin', true), all)).toEqual([]);
  });
});

describe('readsHeadOfficeMessages', () => {
  it('is a chain admin’s alone, and not once disabled', () => {
    expect(readsHeadOfficeMessages(actor('chain-admin'))).toBe(true);
    expect(readsHeadOfficeMessages(actor('chain-admin', true))).toBe(false);
    expect(readsHeadOfficeMessages(actor('manager'))).toBe(false);
    expect(readsHeadOfficeMessages(actor('host'))).toBe(false);
  });
});
