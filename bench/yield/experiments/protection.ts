// Protection levels / booking limits per party size and start slot, from the LP of the forecast
// (a yield experiment). The LP (bid-price.ts) is solved once per evening on the whole
// forecast and an empty evening; A[c,t] = the parties of c covers starting at t it seats. A cell the LP
// seats in full (A >= D − 0.5) is never limited; a cell it cuts is limited:
//   'partitioned' (name 'limits'):   accepted(c,t) < A[c,t] + slack
//   'nested'      (name 'nested'):   accepted(sizes <= c, t) < sum_{c' <= c} A[c',t] + slack
//     (smaller parties are the lower class: they may not eat the seats protected for larger ones).
import { buildLp, forecastFrom, forecastLoad, highs, stateOf, type Forecast, type Lp } from './bid-price.ts';
import type { Policy, PolicyContext, ShapeName, Venue } from './harness.ts';

export interface ProtectionOptions {
  forecastSeeds: (ctx: PolicyContext) => readonly number[];
  forecastShape?: ShapeName | undefined;
  /** slack added to every limit, in parties */
  scale: number;
  gate?: number;
}

const lps = new Map<string, Lp>();
function planned(v: Venue, f: Forecast): Map<string, number> {
  let lp = lps.get(v.slug);
  if (!lp) lps.set(v.slug, (lp = buildLp(v)));
  const state = stateOf(lp, []);
  const upper = new Float64Array(lp.nRows);
  for (const [k, row] of lp.demandRow) upper[row] = f.demand.get(k) ?? 0;
  for (let i = 0; i < state.cap.length; i++) upper[lp.capRow(0, 0) + i] = state.cap[i]!;
  for (const [t, row] of lp.paceRow) upper[row] = state.pace.get(t)!;
  lp.model.changeRowsBounds({ kind: 'range', from: 0, to: lp.nRows - 1 }, new Float64Array(lp.nRows).fill(-highs.infinity), upper);
  lp.model.run();
  // row activity of a demand row = the parties of (c,t) the LP seats
  const rowValue = lp.model.getSolution().rowValue;
  return new Map([...lp.demandRow].map(([k, row]) => [k, rowValue[row]!]));
}

export function protectionPolicy(name: string, o: ProtectionOptions): Policy {
  let A: Map<string, number>;
  let f: Forecast;
  let accepted: Map<string, number>;
  let off = false;
  const nested = name === 'nested';
  return {
    name,
    begin(ctx) {
      f = forecastFrom(o.forecastShape ?? ctx.shape, ctx.slug, ctx.level, o.forecastSeeds(ctx));
      A = planned(ctx.venue, f);
      accepted = new Map();
      off = forecastLoad(f, ctx.venue) < (o.gate ?? 0);
    },
    accept(d) {
      const { covers: c, start: t } = d.request;
      const k = `${c}@${t}`;
      const limited = (A.get(k) ?? 0) < (f.demand.get(k) ?? 0) - 0.5;
      let ok = true;
      if (!off && limited) {
        if (nested) {
          let used = 0;
          let limit = 0;
          for (let s = 1; s <= c; s++) {
            used += accepted.get(`${s}@${t}`) ?? 0;
            limit += A.get(`${s}@${t}`) ?? 0;
          }
          ok = used < limit + o.scale;
        } else ok = (accepted.get(k) ?? 0) < (A.get(k) ?? 0) + o.scale;
      }
      if (ok) accepted.set(k, (accepted.get(k) ?? 0) + 1);
      return ok;
    },
  };
}
