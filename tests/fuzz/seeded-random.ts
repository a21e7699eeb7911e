// A small seeded PRNG (mulberry32): the same seed gives the same hostile
// requests, so a failure found once can be replayed with FUZZ_SEED.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight: `[[weight, value], …]`. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    weighted(choices) {
      const total = choices.reduce((sum, [w]) => sum + w, 0);
      let roll = next() * total;
      for (const [weight, value] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (choices[choices.length - 1] as (typeof choices)[number])[1];
    },
  };
}
