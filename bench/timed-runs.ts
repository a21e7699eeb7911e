// The reports benches' timing: p50 and p95 of a set of samples, to a tenth of a millisecond, and a piece of
// work timed after its warm-up runs.
const round = (ms: number) => Math.round(ms * 10) / 10;

export function percentiles(samples: number[]): { p50: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  return { p50: round(at(50)), p95: round(at(95)) };
}

export async function timedRuns(run: () => Promise<unknown>, warmUp: number, runs: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}
