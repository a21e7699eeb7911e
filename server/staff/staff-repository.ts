// Database access for staff accounts, their restaurants, sessions, one-time
// tokens and failed sign-ins (product.md D8). Queries select what they need.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '../../contract/staff.ts';
import type { Db } from '../db/client.ts';
import type { Runner, Tx } from '../db/runner.ts';
import { staff, staffRestaurants, staffSessions, staffSignInFailures, staffTokens } from '../db/schema.ts';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** storeIds; empty for a chain admin, who works them all. */
  restaurants: string[];
}

export interface StaffAccount extends StaffMember {
  passwordHash: string | null;
}

export type TokenPurpose = 'set-password' | 'reset';

/** An account as staff management sees it: whether a password is set, never the hash. */
export interface StaffOverviewRow extends StaffMember {
  hasPassword: boolean;
}

/** A member's storeIds, sorted, from a left join on staff_restaurants ('{}' when they have none). */
const storeIdsOf = sql<
  string[]
>`coalesce(array_agg(${staffRestaurants.storeId} order by ${staffRestaurants.storeId}) filter (where ${staffRestaurants.storeId} is not null), '{}')`;

export function staffQueries(runner: Runner) {
  const account = async (where: ReturnType<typeof eq>): Promise<StaffAccount | null> => {
    const [row] = await runner
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        disabled: staff.disabled,
        passwordHash: staff.passwordHash,
      })
      .from(staff)
      .where(where);
    if (!row) return null;
    const stores = await runner
      .select({ storeId: staffRestaurants.storeId })
      .from(staffRestaurants)
      .where(eq(staffRestaurants.staffId, row.id));
    return { ...row, restaurants: stores.map((s) => s.storeId).sort() };
  };

  const overviews = (where?: ReturnType<typeof eq>): Promise<StaffOverviewRow[]> =>
    runner
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        disabled: staff.disabled,
        hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
        restaurants: storeIdsOf,
      })
      .from(staff)
      .leftJoin(staffRestaurants, eq(staffRestaurants.staffId, staff.id))
      .where(where)
      .groupBy(staff.id)
      .orderBy(sql`lower(${staff.name})`, asc(staff.email));

  return {
    byEmail: (email: string) => account(eq(staff.email, email)),
    byId: (id: string) => account(eq(staff.id, id)),

    /** The new id, or null when the address is taken. */
    async insert(row: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash?: string;
      restaurants: string[];
    }): Promise<string | null> {
      const id = randomUUID();
      const [created] = await runner
        .insert(staff)
        .values({ id, email: row.email, name: row.name, role: row.role, passwordHash: row.passwordHash ?? null })
        .onConflictDoNothing({ target: staff.email })
        .returning({ id: staff.id });
      if (!created) return null;
      if (row.restaurants.length)
        await runner.insert(staffRestaurants).values(row.restaurants.map((storeId) => ({ staffId: id, storeId })));
      return id;
    },

    async setPasswordHash(staffId: string, passwordHash: string): Promise<void> {
      await runner.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
    },

    async insertToken(row: { hash: string; staffId: string; purpose: TokenPurpose; createdAt: Date; expiresAt: Date }): Promise<void> {
      await runner
        .insert(staffTokens)
        .values({ id: row.hash, staffId: row.staffId, purpose: row.purpose, expiresAt: row.expiresAt, createdAt: row.createdAt });
    },

    /** How many links of a kind the account was sent since `since` (the reset mail's limit). */
    async tokensSince(staffId: string, purpose: TokenPurpose, since: Date): Promise<number> {
      const [row] = await runner
        .select({ n: count() })
        .from(staffTokens)
        .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, purpose), gt(staffTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    /** An unused, unexpired token's owner. */
    async liveToken(hash: string, now: Date) {
      const [row] = await runner
        .select({ staffId: staffTokens.staffId, purpose: staffTokens.purpose })
        .from(staffTokens)
        .where(and(eq(staffTokens.id, hash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)));
      return row ?? null;
    },

    /** Marks the token used; false when another request used it first. */
    async useToken(hash: string, now: Date): Promise<boolean> {
      const used = await runner
        .update(staffTokens)
        .set({ usedAt: now })
        .where(and(eq(staffTokens.id, hash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
        .returning({ id: staffTokens.id });
      return used.length === 1;
    },

    async insertSession(row: { hash: string; staffId: string; csrfToken: string; userAgent: string | null; now: Date; expiresAt: Date }) {
      await runner.insert(staffSessions).values({
        id: row.hash,
        staffId: row.staffId,
        csrfToken: row.csrfToken,
        userAgent: row.userAgent,
        createdAt: row.now,
        lastSeenAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    /** A live session with its member and their restaurants, in one round trip (every console request asks). */
    async liveSessionMember(hash: string, now: Date) {
      const [row] = await runner
        .select({
          csrfToken: staffSessions.csrfToken,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          id: staff.id,
          email: staff.email,
          name: staff.name,
          role: staff.role,
          disabled: staff.disabled,
          restaurants: storeIdsOf,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .leftJoin(staffRestaurants, eq(staffRestaurants.staffId, staff.id))
        .where(and(eq(staffSessions.id, hash), gt(staffSessions.expiresAt, now)))
        .groupBy(staffSessions.id, staff.id);
      return row ?? null;
    },

    async touchSession(hash: string, now: Date, expiresAt: Date): Promise<void> {
      await runner.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.id, hash));
    },

    async deleteSession(hash: string): Promise<void> {
      await runner.delete(staffSessions).where(eq(staffSessions.id, hash));
    },

    async deleteSessionsOf(staffId: string): Promise<number> {
      const gone = await runner.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ id: staffSessions.id });
      return gone.length;
    },

    async countSessionsOf(staffId: string): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(staffSessions).where(eq(staffSessions.staffId, staffId));
      return row?.n ?? 0;
    },

    async recordFailures(keys: string[], now: Date): Promise<void> {
      await runner.insert(staffSignInFailures).values(keys.map((key) => ({ id: randomUUID(), key, at: now })));
    },

    async failuresSince(key: string, since: Date): Promise<number> {
      const [row] = await runner
        .select({ n: count() })
        .from(staffSignInFailures)
        .where(and(eq(staffSignInFailures.key, key), gt(staffSignInFailures.at, since)));
      return row?.n ?? 0;
    },

    async clearFailures(key: string): Promise<void> {
      await runner.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
    },

    /** Every account as the staff pages list it (no hashes: only whether a password is set), by name. */
    listOverviews: () => overviews(),
    overview: async (id: string): Promise<StaffOverviewRow | null> => (await overviews(eq(staff.id, id)))[0] ?? null,

    async updateDetails(staffId: string, details: { name: string; role: StaffRole }): Promise<void> {
      await runner.update(staff).set(details).where(eq(staff.id, staffId));
    },

    async replaceRestaurants(staffId: string, storeIds: readonly string[]): Promise<void> {
      await runner.delete(staffRestaurants).where(eq(staffRestaurants.staffId, staffId));
      if (storeIds.length) await runner.insert(staffRestaurants).values(storeIds.map((storeId) => ({ staffId, storeId })));
    },

    async setDisabled(staffId: string, disabled: boolean): Promise<void> {
      await runner.update(staff).set({ disabled }).where(eq(staff.id, staffId));
    },

    /**
     * The active chain admins' ids, their rows locked until the transaction ends:
     * two admins demoting each other at once are served one after the other, and
     * the second sees the first's change (the last-admin rule reads this).
     */
    async lockActiveChainAdmins(): Promise<string[]> {
      const rows = await runner
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'chain-admin'), eq(staff.disabled, false)))
        .orderBy(asc(staff.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Locks one account's row until the transaction ends; false when there is no such account. */
    async lockAccount(staffId: string): Promise<boolean> {
      const rows = await runner.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
      return rows.length === 1;
    },

    /** Failures older than the window count for nothing: drop them. */
    async pruneFailures(before: Date): Promise<void> {
      await runner.delete(staffSignInFailures).where(lt(staffSignInFailures.at, before));
    },
  };
}

export type StaffQueries = ReturnType<typeof staffQueries>;

export function createStaffRepository(db: Db) {
  return {
    ...staffQueries(db),
    transaction: <T>(work: (queries: StaffQueries, tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(staffQueries(tx), tx)),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
