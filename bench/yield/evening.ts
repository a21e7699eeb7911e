// One evening at one restaurant as the engine sees it: the setup's tables, groups, turn
// times and pacing, the dinner occasion, a fixed date and a fixed `now` (decision 032: the same figures on any day).
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { linkGroupAllows } from '../../contract/link-groups.ts';
import { parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { enginePeriods } from '../../server/booking/booking-venue.ts';
import type { Table, TableGroup } from '../../server/booking/rules/model.ts';
import { searchSlots, turnTimeFor, type SlotSearchInput } from '../../server/booking/rules/slot-search.ts';
import type { EveningShape } from './demand.ts';
import { DEFAULT_PIN_WITHIN_MINUTES, type ReseatPolicy } from '../../server/booking/rules/reseat-day.ts';

export interface Evening {
  /** Everything checkSlot reads except the party and the bookings so far. */
  engine: Omit<SlotSearchInput, 'covers' | 'bookings'>;
  /** The tables and groups the occasion may use (the optimum gets exactly these). */
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  turnMinutes: (covers: number) => number;
  /** product.md D5 pacing: covers that may start per slot interval, or null. */
  pacing: number | null;
  shape: EveningShape;
  /** Decision 074: the restaurant's re-seating setting, as the create path passes it. */
  reseat: ReseatPolicy;
}

export interface EveningOptions {
  date: IsoDate;
  now: Date;
  occasionId: string;
  /** The evening the demand asks for: 17:00–22:00 (clipped to the engine's times), peak 19:00–20:00 by default. */
  shape?: Partial<EveningShape>;
}

export function eveningOf(setup: BookingSetup, options: EveningOptions): Evening {
  const occasion = setup.occasions.find((o) => o.id === options.occasionId);
  if (!occasion) throw new Error(`no occasion ${options.occasionId}`);
  const allowed = (s: { areaId: string }) => linkGroupAllows(occasion.areaLinkGroup, s.areaId);
  const { config } = setup;
  const engine = {
    date: options.date,
    now: options.now,
    occasion,
    areaId: null,
    config,
    hours: setup.hours,
    specialHours: setup.specialHours,
    servicePeriods: enginePeriods(setup),
    tables: setup.tables,
    tableGroups: setup.tableGroups,
    occasions: setup.occasions,
  };
  // Diners ask only for times the engine offers on an empty evening (a 22:00 close ends dinner at 21:00),
  // so neither side is scored on requests no restaurant could take.
  const offered = searchSlots({ ...engine, covers: 2, bookings: [] })
    .times.filter((s) => !s.canEnquire)
    .map((s) => parseHhmm(s.time) ?? 0);
  if (!offered.length) throw new Error(`${options.occasionId} takes no online bookings on ${options.date}`);
  const shape = { firstStart: 17 * 60, lastStart: 22 * 60, peakFrom: 19 * 60, peakTo: 20 * 60, ...options.shape };
  return {
    engine,
    tables: setup.tables.filter(allowed),
    tableGroups: setup.tableGroups.filter(allowed),
    turnMinutes: (covers) => turnTimeFor(config.turnTimes, covers) ?? 0,
    pacing: config.pacingCoversPerInterval,
    reseat: { pinWithinMinutes: DEFAULT_PIN_WITHIN_MINUTES },
    shape: {
      ...shape,
      firstStart: Math.max(shape.firstStart, Math.min(...offered.filter((t) => t >= shape.firstStart))),
      lastStart: Math.min(shape.lastStart, Math.max(...offered.filter((t) => t <= shape.lastStart))),
      intervalMinutes: config.slotIntervalMinutes,
    },
  };
}
