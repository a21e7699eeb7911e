// How the staff pages word an account (product.md D8): its role, its restaurants
// by title ("All restaurants" for a chain admin), and its history with
// restaurants and roles by name rather than id. Pure, run by the loaders.
import type { AuditEntry } from '../../../contract/diary-shapes.ts';
import { ROLE_LABELS, staffRoleSchema, type StaffRole } from '../../../contract/staff.ts';
import { auditRows, type AuditRow } from '../diary/audit-format.ts';

/** What each role opens, beside its radio (server/staff/permissions.ts is the rule). */
export const ROLE_HINTS: Record<StaffRole, string> = {
  'chain-admin': 'Every restaurant: diaries, messages, settings and staff.',
  'content-editor': "The chain's content: pages, menus, offers, restaurants and site settings. No bookings or staff.",
  marketing: "Every guest's profile, marketing segments and the chain's reports. No bookings, content or staff.",
  manager: 'The diary, messages and settings of their restaurants.',
  host: 'The diary of their restaurants.',
};

const STAFF_ACTIONS: Record<string, string> = {
  added: 'Account added',
  changed: 'Details changed',
  disabled: 'Account disabled',
  enabled: 'Account enabled',
  'link-sent': 'New password link sent',
};

export const staffHref = (staffId: string) => `/console/staff/${encodeURIComponent(staffId)}/`;

/** Titles of the restaurants a member works, in the chain's order; an id the chain no longer has is shown as it is. */
export function restaurantsText(role: StaffRole, storeIds: readonly string[], titles: ReadonlyMap<string, string>): string {
  if (role === 'chain-admin') return 'All restaurants';
  if (role === 'content-editor') return 'All restaurants (content only)';
  if (role === 'marketing') return 'All restaurants (guests and reports)';
  const known = [...titles.keys()].filter((id) => storeIds.includes(id)).map((id) => titles.get(id)!);
  const unknown = storeIds.filter((id) => !titles.has(id));
  return [...known, ...unknown].join(', ') || 'None';
}

/** A logged value in words: restaurants by title, a role by its label. */
function readable(values: Record<string, unknown> | null, titles: ReadonlyMap<string, string>) {
  if (!values) return null;
  const out = { ...values };
  const ids: unknown = out.restaurants;
  if (Array.isArray(ids)) out.restaurants = ids.map((id: unknown) => (typeof id === 'string' ? (titles.get(id) ?? id) : id));
  const role = staffRoleSchema.safeParse(out.role);
  if (role.success) out.role = ROLE_LABELS[role.data];
  return out;
}

/** An account's history, oldest first, as the member page's table shows it. */
export function staffAuditRows(entries: readonly AuditEntry[], titles: ReadonlyMap<string, string>): AuditRow[] {
  return auditRows(
    entries.map((e) => ({
      ...e,
      action: STAFF_ACTIONS[e.action] ?? e.action,
      before: readable(e.before, titles),
      after: readable(e.after, titles),
    })),
  );
}
