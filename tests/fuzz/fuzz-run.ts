// Drives hostile requests with bounded concurrency and tallies the answers:
// counts by status class, failures by kind, and the first failures in full.
import type { FuzzRequest } from './request-generator.ts';
import { checkAnswer, leaksIn, type Answer, type FailureKind } from './response-checker.ts';

export interface Failure {
  request: string;
  status: number;
  kinds: FailureKind[];
  answer: string;
}

export interface RunStats {
  requests: number;
  byClass: Record<string, number>;
  failureCounts: Partial<Record<FailureKind, number>>;
  /** Requests with at least one failure; the first of them are kept in `failures`. */
  failed: number;
  failures: Failure[];
  /** Operations that answered 2xx at least once: proof the fuzzer reaches the handlers. */
  reachedHandlers: Set<string>;
  /** Status counts of the untouched (valid) calls, per operation. */
  validStatuses: Map<string, Record<number, number>>;
  /** Status counts per kind of variant (`field`, `auth`, `multipart`…), to see what each reached. */
  byVariant: Map<string, Record<number, number>>;
  /** One answer to a valid call per operation that did not succeed, to see why. */
  validRefusals: Map<string, string>;
  /** Requests the test itself could not send (a generator bug, not a server one). */
  unsendable: string[];
  ms: number;
}

const KEEP_FAILURES = 200;
const excerpt = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

export function describeRequest(r: FuzzRequest): string {
  const body = r.payload === undefined ? '' : excerpt(JSON.stringify(r.payload.toString()), 200);
  return `${r.method} ${excerpt(r.url, 200)} [${r.variant}] content-type=${r.headers['content-type'] ?? '-'} body=${body || '-'}`;
}

export async function runFuzz(
  requests: AsyncIterator<FuzzRequest>,
  send: (r: FuzzRequest) => Promise<Answer>,
  concurrency: number,
): Promise<RunStats> {
  const stats: RunStats = {
    requests: 0,
    byClass: {},
    failureCounts: {},
    failed: 0,
    failures: [],
    reachedHandlers: new Set(),
    validStatuses: new Map(),
    byVariant: new Map(),
    validRefusals: new Map(),
    unsendable: [],
    ms: 0,
  };
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const next = await requests.next();
      if (next.done) return;
      const request = next.value;
      let answer: Answer;
      try {
        answer = await send(request);
      } catch (err) {
        stats.unsendable.push(`${describeRequest(request)}: ${(err as Error).message}`);
        continue;
      }
      stats.requests++;
      const cls = `${Math.floor(answer.statusCode / 100)}xx`;
      stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
      if (answer.statusCode < 300) stats.reachedHandlers.add(request.opId);
      const family = request.variant.split(/[:+]/)[0] ?? request.variant;
      const byStatus = stats.byVariant.get(family) ?? {};
      byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
      stats.byVariant.set(family, byStatus);
      if (request.variant.startsWith('valid')) {
        const tally = stats.validStatuses.get(request.opId) ?? {};
        tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
        stats.validStatuses.set(request.opId, tally);
        if (answer.statusCode >= 300) stats.validRefusals.set(request.opId, `${describeRequest(request)} → ${excerpt(answer.body, 200)}`);
      }
      const kinds = checkAnswer(request, answer);
      for (const kind of kinds) stats.failureCounts[kind] = (stats.failureCounts[kind] ?? 0) + 1;
      if (kinds.length > 0) stats.failed++;
      if (kinds.length > 0 && stats.failures.length < KEEP_FAILURES) {
        const leak = kinds.includes('leak') ? ` [leaked: ${excerpt(leaksIn(answer, request) ?? '', 120)}]` : '';
        stats.failures.push({
          request: describeRequest(request),
          status: answer.statusCode,
          kinds,
          answer: excerpt(answer.body, 300) + leak,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  stats.ms = performance.now() - started;
  return stats;
}

export function summaryLine(stats: RunStats, operations: number, seed: number): string {
  const classes = ['2xx', '3xx', '4xx', '5xx'].map((c) => `${c} ${stats.byClass[c] ?? 0}`).join(', ');
  const kinds = Object.entries(stats.failureCounts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return (
    `fuzz: ${stats.requests} requests over ${operations} operations in ${(stats.ms / 1000).toFixed(1)} s (seed ${seed}): ${classes}; ` +
    `failures ${stats.failed}${kinds ? ` (${kinds})` : ''}; handlers reached ${stats.reachedHandlers.size}/${operations}; unsendable ${stats.unsendable.length}`
  );
}

/** Operations no call got a 2xx from, with what their valid calls got instead. */
export function unreached(stats: RunStats, operations: string[]): string[] {
  return operations
    .filter((op) => !stats.reachedHandlers.has(op))
    .map((op) => `${op} (valid calls: ${JSON.stringify(stats.validStatuses.get(op) ?? {})})\n    ${stats.validRefusals.get(op) ?? ''}`);
}

export const describeFailure = (f: Failure) => `${f.kinds.join('+')} ${f.status}: ${f.request}\n    → ${f.answer}`;
