// product.md D13 "Metrics and logs": the counters and histograms an operator scrapes at /metrics (decision 046).
// One registry per set of services, made by the composition root: tests that build several apps in one
// process never share counts, and nothing here is a module-level singleton.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';

/** What the booking engine reports as each request ends (server/booking/booking-create.ts). */
export interface BookingCounters {
  placed(kind: string): void;
  refused(kind: string, code: number): void;
  slotTaken(kind: string): void;
}

/** What a job runner reports as each run ends (server/jobs/). */
export interface JobCounters {
  finished(job: string): void;
  failed(job: string): void;
}

export type HtmlCacheOutcome = 'hit' | 'miss' | 'uncacheable';

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its method, the route's pattern (never the raw URL), status and seconds taken. */
  request(method: string, route: string, status: number, seconds: number): void;
  booking: BookingCounters;
  jobs: JobCounters;
  htmlCache(outcome: HtmlCacheOutcome): void;
  /** Decision 085: what the kept diary pages did for a plain view of a diary. */
  diaryPages(outcome: HtmlCacheOutcome): void;
}

/** Seconds: from a cached page (a few ms) to a booking that waited for a busy pool (the 5 s acquire timeout and over). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Methods Fastify routes; anything else is one label, so a client cannot mint label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other');

const CODE_NAMES = new Map<number, string>(Object.entries(BOOKING_CODES).map(([name, code]) => [code, name]));
/** product.md §8: the code's name beside its number, so a dashboard reads BOOKING_NO_FREE_SLOT rather than 4. */
export const bookingCodeName = (code: number) => CODE_NAMES.get(code) ?? 'UNKNOWN';

export interface CreateMetricsOptions {
  /** Node's own process metrics (CPU, memory, event-loop delay, GC): only when /metrics is served, as they sample. */
  processMetrics?: boolean;
}

export function createMetrics(opts: CreateMetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'mesa_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'mesa_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const creates = new Counter({
    name: 'mesa_booking_creates_total',
    help: 'Bookings, enquiries and event requests placed (a replayed Idempotency-Key is not counted again)',
    labelNames: ['kind'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'mesa_booking_refusals_total',
    help: 'Booking requests refused, by product.md §8 code',
    labelNames: ['kind', 'code', 'reason'] as const,
    registers,
  });
  const slotTaken = new Counter({
    name: 'mesa_booking_slot_taken_total',
    help: 'Booking requests that lost the race for the last seats (409, booking status 9)',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'mesa_job_runs_total',
    help: 'Background job runs that ended here, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const htmlCache = new Counter({
    name: 'mesa_html_cache_requests_total',
    help: 'Cacheable page requests, by what the HTML cache did: hit, miss (rendered and kept) or uncacheable',
    labelNames: ['outcome'] as const,
    registers,
  });
  const diaryPages = new Counter({
    name: 'mesa_diary_page_cache_requests_total',
    help: 'Plain views of a diary, by what the kept diary pages did: hit, miss (rendered and kept) or uncacheable',
    labelNames: ['outcome'] as const,
    registers,
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const m = methodLabel(method);
      requests.inc({ method: m, route, status: String(status) });
      duration.observe({ method: m, route }, seconds);
    },
    booking: {
      placed: (kind) => creates.inc({ kind }),
      refused: (kind, code) => refusals.inc({ kind, code: String(code), reason: bookingCodeName(code) }),
      slotTaken: (kind) => slotTaken.inc({ kind }),
    },
    jobs: {
      finished: (job) => jobRuns.inc({ job, outcome: 'completed' }),
      failed: (job) => jobRuns.inc({ job, outcome: 'failed' }),
    },
    htmlCache: (outcome) => htmlCache.inc({ outcome }),
    diaryPages: (outcome) => diaryPages.inc({ outcome }),
  };
}
