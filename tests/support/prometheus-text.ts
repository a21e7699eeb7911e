// Reads Prometheus's text format (what GET /metrics answers, decision 046) for the tests and the bench.

export interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseSeries(text: string): Series[] {
  const series: Series[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    series.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return series;
}

const matching = (text: string, name: string, labels: Record<string, string>) =>
  parseSeries(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The first series named `name` carrying `labels` (others may differ), or undefined. */
export const seriesValue = (text: string, name: string, labels: Record<string, string> = {}): number | undefined =>
  matching(text, name, labels)[0]?.value;

/** The sum over every series named `name` that carries `labels` (0 when none). */
export const seriesSum = (text: string, name: string, labels: Record<string, string> = {}): number =>
  matching(text, name, labels).reduce((sum, s) => sum + s.value, 0);

/**
 * The histogram's `q` quantile in seconds, from its cumulative buckets summed over the series carrying `labels`
 * (the upper bound of the bucket it falls in, as Prometheus's histogram_quantile would round it up); undefined with no samples.
 */
export function histogramQuantile(text: string, name: string, q: number, labels: Record<string, string> = {}): number | undefined {
  const buckets = new Map<number, number>();
  for (const s of matching(text, `${name}_bucket`, labels)) {
    const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + s.value);
  }
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (total === 0) return undefined;
  return sorted.find(([, count]) => count >= q * total)?.[0];
}
