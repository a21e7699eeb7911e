// Typo tolerance for place names: optimal string alignment distance (the
// Damerau-Levenshtein distance where a transposed pair counts as one edit),
// bounded so that a hopeless comparison stops early, plus a cheap letter-set
// filter that rules most names out before any distance is computed.

/** Edits forgiven in a name of this length: none under 4, one for 4–7, two from 8. */
export const typoAllowance = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * A 32-bit set of the characters in `s` (a–z, digits folded onto 5 bits, and
 * one bit for anything else). One edit changes at most two bits, so two strings
 * within k edits differ in at most 2k bits.
 */
export function letterSignature(s: string): number {
  let sig = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) sig |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) sig |= 1 << (26 + ((c - 48) % 5));
    else sig |= 1 << 31;
  }
  return sig >>> 0;
}

export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// Three reusable rows: lookups run one at a time on the event loop.
let rows = [new Int32Array(128), new Int32Array(128), new Int32Array(128)] as const;

/** The OSA distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (m + 1 > rows[0].length) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  let [before, prev, cur] = rows;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[m]!, max + 1);
}
