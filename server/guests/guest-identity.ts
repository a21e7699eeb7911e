// A guest's identity (decision 044 "Guest profiles"): an address,
// lower-cased, belongs to one profile. The profile first made for an address
// takes an id derived from it, so every write that meets a new address (a
// booking's create, a sign-up) adds the profile and the address as two more
// inserts that skip what exists: no read, no extra round trip, and two creates
// racing for one address make the same rows. The migration's backfill derives
// the same ids in SQL.
import { createHash } from 'node:crypto';
import type { Runner } from '../db/runner.ts';
import { guestEmails, guests } from '../db/schema.ts';

/** The same as the migration's `'g_' || substr(encode(sha256(email), 'hex'), 1, 24)`. */
export function guestIdOf(email: string): string {
  return `g_${createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 24)}`;
}

export interface GuestSeen {
  email: string | null | undefined;
  name: string;
  phone: string | null | undefined;
}

/**
 * The profile and address inserts for the people a write has just met, built and not yet run (for writeTogether):
 * one insert per table whatever the number of people; none when nobody has an address (a walk-in).
 */
export function guestIdentityWrites(runner: Runner, seen: readonly GuestSeen[]) {
  const people = new Map<string, { id: string; displayName: string; phone: string | null }>();
  for (const s of seen) {
    const email = s.email?.trim().toLowerCase();
    if (email && !people.has(email)) people.set(email, { id: guestIdOf(email), displayName: s.name.trim(), phone: s.phone || null });
  }
  if (!people.size) return [];
  return [
    runner
      .insert(guests)
      .values([...people.values()])
      .onConflictDoNothing(),
    runner
      .insert(guestEmails)
      .values([...people].map(([email, p]) => ({ email, guestId: p.id })))
      .onConflictDoNothing(),
  ];
}
