// The yield rule's view of one restaurant day (decision 075): the LP over the starts and party sizes its forecast
// asks about, on the setup's tables, groups, turn times and pacing.
import type { Highs } from 'highs';
import type { BookingConfig, Table, TableGroup } from '../rules/model.ts';
import { turnTimeFor } from '../rules/slot-search.ts';
import { buildBidPriceLp, type BidPriceLp } from './bid-price-lp.ts';

export interface YieldSetup {
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  config: Pick<BookingConfig, 'turnTimes' | 'pacingCoversPerInterval' | 'slotIntervalMinutes'>;
}

/** The LP for a forecast's whole day (`whole`: expected requests per `covers@start`), or null when it asks nothing. */
export function yieldLpFor(highs: Highs, setup: YieldSetup, whole: ReadonlyMap<string, number>): BidPriceLp | null {
  const keys = [...whole.keys()].map((k) => k.split('@').map(Number) as [number, number]);
  if (!keys.length) return null;
  const interval = setup.config.slotIntervalMinutes;
  const asked = keys.map(([, t]) => t);
  const starts: number[] = [];
  for (let t = Math.min(...asked); t <= Math.max(...asked); t += interval) starts.push(t);
  const partySizes = [...new Set(keys.map(([c]) => c))].sort((a, b) => a - b);
  return buildBidPriceLp(
    highs,
    {
      tables: setup.tables,
      tableGroups: setup.tableGroups,
      turnMinutes: (covers) => turnTimeFor(setup.config.turnTimes, covers) ?? 0,
      pacing: setup.config.pacingCoversPerInterval,
      starts,
      intervalMinutes: interval,
    },
    partySizes,
  );
}
