// "Optimise the day" through the engine (decision 079): the proposal is the pure climb
// (rules/day-optimise.ts) over the day's seat holders, with the diary version it was made
// from and a hash of its moves. Applying it takes the day lock, refuses when the day has
// changed since (its version) or the plan made now differs (its hash), and writes every
// move, its "moved from" and its audit entry, with the member who confirmed as the actor,
// and the diary counter, as one statement (decision 030).
import { createHash } from 'node:crypto';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { DAY_CHANGED } from '../../contract/day-optimisation.ts';
import { tableLabel } from '../../contract/diary-shapes.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { Runner } from '../db/runner.ts';
import { writeTogether } from '../db/write-together.ts';
import { conflict } from '../domain/domain-error.ts';
import type { StaffDeps } from './booking-staff-parts.ts';
import { enginePeriods, loadVenue } from './booking-venue.ts';
import type { RestaurantSettingsStore } from './restaurant-settings.ts';
import { optimiseDay, type DayOptimisation } from './rules/day-optimise.ts';
import type { Move } from './rules/reseat-search.ts';
import { startsStillSold } from './rules/starts-still-sold.ts';

export type OptimiseDeps = Pick<StaffDeps, 'db' | 'repo' | 'content' | 'clock' | 'freed'> & {
  settings: Pick<RestaurantSettingsStore, 'read'>;
};

export interface DayProposal extends DayOptimisation {
  /** The diary version the plan was made from. */
  version: number;
  /** A hash of the moves: what "Apply these moves" names. */
  plan: string;
}

/** The same moves hash the same, whatever order the search found them in. */
export function planHash(moves: readonly Move[]): string {
  const text = JSON.stringify([...moves].sort((a, b) => a.bookingId.localeCompare(b.bookingId)).map((m) => [m.bookingId, m.toTableIds]));
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

type Restaurant = { setup: BookingSetup; pinWithinMinutes: number };

export function createDayOptimiser(deps: OptimiseDeps) {
  const { db, repo, content, clock } = deps;

  /** The restaurant's setup and pin time: read before any transaction (the outer db inside one hangs PGlite, product.md D2). */
  const restaurantOf = async (storeId: string) => {
    const [venue, settings] = await Promise.all([loadVenue(repo, content, storeId), deps.settings.read(storeId)]);
    return { setup: venue.setup, pinWithinMinutes: settings.pinWithinMinutes };
  };

  async function propose(runner: Runner, storeId: string, date: IsoDate, restaurant: Restaurant): Promise<DayProposal> {
    // The version first: a write between the two reads makes the proposal look older than it is, never newer.
    const version = await repo.lockedDayVersion(runner, storeId, date);
    const bookings = await repo.lockedSeatHolders(runner, storeId, date);
    const { setup, pinWithinMinutes } = restaurant;
    const now = clock();
    const slots = startsStillSold({ date, now, ...setup, servicePeriods: enginePeriods(setup) });
    const day = optimiseDay({
      date,
      now,
      tables: setup.tables,
      tableGroups: setup.tableGroups,
      occasions: setup.occasions,
      bookings,
      policy: { pinWithinMinutes },
      turnTimes: setup.config.turnTimes,
      slots,
    });
    return { ...day, version, plan: planHash(day.moves) };
  }

  return {
    /** The moves that would free the day most, from the day as it is now. */
    propose: async (storeId: string, date: IsoDate) => propose(db, storeId, date, await restaurantOf(storeId)),

    /** Applies the plan named by `version` and `plan`, or refuses (conflict, DAY_CHANGED) when the day has moved on. */
    async apply(actor: AuditActor, storeId: string, date: IsoDate, expected: { version: number; plan: string }): Promise<Move[]> {
      const restaurant = await restaurantOf(storeId);
      const moves = await db.transaction(async (tx) => {
        await repo.lockDay(tx, storeId, date);
        const now = await propose(tx, storeId, date, restaurant);
        if (now.version !== expected.version || now.plan !== expected.plan) throw conflict(DAY_CHANGED);
        if (!now.moves.length) return [];
        const at = clock();
        const audits = now.moves.map((m) =>
          auditInsert(tx, {
            actor,
            at,
            storeId,
            entity: 'booking',
            entityId: m.bookingId,
            action: 'move',
            before: { tables: tableLabel(m.fromTableIds) },
            after: { tables: tableLabel(m.toTableIds) },
            reason: `Optimise the day: moved from ${tableLabel(m.fromTableIds)} to ${tableLabel(m.toTableIds)}`,
          }),
        );
        await writeTogether(tx, [...repo.movedWrites(tx, now.moves, at), ...audits, repo.dayBump(tx, storeId, date)]);
        return now.moves;
      });
      repo.invalidateDay(storeId, date);
      if (moves.length) await deps.freed?.(storeId, date); // decision 050: freed tables may suit a waitlisted diner
      return moves;
    },
  };
}

export type DayOptimiser = ReturnType<typeof createDayOptimiser>;
